import Foundation
import Testing

/// A broken rule between options is a usage error (exit 64) that names both options, before
/// the command reads any project.
struct OptionRuleCase: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let stderr: String
  var testDescription: String { arguments.joined(separator: " ") }
}

@Suite struct OptionRulesEndToEndTests {
  static let cases: [OptionRuleCase] = [
    OptionRuleCase(
      arguments: ["test", "--bail", "--maxFailures=5"],
      stderr: "error: options '--bail' and '--maxFailures' cannot be used together: --bail "
        + "already stops after the first failing spec\nSee 'messagevisor-swift test --help'.\n"),
    OptionRuleCase(
      arguments: ["test", "--list", "--watch"],
      stderr: "error: options '--watch' and '--list' cannot be used together: --list prints the "
        + "specs once without running them\nSee 'messagevisor-swift test --help'.\n"),
    OptionRuleCase(
      arguments: ["examples", "--updateSnapshot"],
      stderr: "error: option '--updateSnapshot' needs '--snapshot=PATH'\n"
        + "See 'messagevisor-swift examples --help'.\n"),
    OptionRuleCase(
      arguments: ["examples", "--watch", "--updateSnapshot", "--snapshot=snap.json"],
      stderr: "error: options '--watch' and '--updateSnapshot' cannot be used together: a "
        + "watched run would rewrite the snapshot on every change\n"
        + "See 'messagevisor-swift examples --help'.\n"),
    OptionRuleCase(
      arguments: ["evaluate", "--message=a", "--segment=b", "--locale=en"],
      stderr: "error: pass exactly one of --message, --rawMessage or --segment\n"
        + "See 'messagevisor-swift evaluate --help'.\n"),
    OptionRuleCase(
      arguments: ["benchmark", "--locale=en"],
      stderr: "error: pass exactly one of --message or --rawMessage\n"
        + "See 'messagevisor-swift benchmark --help'.\n"),
    OptionRuleCase(
      arguments: ["benchmark", "--rawMessage=Hi", "--threads=2", "--locale=en"],
      stderr: "error: --threads needs --message (the threaded benchmark translates a key)\n"
        + "See 'messagevisor-swift benchmark --help'.\n"),
    OptionRuleCase(
      arguments: ["conformance", "--json"],
      stderr: "error: missing required option '--fixture'\n"
        + "See 'messagevisor-swift conformance --help'.\n"),
    OptionRuleCase(
      arguments: ["generate-code", "--builder=npx"],
      stderr: "error: generate-code reads the project with the native compiler; drop --builder\n"
        + "See 'messagevisor-swift generate-code --help'.\n"),
    OptionRuleCase(
      arguments: ["project", "list", "--json", "--tests", "--segments"],
      stderr: "error: pass exactly one of --tests or --segments\n"
        + "See 'messagevisor-swift project --help'.\n"),
    OptionRuleCase(
      arguments: ["project", "show", "--json"],
      stderr: "error: unknown project action 'show'; use list, build or examples\n"
        + "See 'messagevisor-swift project --help'.\n"),
    OptionRuleCase(
      arguments: ["test", "--runtime=swift,node"],
      stderr: "error: --runtime has 'node'; known runtime ids: swift-linux, swift-apple, swift\n"
        + "See 'messagevisor-swift test --help'.\n"),
    OptionRuleCase(
      arguments: ["test", "--shard=3/2"],
      stderr: "error: option '--shard' needs I/N with 1 ≤ I ≤ N (e.g. 2/4), not '3/2'\n"
        + "See 'messagevisor-swift test --help'.\n"),
  ]

  /// Values that no command could mean: empty, repeated, or not a value of the option's kind.
  static let valueCases: [OptionRuleCase] = [
    OptionRuleCase(
      arguments: ["test", "--projectDirectoryPath="],
      stderr: "error: option '--projectDirectoryPath' needs a value, not an empty one\n"
        + "See 'messagevisor-swift test --help'.\n"),
    OptionRuleCase(
      arguments: ["test", "--locale=en", "--locale=de"],
      stderr: "error: option '--locale' is given more than once\n"
        + "See 'messagevisor-swift test --help'.\n"),
    OptionRuleCase(
      arguments: ["benchmark", "--message=a", "-n", "2", "-n", "3"],
      stderr: "error: option '-n' is given more than once\n"
        + "See 'messagevisor-swift benchmark --help'.\n"),
    OptionRuleCase(
      arguments: ["test", "--locale=en,,de"],
      stderr: "error: --locale has an empty locale in 'en,,de'\n"
        + "See 'messagevisor-swift test --help'.\n"),
    OptionRuleCase(
      arguments: ["evaluate", "--message=a", "--locale=en", "--currency=ZZZZ"],
      stderr: "error: option '--currency' needs a three-letter currency code (ISO 4217), not "
        + "'ZZZZ'\nSee 'messagevisor-swift evaluate --help'.\n"),
    OptionRuleCase(
      arguments: ["evaluate", "--message=a", "--locale=en", "--timeZone=Mars/Olympus"],
      stderr: "error: option '--timeZone' needs a known time zone identifier (e.g. "
        + "Europe/Berlin), not 'Mars/Olympus'\nSee 'messagevisor-swift evaluate --help'.\n"),
    OptionRuleCase(
      arguments: ["project", "list", "--tests", "--json", "--keyPattern=("],
      stderr: "error: option '--keyPattern' is not a valid regular expression: '('\n"
        + "See 'messagevisor-swift project --help'.\n"),
    OptionRuleCase(
      arguments: ["benchmark", "--message=a", "--threads=1025"],
      stderr: "error: --threads takes at most 1024 threads, not 1025\n"
        + "See 'messagevisor-swift benchmark --help'.\n"),
  ]

  /// Run in an empty folder: a rule that is checked too late would fail on the missing project
  /// instead (exit 65, another message).
  @Test(arguments: cases)
  func aBrokenRuleIsAUsageErrorNamingTheOptions(_ example: OptionRuleCase) throws {
    try Self.expectUsageError(example)
  }

  @Test(arguments: valueCases)
  func aValueNoCommandCouldMeanIsAUsageError(_ example: OptionRuleCase) throws {
    try Self.expectUsageError(example)
  }

  static func expectUsageError(_ example: OptionRuleCase) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("option-rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try BinaryRunner.run(example.arguments, directory: folder)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr == example.stderr)
  }
}
