import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The runner on our own example project, through the built binary.
@Suite struct RunnerEndToEndTests {
  static let example = ["--projectDirectoryPath=projects/example", "--builder=native"]

  static func temporaryFile(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
  }

  @Test func exampleProjectPassesWithSummaryLines() throws {
    let result = try BinaryRunner.run(["test"] + Self.example + ["--normalizeSpaces", "--quiet"])
    #expect(result.status == 0, "\(result.stdout)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("Test specs: ") && $0.hasSuffix(" passed, 0 failed") })
    #expect(lines.contains { $0.hasPrefix("Assertions: ") && $0.hasSuffix(" passed, 0 failed") })
    #expect(!lines.contains { $0.hasPrefix("Expectations: ") }, "only default expectations")
  }

  @Test func jsonReportHasTheDocumentedShape() throws {
    let path = Self.temporaryFile("report.json")
    let result = try BinaryRunner.run(
      ["test"] + Self.example + ["--normalizeSpaces", "--quiet", "--report-json=\(path.path)"])
    #expect(result.status == 0)
    let data = try Data(contentsOf: path)
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(report["schemaVersion"] as? Int == 1)
    #expect(report["builder"] as? String == "native")
    #expect(report["project"] as? String == "example")
    #expect(report["target"] as? String == "swift")
    let summary = try #require(report["summary"] as? [String: Any])
    let assertions = try #require(summary["assertions"] as? [String: Any])
    let passed = try #require(assertions["passed"] as? Int)
    #expect(passed > 300)
    #expect(assertions["failed"] as? Int == 0)
    let bySource = try #require(assertions["bySource"] as? [String: Int])
    #expect(Set(bySource.keys) == ["overlay", "runtimeSpecific", "swift", "default"])
    let tests = try #require(report["tests"] as? [[String: Any]])
    let first = try #require((tests.first?["assertions"] as? [[String: Any]])?.first)
    for key in ["description", "status", "durationMs"] {
      #expect(first[key] != nil, "assertion entry lacks \(key)")
    }
  }

  @Test func junitReportParsesAsXML() throws {
    let path = Self.temporaryFile("junit.xml")
    let result = try BinaryRunner.run(
      ["test"] + Self.example + ["--normalizeSpaces", "--quiet", "--junit=\(path.path)"])
    #expect(result.status == 0)
    let document = try XMLDocument(contentsOf: path)
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    let suites = root.elements(forName: "testsuite")
    #expect(suites.count > 50)
    let cases = suites.flatMap { $0.elements(forName: "testcase") }
    #expect(cases.count == Int(root.attribute(forName: "tests")?.stringValue ?? "") ?? -1)
    #expect(cases.allSatisfy { $0.elements(forName: "failure").isEmpty })
    #expect(cases.allSatisfy { Double($0.attribute(forName: "time")?.stringValue ?? "x") != nil })
  }

  @Test func junitReportCarriesFailures() throws {
    let path = Self.temporaryFile("junit-fail.xml")
    let result = try BinaryRunner.run(
      ["test"] + (try TemporaryProject.failingArguments()) + ["--quiet", "--junit=\(path.path)"])
    #expect(result.status == 1)
    let document = try XMLDocument(contentsOf: path)
    let failures = try document.nodes(forXPath: "//failure")
    #expect(!failures.isEmpty)
    let message = (failures.first as? XMLElement)?.attribute(forName: "message")?.stringValue ?? ""
    #expect(message.contains("translation differs"))
  }

  @Test func failuresShowInvisibleCharacters() throws {
    let result = try BinaryRunner.run(
      ["test"] + (try TemporaryProject.failingArguments()) + ["--onlyFailures"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("\\u{A0}"))
    #expect(result.stdout.contains("expected: \""))
    #expect(result.stdout.contains("[default]"))
  }

  @Test func parallelJobsKeepTheOrder() throws {
    let serial = try BinaryRunner.run(["test"] + Self.example + ["--normalizeSpaces"])
    let parallel = try BinaryRunner.run(
      ["test"] + Self.example + ["--normalizeSpaces", "--jobs=4"])
    #expect(serial.status == parallel.status)
    #expect(serial.stdout == parallel.stdout)
  }

  @Test func githubAnnotationsAndSummary() throws {
    let summary = Self.temporaryFile("summary.md")
    let result = try BinaryRunner.run(
      ["test"] + (try TemporaryProject.failingArguments()) + ["--quiet"],
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("::error "), "\(result.stderr)")
    #expect(!result.stdout.contains("::error"))
    let markdown = try String(contentsOf: summary, encoding: .utf8)
    #expect(markdown.contains("| assertions |"))
  }

  @Test func evaluatePrintsATranslation() throws {
    let result = try BinaryRunner.run(
      ["evaluate"] + Self.example + [
        "--locale=en-US", "--message=bench.simple", "--values={\"name\":\"Ada\"}",
      ])
    #expect(result.status == 0)
    #expect(result.stdout == "Welcome back, Ada\n")
    let json = try BinaryRunner.run(
      ["evaluate"] + Self.example + ["--locale=en-US", "--message=bench.plain", "--json"])
    #expect(json.stdout == "{\"translation\":\"Sign in\"}\n")
  }

  @Test func evaluateDrawsACaretUnderICUSyntaxErrors() throws {
    let result = try BinaryRunner.run(
      ["evaluate"] + Self.example + ["--locale=en-US", "--rawMessage=Hi {name, plural, one {x}"])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count >= 3)
    #expect(lines[0].contains("ICU syntax error at 1:4"))
    #expect(lines[1] == "  Hi {name, plural, one {x}")
    #expect(lines[2] == "     ^")
  }

