import Foundation
import Testing

/// What CI users expect from a test runner, through the built binary: `--shard`, `--bail`,
/// `--maxFailures`, `--locale`, `--slowest` and `--list`.
@Suite struct CIFeaturesEndToEndTests {
  static let example = ["--projectDirectoryPath=projects/example", "--builder=native"]
  /// project-1 judged by its fixture values alone (`--noOverlays`), so the run has failures to
  /// stop at (with our overlays every assertion passes).
  static let projectOne = [
    "--projectDirectoryPath="
      + BinaryRunner.packageRoot.appendingPathComponent("../shared/upstream/projects/project-1")
      .standardizedFileURL.path,
    "--builder=native", "--target=swift", "--withIcuModule", "--normalizeSpaces", "--noOverlays",
  ]

  /// (key, index, status) of every assertion in a JSON report.
  static func assertions(_ json: String) throws -> [String] {
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let tests = try #require(report["tests"] as? [[String: Any]])
    return tests.flatMap { test in
      ((test["assertions"] as? [[String: Any]]) ?? []).map { assertion in
        "\(test["key"] ?? "") #\(assertion["index"] ?? "") \(assertion["status"] ?? "")"
      }
    }
  }

  @Test func theUnionOfAllShardsIsTheFullRunOnProjectOne() throws {
    let full = try BinaryRunner.run(["test"] + Self.projectOne + ["--json"])
    #expect(full.status == 1)
    let everything = try Self.assertions(full.stdout)
    #expect(everything.count == 1111)
    var union: [String] = []
    var sizes: [Int] = []
    for shard in 1...3 {
      let part = try BinaryRunner.run(
        ["test"] + Self.projectOne + ["--json", "--shard=\(shard)/3"])
      #expect(part.status <= 1, "\(part.stderr)")
      let assertions = try Self.assertions(part.stdout)
      sizes.append(assertions.count)
      union += assertions
    }
    #expect(union.count == everything.count, "a spec ran in two shards or in none")
    #expect(Set(union) == Set(everything))
    #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) < 60, "unbalanced shards: \(sizes)")
  }

  @Test func shardingIsDeterministic() throws {
    let first = try BinaryRunner.run(["test"] + Self.example + ["--list", "--shard=2/4"])
    let second = try BinaryRunner.run(["test"] + Self.example + ["--list", "--shard=2/4"])
    #expect(first.status == 0)
    #expect(first.stdout == second.stdout)
    #expect(!first.stdout.isEmpty)
  }

