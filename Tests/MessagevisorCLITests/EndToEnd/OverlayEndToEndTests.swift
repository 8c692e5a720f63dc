import Foundation
import Testing

/// Expected values by decision D13b through the built binary: an overlay entry for one of the
/// run's runtime ids, the fixture's value for the first id it has, `expectedTranslation`;
/// overlay addressing, runtime scoping, stale entries, `--runtime`, `--noOverlays` and bad
/// files. Runs name their ids with `--runtime` so every host checks both chains.
@Suite struct OverlayEndToEndTests {
  /// A Linux host's ids, and an Apple host's.
  static let linux = "--runtime=swift-linux"
  static let apple = "--runtime=swift-apple,swift"

  static let spec = """
    message: greet
    assertions:
      - description: by overlay
        locale: en
        expectedTranslation: Wrong default
        expectedByRuntime:
          swift: Wrong swift
      - description: by runtime id
        locale: en
        expectedTranslation: Wrong default
        expectedByRuntime:
          swift: Wrong swift
          swift-linux: Hello
          swift-apple: Hello
      - description: by swift
        locale: en
        expectedTranslation: Wrong default
        expectedByRuntime:
          swift: Hello
      - description: by default
        locale: en
        expectedTranslation: Hello
      - description: fifth, overlaid by its index
        locale: en
        expectedTranslation: Wrong default

    """

  static let overlays = """
    overlays:
      - test: messages.greet
        assertion: by overlay
        runtime: swift-linux
        expected: Hello
        reason: first reason
      - test: messages.greet
        assertion: 5
        runtime: swift-linux
        expected: Hello
        reason: second reason
      - test: messages.greet
        assertion: by overlay
        runtime: swift
        expected: Hello
        reason: apple first
      - test: messages.greet
        assertion: 5
        runtime: swift
        expected: Hello
        reason: apple second
      - test: messages.greet
        assertion: no such assertion
        runtime: swift-linux
        expected: Hello
        reason: stale one
      - test: messages.greet
        assertion: no such apple assertion
        runtime: swift-apple
        expected: Hello
        reason: stale apple one

    """

