import Foundation
import Testing

/// Decision D23 through the built binary: without `--set`, `test`, `examples` and
/// `project list` run every set of a sets project in turn, and every report names the set.
@Suite struct SetsEndToEndTests {
  /// A two-set project (`dev` says "Hello", `prod` says `prodText`), one spec per set expecting
  /// `prodExpected` in `prod`, and one message example per set.
  static func twoSets(prodText: String = "Hi", prodExpected: String = "Hi") throws -> URL {
    var files: [String: String] = [
      "messagevisor.config.json": #"{"sourceLocale": "en", "sets": true}"#
    ]
    for (set, text, expected) in [
      ("dev", "Hello", "Hello"), ("prod", prodText, prodExpected),
    ] {
      files["sets/\(set)/locales/en.yml"] = "description: English\n"
      files["sets/\(set)/targets/swift.yml"] = "description: swift\nincludeMessages: \"*\"\n"
      files["sets/\(set)/messages/greet.yml"] = """
        description: Greeting
        translations:
          en: \(text)
        examples:
          - description: plain
            locale: en

        """
      files["sets/\(set)/tests/messages/greet.spec.yml"] = """
        message: greet
        assertions:
          - description: says it
            locale: en
            expectedTranslation: \(expected)

        """
    }
    return try TemporaryProject.make(files)
  }

  static func arguments(_ root: URL) -> [String] {
    ["--projectDirectoryPath=\(root.path)", "--builder=native"]
  }

