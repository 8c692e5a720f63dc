import Foundation
import Testing

/// The SDK's diagnostics as `evaluate` shows them on standard error: warnings and errors only
/// (no `sdk_initialized`), each with the message key, locale and reason.
@Suite struct SDKDiagnosticsEndToEndTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    let status: Int32
    let stdout: String
    let stderr: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Before the SDK is asked: a key the datafile lacks is a failure (exit 1), not the key
    // printed with the SDK's missing_translation line.
    Case(
      name: "key the datafile lacks", arguments: ["--message=absent"], status: 1,
      stdout: "", stderr: "error: message 'absent' is not in the datafile of target 'swift'\n"),
    Case(
      name: "deprecated message", arguments: ["--message=old"], status: 0, stdout: "Old\n",
      stderr: "[Messagevisor] [warn] deprecated_message: Deprecated message evaluated "
        + "(key 'old', locale 'en', reason: Use greet)\n"),
    Case(
      name: "plain message", arguments: ["--message=greet"], status: 0, stdout: "Hello\n",
      stderr: ""),
    Case(
      name: "invalid currency",
      arguments: ["--rawMessage={n, number, ::currency/EURO}", "--values={\"n\":1}"],
      status: 65, stdout: "",
      stderr: "[Messagevisor] [warn] unsupported_formatter: Unsupported ICU number skeleton token "
        + "(locale 'en')\nerror: evaluation failed: Unsupported ICU number skeleton token: "
        + "currency/EURO\n"),
  ]

  @Test(arguments: cases)
  func evaluateShowsSDKDiagnostics(_ example: Case) throws {
    let project = try TemporaryProject.make([
      "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "locales/en.yml": "description: English\n",
      "messages/greet.yml": "description: Greeting\ntranslations:\n  en: Hello\n",
      "messages/old.yml":
        "description: Old\ndeprecated: true\ndeprecationWarning: Use greet\ntranslations:\n"
        + "  en: Old\n",
      "targets/swift.yml": "description: swift\nincludeMessages: \"*\"\n",
    ])
    let result = try BinaryRunner.run(
      [
        "evaluate", "--projectDirectoryPath=\(project.path)", "--builder=native", "--locale=en",
        "--withIcuModule",
      ] + example.arguments)
    #expect(result.status == example.status)
    #expect(result.stdout == example.stdout)
    #expect(result.stderr == example.stderr)
  }
}