  @Test(arguments: ["0/3", "4/3", "2", "a/b"])
  func aBadShardIsAUsageError(_ shard: String) throws {
    let result = try BinaryRunner.run(["test"] + Self.example + ["--shard=\(shard)"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: option '--shard' needs I/N with 1 ≤ I ≤ N (e.g. 2/4), not '\(shard)'\n"
        + "See 'messagevisor-swift test --help'.\n")
  }

  /// Where the full run first fails: the index of the first failing spec, its failed
  /// assertions, and how many specs the run has.
  static func firstFailure() throws -> (index: Int, failed: Int, specs: Int) {
    let full = try BinaryRunner.run(["test"] + Self.projectOne + ["--json", "--quiet"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(full.stdout.utf8)) as? [String: Any])
    let tests = try #require(report["tests"] as? [[String: Any]])
    for (index, test) in tests.enumerated() {
      let assertions = test["assertions"] as? [[String: Any]] ?? []
      let failed = assertions.filter { $0["status"] as? String != "passed" }.count
      if failed > 0 { return (index, failed, tests.count) }
    }
    throw CocoaError(.featureUnsupported)
  }

  @Test func bailStopsAfterTheFirstFailingSpec() throws {
    let first = try Self.firstFailure()
    let result = try BinaryRunner.run(["test"] + Self.projectOne + ["--bail", "--quiet"])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains("Test specs: \(first.index) passed, 1 failed\n"), "\(result.stdout)")
    let notRun = first.specs - first.index - 1
    #expect(
      result.stderr.hasPrefix(
        "note: stopped after \(first.failed) failed assertions; \(notRun) of \(first.specs) "
          + "specs not run\n"
      ),
      "\(result.stderr)")
  }

  @Test func maxFailuresStopsOnceThatManyAssertionsFailed() throws {
    let result = try BinaryRunner.run(["test"] + Self.projectOne + ["--maxFailures=5", "--quiet"])
    #expect(result.status == 1)
    let failed = result.stdout.split(separator: "\n").first { $0.hasPrefix("Assertions: ") }
    let count = failed.flatMap { Int($0.split(separator: " ")[3]) } ?? 0
    let full = try BinaryRunner.run(["test"] + Self.projectOne + ["--quiet"])
    let all = full.stdout.split(separator: "\n").first { $0.hasPrefix("Assertions: ") }
    let fullCount = all.flatMap { Int($0.split(separator: " ")[3]) } ?? 0
    #expect(count >= 5 && count < fullCount, "\(result.stdout) against \(full.stdout)")
    #expect(result.stderr.contains("specs not run"))
  }

  @Test func theLocaleFilterKeepsOnlyThoseLocales() throws {
    let result = try BinaryRunner.run(
      ["test"] + Self.example + ["--list", "--json", "--locale=fr-FR,pl"])
    #expect(result.status == 0)
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let keys = entries.compactMap { $0["key"] as? String }
    #expect(keys.contains("locales.fr-FR"))
    #expect(keys.contains("locales.pl"))
    #expect(!keys.contains("locales.de-DE"))
    #expect(!keys.contains { $0.hasPrefix("segments.") })
    let listed = entries.reduce(0) { $0 + ($1["assertions"] as? Int ?? 0) }
    let run = try BinaryRunner.run(["test"] + Self.example + ["--quiet", "--locale=fr-FR,pl"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Assertions: \(listed) passed, 0 failed\n"), "\(run.stdout)")
  }

  @Test func slowestPrintsTheSlowestSpecsWithDurations() throws {
    let result = try BinaryRunner.run(["test"] + Self.example + ["--slowest=3", "--onlyFailures"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex(of: "Slowest 3 specs:"))
    for line in lines[(start + 1)...(start + 3)] {
      #expect(line.contains(" ms  "), "\(line)")
    }
    #expect(lines[start + 4].hasPrefix("Test specs: "))
  }

  @Test func listShowsWhatWouldRunWithoutRunningIt() throws {
    let result = try BinaryRunner.run(["test"] + Self.example + ["--list"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(!result.stdout.contains("Assertions:"))
    #expect(result.stdout.contains("locales.de-DE  (locale, "))
    #expect(result.stdout.hasSuffix("71 specs, 375 assertions\n"), "\(result.stdout)")
  }

  static let hasJQ = FileManager.default.isExecutableFile(atPath: "/usr/bin/jq")

  /// The CLI reference's `jq` command that merges shard reports.
  static func readmeMergeCommand() throws -> String {
    let readme = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("docs/cli-reference.md"),
      encoding: .utf8)
    let marker = try #require(readme.range(of: "Shard reports merge with `jq`:\n\n```sh\n"))
    let end = try #require(readme.range(of: "\n```", range: marker.upperBound..<readme.endIndex))
    return String(readme[marker.upperBound..<end.lowerBound])
  }

  @Test(.enabled(if: hasJQ))
  func theReadmesJQCommandMergesShardReportsIntoTheFullRun() throws {
    let folder = try TemporaryProject.make([:])
    for shard in 1...3 {
      let path = folder.appendingPathComponent("shard-\(shard).json").path
      let part = try BinaryRunner.run(
        ["test"] + Self.example + ["--quiet", "--shard=\(shard)/3", "--report-json=\(path)"])
      #expect(part.status == 0, "\(part.stderr)")
    }
    let merged = try BinaryRunner.run(
      ["-c", try Self.readmeMergeCommand()], directory: folder, executable: "/bin/sh")
    #expect(merged.status == 0, "\(merged.stderr)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(merged.stdout.utf8)) as? [String: Any])
    let summary = try #require(report["summary"] as? [String: Any])
    let assertions = try #require(summary["assertions"] as? [String: Any])
    #expect(assertions["passed"] as? Int == 375)
    #expect(assertions["failed"] as? Int == 0)
    #expect((report["tests"] as? [Any])?.count == 71)
  }
}