  /// Without `--set`, `cache info` and `cache clear` cover the folder of every set, as a run
  /// without `--set` fills them all; `--set` picks one.
  @Test func cacheInfoAndClearCoverEverySet() throws {
    let root = try Self.twoSets()
    let environment = CacheEndToEndTests.environment()
    let project = "--projectDirectoryPath=\(root.path)"
    #expect(
      try BinaryRunner.run(["test"] + Self.arguments(root), environment: environment).status == 0)
    func shards() throws -> [String] {
      let info = try BinaryRunner.run(["cache", "info", project], environment: environment)
      #expect(info.status == 0)
      #expect(info.stdout.contains("(set dev)") && info.stdout.contains("(set prod)"))
      return info.stdout.split(separator: "\n").filter { $0.hasPrefix("shards: ") }.map {
        String($0.prefix { $0 != "," })
      }
    }
    let filled = try shards()
    #expect(filled.count == 2 && !filled.contains("shards: 0"), "\(filled)")
    let one = try BinaryRunner.run(
      ["cache", "clear", project, "--set=dev"], environment: environment)
    #expect(one.status == 0)
    #expect(try shards() == ["shards: 0", filled[1]])
    let all = try BinaryRunner.run(["cache", "clear", project], environment: environment)
    #expect(all.status == 0)
    #expect(all.stdout.split(separator: "\n").count == 2)
    #expect(try shards() == ["shards: 0", "shards: 0"])
  }

  @Test func testRunsEverySetAndNamesItBeforeItsSpecs() throws {
    let root = try Self.twoSets()
    let result = try BinaryRunner.run(["test"] + Self.arguments(root))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        """
        Set: dev
        Testing: dev/messages.greet
          ✓ dev/messages.greet / says it
        Set: prod
        Testing: prod/messages.greet
          ✓ prod/messages.greet / says it
        Test specs: 2 passed, 0 failed
        Assertions: 2 passed, 0 failed

        """), "\(result.stdout)")
  }

  @Test func aFailureLineNamesItsSet() throws {
    let root = try Self.twoSets(prodExpected: "Howdy")
    let result = try BinaryRunner.run(["test"] + Self.arguments(root))
    #expect(result.status == 1)
    #expect(result.stdout.contains("  ✓ dev/messages.greet / says it\n"))
    #expect(
      result.stdout.contains(
        """
        Set: prod
        Testing: prod/messages.greet
          x prod/messages.greet / says it
        """), "\(result.stdout)")
    #expect(result.stdout.contains("Assertions: 1 passed, 1 failed\n"))
  }

  @Test func oneSetStaysAsBefore() throws {
    let root = try Self.twoSets(prodExpected: "Howdy")
    let result = try BinaryRunner.run(["test", "--set=dev"] + Self.arguments(root))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix("Testing: messages.greet\n  ✓ messages.greet / says it\n"),
      "\(result.stdout)")
  }

  @Test func theJSONReportHoldsEverySet() throws {
    let root = try Self.twoSets(prodExpected: "Howdy")
    let result = try BinaryRunner.run(["test", "--json"] + Self.arguments(root))
    #expect(result.status == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let tests = try #require(report["tests"] as? [[String: Any]])
    let identities = tests.map { test -> String in
      let status = ((test["assertions"] as? [[String: Any]])?.first?["status"] as? String) ?? ""
      return "\(test["set"] ?? "-") \(test["key"] ?? "-") \(status)"
    }
    #expect(identities == ["dev messages.greet passed", "prod messages.greet failed"])
  }

  @Test func junitAndAnnotationsCarryTheSet() throws {
    let root = try Self.twoSets(prodExpected: "Howdy")
    let junit = FileManager.default.temporaryDirectory
      .appendingPathComponent("sets-\(UUID().uuidString).xml")
    let result = try BinaryRunner.run(
      ["test", "--junit=\(junit.path)"] + Self.arguments(root),
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": ""])
    #expect(result.status == 1)
    let xml = try String(contentsOf: junit, encoding: .utf8)
    #expect(xml.contains(#"<testsuite name="dev/messages.greet""#))
    #expect(xml.contains(#"<testsuite name="prod/messages.greet""#))
    let annotations = result.stderr.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    #expect(annotations.count == 1)
    #expect(
      annotations.first?.contains("title=prod/messages.greet / says it") == true, "\(result.stderr)"
    )
  }

  @Test func theShardsSplitTheUnionOfEverySet() throws {
    let root = try Self.twoSets()
    var seen: [String] = []
    for shard in 1...2 {
      let result = try BinaryRunner.run(
        ["test", "--shard=\(shard)/2"] + Self.arguments(root))
      #expect(result.status == 0, "\(result.stderr)")
      seen += result.stdout.split(separator: "\n").filter { $0.hasPrefix("Testing: ") }
        .map(String.init)
    }
    #expect(seen.sorted() == ["Testing: dev/messages.greet", "Testing: prod/messages.greet"])
  }

  @Test func anUnknownSetIsAUsageErrorWithASuggestion() throws {
    let root = try Self.twoSets()
    let result = try BinaryRunner.run(["test", "--set=prdo"] + Self.arguments(root))
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "error: Unknown set \"prdo\". Did you mean \"prod\"? Available sets: dev, prod.\n"),
      "\(result.stderr)")
  }

  @Test func aSetsProjectWithoutSetsIsAnError() throws {
    let root = try TemporaryProject.make([
      "messagevisor.config.json": #"{"sourceLocale": "en", "sets": true}"#
    ])
    let result = try BinaryRunner.run(["test"] + Self.arguments(root))
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "error: This project uses sets, but its sets folder has no set in it.\n"),
      "\(result.stderr)")
  }

  @Test func projectListHoldsEverySet() throws {
    let root = try Self.twoSets()
    let result = try BinaryRunner.run(
      [
        "project", "list", "--tests", "--applyMatrix", "--json",
        "--projectDirectoryPath=\(root.path)",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(
      list.map { "\($0["set"] ?? "-")/\($0["key"] ?? "-")" } == [
        "dev/messages.greet", "prod/messages.greet",
      ])
  }

  @Test func examplesRunEverySet() throws {
    let root = try Self.twoSets(prodText: "Hi there")
    let result = try BinaryRunner.run(["examples"] + Self.arguments(root))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == """
        Set: dev
          • greet · en · example 1: plain
              Hello
        Set: prod
          • greet · en · example 1: plain
              Hi there
        Examples: 0 passed, 0 failed, 2 previewed

        """)
  }

  /// The two-set project with a broken message file in `prod` that no selected spec needs.
  static func twoSetsWithABrokenFile() throws -> URL {
    let root = try twoSets()
    try Data("description: [unclosed\n".utf8).write(
      to: root.appendingPathComponent("sets/prod/messages/broken.yml"))
    return root
  }

  @Test func aFilteredRunOfEverySetReadsWhatEachSetsSpecsNeed() throws {
    let root = try Self.twoSetsWithABrokenFile()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try BinaryRunner.run(["test", "--keyPattern=greet"] + Self.arguments(root))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr == "note: set prod: read 1 of 2 message files, what the selected specs need\n")
    #expect(result.stdout.contains("Assertions: 2 passed, 0 failed\n"))
    // Unfiltered, the broken file is read and fails the run.
    let unfiltered = try BinaryRunner.run(["test"] + Self.arguments(root))
    #expect(unfiltered.status == 65)
    #expect(unfiltered.stderr.hasPrefix("error: sets/prod/messages/broken.yml:"))
  }

  @Test func anUnknownLocaleInARunOfEverySetIsAUsageError() throws {
    let root = try Self.twoSets()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try BinaryRunner.run(["test", "--locale=eb"] + Self.arguments(root))
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: unknown locale 'eb' (did you mean 'en'?); the project's locales: en\n"
        + "See 'messagevisor-swift test --help'.\n")
  }
}
