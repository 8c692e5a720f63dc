import Foundation
import Testing

/// Small things a CI user trips over, through the built binary: datafile errors say what is
/// wrong, colour follows no-color.org, `TERM=dumb` gets no cursor control, and the
/// `Expectations:` line says what it counts.
@Suite struct SmallFixesEndToEndTests {
  struct BadDatafile: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let reason: String
    var testDescription: String { name }
  }

  static let identity =
    #""schemaVersion":"1","messagevisorVersion":"x","revision":"1","target":"t","#
    + #""segments":{},"messages":{}"#

  static let badDatafiles: [BadDatafile] = [
    BadDatafile(
      name: "truncated", json: #"{"schemaVersion":"1","#,
      reason: "malformed JSON or not an object, at byte offset 21"),
    BadDatafile(
      name: "no locale", json: "{" + identity + #","translations":{}}"#,
      reason: "missing field 'locale'"),
    BadDatafile(
      name: "number translation", json: "{" + identity + #","locale":"en","translations":{"a":1}}"#,
      reason: "field 'translations.a' has the wrong type"),
  ]

  @Test(arguments: badDatafiles)
  func aBadDatafileSaysWhatIsWrong(_ example: BadDatafile) throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("bad-\(UUID().uuidString).json")
    try Data(example.json.utf8).write(to: url)
    let result = try BinaryRunner.run([
      "benchmark", "--datafile=\(url.path)", "--locale=en", "--message=a", "-n", "1",
    ])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: \(url.path) is not a valid datafile: could not parse datafile: "
        + "\(example.reason)\n"
    )
  }

  static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

  /// Runs `test` on a terminal (through `script`), returning what the terminal showed.
  static func onTerminal(_ environment: [String: String]) throws -> String {
    let binary = BinaryRunner.binary.path
    let command =
      "\(binary) test --projectDirectoryPath=projects/example --builder=native"
      + " --keyPattern=errors.generic"
    let result = try BinaryRunner.run(
      ["-qec", command, "/dev/null"], executable: "/usr/bin/script", environment: environment)
    #expect(result.status == 0, "\(result.stdout)")
    return result.stdout
  }

  @Test(.enabled(if: hasScript))
  func anEmptyNoColorDoesNotDisableColour() throws {
    let shown = try Self.onTerminal(["NO_COLOR": "", "TERM": "xterm"])
    #expect(shown.contains("\u{1B}[1mTesting: messages.errors.generic\u{1B}[0m"), "\(shown)")
  }

  @Test(.enabled(if: hasScript))
  func aSetNoColorDisablesColour() throws {
    let shown = try Self.onTerminal(["NO_COLOR": "1", "TERM": "xterm"])
    #expect(shown.contains("Testing: messages.errors.generic"))
    #expect(!shown.contains("\u{1B}[1m"), "\(shown)")
  }

  @Test(.enabled(if: hasScript))
  func aDumbTerminalGetsNoEscapes() throws {
    let shown = try Self.onTerminal(["NO_COLOR": "", "TERM": "dumb"])
    #expect(shown.contains("Testing: messages.errors.generic"))
    #expect(!shown.contains("\u{1B}"), "\(shown)")
  }

  @Test func theExpectationsLineSaysWhatItCountsWithVerbose() throws {
    let result = try BinaryRunner.run([
      "test", "--projectDirectoryPath=projects/example", "--builder=native", "--quiet",
      "--verbose",
    ])
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "Expectations: overlay 0, runtimeSpecific 0, swift 0, default 324 (where the expected"
          + " text of the 324 translation checks came from)\n"), "\(result.stdout)")
    #expect(
      result.stdout.hasSuffix(
        "Overlays: none found (looked for example.yml in "
          + "./projects/example/expectedByRuntime, ./expectedByRuntime)\n"), "\(result.stdout)")
  }

  /// Without overlays, runtime values or `--verbose`, a passing run ends with the two counts;
  /// a failing one says where it looked for overlays (a missing
  /// `--expectedByRuntimeDirectory` shows).
  @Test func theSummaryPrintsOnlyLinesThatCarryInformation() throws {
    let passing = try BinaryRunner.run(
      [
        "test", "--projectDirectoryPath=\(try TemporaryProject.greeting().path)",
        "--builder=native", "--quiet",
      ], directory: BinaryRunner.fileSystemRoot)
    #expect(passing.status == 0)
    #expect(passing.stdout == "Test specs: 1 passed, 0 failed\nAssertions: 1 passed, 0 failed\n")
    #expect(passing.stderr.isEmpty, "\(passing.stderr)")
    let project = try TemporaryProject.failing()
    let failing = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(project.path)", "--builder=native", "--quiet"],
      directory: BinaryRunner.fileSystemRoot)
    #expect(failing.status == 1)
    #expect(
      failing.stdout
        == "Test specs: 0 passed, 1 failed\nAssertions: 1 passed, 1 failed\n"
        + "Overlays: none found (looked for \(project.lastPathComponent).yml in "
        + "\(project.path)/expectedByRuntime, /expectedByRuntime)\n", "\(failing.stdout)")
  }
}