  /// A one-message project named `demo` and an overlay folder beside it.
  static func makeProject(overlayFile: String) throws -> (project: URL, overlays: URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("overlays-\(UUID().uuidString)")
    let files: [String: String] = [
      "demo/messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "demo/locales/en.yml": "description: English\n",
      "demo/messages/greet.yml": "description: Greeting\ntranslations:\n  en: Hello\n",
      "demo/targets/swift.yml": "description: Swift\nincludeMessages: \"*\"\n",
      "demo/tests/messages/greet.spec.yml": spec,
      "overlays/demo.yml": overlayFile,
    ]
    for (path, content) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(content.utf8).write(to: url)
    }
    return (root.appendingPathComponent("demo"), root.appendingPathComponent("overlays"))
  }

  static func run(_ extra: [String], overlayFile: String = overlays) throws -> BinaryRunner.Result {
    let paths = try makeProject(overlayFile: overlayFile)
    return try BinaryRunner.run(
      [
        "test", "--projectDirectoryPath=\(paths.project.path)", "--builder=native",
        "--expectedByRuntimeDirectory=\(paths.overlays.path)",
      ] + extra)
  }

  @Test func linuxIdsIgnoreTheAppleSwiftValueAndShowItAsANote() throws {
    let result = try Self.run([Self.linux])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("Assertions: 4 passed, 1 failed"))
    #expect(
      result.stdout.contains("Expectations: overlay 2, runtimeSpecific 1, swift 0, default 2"))
    #expect(result.stdout.contains("✓ messages.greet / by overlay [overlay]"))
    #expect(result.stdout.contains("✓ messages.greet / fifth, overlaid by its index [overlay]"))
    #expect(result.stdout.contains(#"expected: "Wrong default" [default]"#))
    #expect(
      result.stdout.contains(
        #"note: expectedByRuntime.swift (not used for swift-linux) is "Hello""#))
  }

  @Test func appleIdsUseSwiftAfterSwiftApple() throws {
    let result = try Self.run([Self.apple])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("Assertions: 5 passed, 0 failed"))
    #expect(
      result.stdout.contains("Expectations: overlay 2, runtimeSpecific 1, swift 1, default 1"))
    #expect(result.stdout.contains("✓ messages.greet / by swift\n"))
  }

  @Test func theHostIdsAreTheDefault() throws {
    #if os(Linux)
      let hostIDs = Self.linux
    #else
      let hostIDs = Self.apple
    #endif
    let byDefault = try Self.run([])
    let explicit = try Self.run([hostIDs])
    // Each run has its own temporary project, so the overlay path and the spec path a failure
    // names differ; the rest may not.
    let withoutPaths = { (text: String) in
      text.split(separator: "\n").filter { !$0.hasPrefix("Overlays: ") }
        .map { line in
          // A failure ends with its spec's `(file:line)`, absolute or relative.
          guard line.hasPrefix("  x "), let cut = line.range(of: " (", options: .backwards)
          else { return String(line) }
          return String(line[..<cut.lowerBound])
        }
    }
    #expect(byDefault.status == explicit.status)
    #expect(withoutPaths(byDefault.stdout) == withoutPaths(explicit.stdout))
  }

  @Test(arguments: ["swift-android", "", "swift-linux,,swift"])
  func anUnknownRuntimeIdIsAUsageError(_ ids: String) throws {
    let result = try Self.run(["--runtime=\(ids)"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("known runtime ids: swift-linux, swift-apple, swift"))
    #expect(result.stdout.isEmpty)
  }

  @Test func staleEntriesAreReportedWithTheirPositionAndOtherRuntimesAreNot() throws {
    for (ids, line, assertion) in [
      (Self.linux, 22, "no such assertion"), (Self.apple, 27, "no such apple assertion"),
    ] {
      let result = try Self.run([ids])
      let stale = result.stderr.split(separator: "\n").filter { $0.contains("stale overlay") }
      #expect(stale.count == 1, "\(result.stderr)")
      #expect(stale.first?.contains("demo.yml:\(line):") == true, "\(result.stderr)")
      #expect(stale.first?.contains("messages.greet / \(assertion)") == true)
    }
  }

  @Test func theSummaryCountsAssertionsPerReason() throws {
    let result = try Self.run([Self.linux])
    #expect(result.stderr.contains("overlays/demo.yml for 2 assertions, by reason:"))
    #expect(result.stderr.contains("  1 × first reason\n  1 × second reason\n"))
    #expect(!result.stderr.contains("apple first"))
  }

  @Test func theGitHubStepSummaryListsTheReasons() throws {
    let summary = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(UUID().uuidString)-summary.md")
    let paths = try Self.makeProject(overlayFile: Self.overlays)
    let result = try BinaryRunner.run(
      [
        "test", "--projectDirectoryPath=\(paths.project.path)", "--builder=native",
        "--expectedByRuntimeDirectory=\(paths.overlays.path)", "--quiet", Self.apple,
      ],
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
    #expect(result.status == 0)
    let markdown = try String(contentsOf: summary, encoding: .utf8)
    #expect(markdown.contains("<summary>2 expected values from overlays</summary>"))
    #expect(markdown.contains("- 1 × apple first\n- 1 × apple second\n"))
  }

  @Test func theJSONReportCarriesReasonsAndStaleEntries() throws {
    let result = try Self.run(["--json", Self.linux])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let reasons = try #require(report["overlayReasons"] as? [[String: Any]])
    #expect(reasons.map { $0["reason"] as? String } == ["first reason", "second reason"])
    #expect(reasons.map { $0["assertions"] as? Int } == [1, 1])
    let stale = try #require(report["staleOverlays"] as? [[String: Any]])
    #expect(stale.map { $0["assertion"] as? String } == ["no such assertion"])
    let tests = try #require(report["tests"] as? [[String: Any]])
    let assertions = try #require(tests.first?["assertions"] as? [[String: Any]])
    #expect(
      assertions.map { $0["overlayReason"] as? String } == [
        "first reason", nil, nil, nil, "second reason",
      ])
  }

  @Test func noOverlaysFallsBackToTheFixture() throws {
    let result = try Self.run(["--noOverlays", Self.apple])
    #expect(result.status == 1)
    #expect(result.stdout.contains("Assertions: 3 passed, 2 failed"))
    #expect(result.stdout.contains(#"expected: "Wrong swift" [swift]"#))
    #expect(result.stdout.contains(#"expected: "Wrong default" [default]"#))
    #expect(!result.stderr.contains("stale"))
  }

  @Test(arguments: BadOverlayFile.cases)
  func aBadOverlayFileIsBadData(_ bad: BadOverlayFile) throws {
    let result = try Self.run([], overlayFile: bad.file)
    #expect(result.status == 65, "\(result.stdout)")
    for text in bad.expected {
      #expect(result.stderr.contains(text), "\(result.stderr)")
    }
  }
}

/// An overlay file the runner must refuse, and what its error must name.
struct BadOverlayFile: Sendable, CustomTestStringConvertible {
  let name: String
  let file: String
  let expected: [String]
  var testDescription: String { name }

  static let entry = "overlays:\n  - test: messages.greet\n    assertion: 1\n    runtime: swift\n"

  static let cases: [BadOverlayFile] = [
    BadOverlayFile(
      name: "missing reason", file: entry + "    expected: x\n",
      expected: ["demo.yml:2:5", "missing 'reason'"]),
    BadOverlayFile(
      name: "blank reason", file: entry + "    expected: x\n    reason: \" \"\n",
      expected: ["demo.yml:2:5", "non-empty 'reason'"]),
    BadOverlayFile(
      name: "unknown field", file: entry + "    expected: x\n    reason: r\n    colour: red\n",
      expected: ["demo.yml:7:5", "colour"]),
    BadOverlayFile(
      name: "no overlays list", file: "entries: []\n", expected: ["demo.yml:1:1", "'overlays'"]),
    BadOverlayFile(
      name: "unknown runtime",
      file: "overlays:\n  - test: messages.greet\n    assertion: 1\n    runtime: swift-wasm\n"
        + "    expected: x\n    reason: r\n",
      expected: ["demo.yml:4:14", "'swift-wasm' is not one of swift-linux, swift-apple, swift"]),
  ]
}