  @Test func evaluateNeedsExactlyOneSubject() throws {
    let result = try BinaryRunner.run(
      ["evaluate"] + Self.example + ["--message=a", "--rawMessage=b", "--locale=en"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("exactly one of --message, --rawMessage or --segment"))
  }

  @Test func examplesArePreviewedNotPassed() throws {
    let result = try BinaryRunner.run(["examples"] + Self.example + ["--normalizeSpaces"])
    #expect(result.status == 0)
    // The summary, then the legend of the invisible characters the preview marked.
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let summary = try #require(lines.first { $0.hasPrefix("Examples: ") })
    #expect(lines.last?.hasPrefix("  ⟨") == true, "\(result.stdout)")
    #expect(summary.hasPrefix("Examples: "))
    #expect(summary.contains(" previewed"))
    #expect(!summary.contains(" 0 previewed"))
  }

  @Test func examplesSnapshotRoundTrip() throws {
    let snapshot = Self.temporaryFile("snapshot.json")
    let write = try BinaryRunner.run(
      ["examples"] + Self.example + ["--snapshot=\(snapshot.path)", "--updateSnapshot"])
    #expect(write.status == 0)
    let check = try BinaryRunner.run(
      ["examples"] + Self.example + ["--snapshot=\(snapshot.path)", "--json"])
    #expect(check.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let summary = try #require(document["summary"] as? [String: Int])
    #expect(summary["previewed"] == 0)
    #expect(summary["failed"] == 0)
  }

  /// Comparing against a snapshot that is not there, or is a folder, would pass every example
  /// unchecked: bad data instead, unless the run records the snapshot.
  @Test(arguments: [
    ("missing", [String](), "no snapshot there (record one with --updateSnapshot)"),
    ("folder", [String](), "a folder, not a snapshot file"),
    ("folder", ["--updateSnapshot"], "a folder, not a snapshot file"),
  ])
  func examplesRefuseASnapshotThatIsNotAFile(kind: String, extra: [String], reason: String)
    throws
  {
    let path =
      kind == "folder"
      ? FileManager.default.temporaryDirectory.path : Self.temporaryFile("absent.json").path
    let result = try BinaryRunner.run(
      ["examples"] + Self.example + ["--snapshot=\(path)"] + extra)
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "error: \(path): \(reason)\n")
  }

  @Test func projectListAndBuildPrintJSON() throws {
    let list = try BinaryRunner.run([
      "project", "list", "--tests", "--applyMatrix", "--json",
      "--projectDirectoryPath=projects/example",
    ])
    #expect(list.status == 0)
    let tests = try #require(
      try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
    #expect(tests.count >= 60)
    #expect(tests.allSatisfy { $0["key"] is String })
    let build = try BinaryRunner.run([
      "project", "build", "--json", "--target=swift", "--locale=en-US",
      "--projectDirectoryPath=projects/example",
    ])
    #expect(build.status == 0)
    let datafile = try #require(
      try JSONSerialization.jsonObject(with: Data(build.stdout.utf8)) as? [String: Any])
    #expect(datafile["locale"] as? String == "en-US")
    #expect((datafile["messagevisorVersion"] as? String)?.hasPrefix("messagevisor-swift/") == true)
  }

  @Test func projectErrorsAreBadData() throws {
    let result = try BinaryRunner.run([
      "project", "build", "--json", "--target=nope", "--locale=en-US",
      "--projectDirectoryPath=projects/example",
    ])
    #expect(result.status == 65)
    #expect(result.stderr.contains("nope"))
  }
}
