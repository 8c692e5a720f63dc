import Foundation
import Testing

/// A command line that names a file the binary cannot read or write; `{dir}` in `stderr` and
/// `stdout` stands for the folder it runs in.
struct NamedFileCase: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let status: Int32
  let stderr: String
  var stdout = ""
  var testDescription: String { arguments.joined(separator: " ") }
}

/// Every file a user names is read or written with the path and the system's reason in the
/// message: an input that cannot be read is bad data (65), an output that cannot be written is
/// exit 73, and no Foundation error text (`NSCocoaErrorDomain`) reaches the user.
@Suite struct NamedFileEndToEndTests {
  static let summary = "Test specs: 1 passed, 0 failed\nAssertions: 1 passed, 0 failed\n"

  static let cases: [NamedFileCase] = [
    NamedFileCase(
      arguments: ["test", "--builder=native", "--quiet", "--junit=tests"], status: 73,
      stderr: "error: cannot write {dir}/tests: Is a directory\n", stdout: summary),
    NamedFileCase(
      arguments: ["test", "--builder=native", "--quiet", "--report-json=tests/"], status: 73,
      stderr: "error: cannot write {dir}/tests/: Is a directory\n", stdout: summary),
    NamedFileCase(
      arguments: [
        "test", "--builder=native", "--quiet", "--junit=messagevisor.config.json/junit.xml",
      ],
      status: 73,
      stderr: "error: cannot write {dir}/messagevisor.config.json/junit.xml: Not a directory\n",
      stdout: summary),
    NamedFileCase(
      arguments: ["format-cases", "--cases=absent.json"], status: 65,
      stderr: "error: cannot read {dir}/absent.json: No such file or directory\n"),
    NamedFileCase(
      arguments: ["format-cases", "--cases=tests"], status: 65,
      stderr: "error: cannot read {dir}/tests: Is a directory\n"),
    NamedFileCase(
      arguments: ["format-cases", "--cases=cases.json", "--output=tests"], status: 73,
      stderr: "error: cannot write {dir}/tests: Is a directory\n"),
    NamedFileCase(
      arguments: ["test", "--builder=native", "--expectedByRuntimeDirectory=absent"], status: 65,
      stderr: "error: cannot read {dir}/absent: No such file or directory\n"),
    NamedFileCase(
      arguments: ["test", "--builder=native", "--expectedByRuntimeDirectory=cases.json"],
      status: 65, stderr: "error: cannot read {dir}/cases.json: Not a directory\n"),
    NamedFileCase(
      arguments: ["conformance", "--fixture=absent.json"], status: 65,
      stderr: "error: cannot read {dir}/absent.json: No such file or directory\n"),
    NamedFileCase(
      arguments: ["benchmark", "--datafile=tests", "--message=greet", "--locale=en"],
      status: 65, stderr: "error: cannot read {dir}/tests: Is a directory\n"),
    NamedFileCase(
      arguments: ["generate-code", "--output=tests"], status: 73,
      stderr: "error: cannot write {dir}/tests: Is a directory\n"),
    NamedFileCase(
      arguments: ["examples", "--snapshot=messagevisor.config.json/s.json", "--updateSnapshot"],
      status: 73,
      stderr: "error: cannot write {dir}/messagevisor.config.json/s.json: Not a directory\n"),
    NamedFileCase(
      arguments: ["plugin-build", "--config=absent.json", "--packageDirectory=.", "--output=o"],
      status: 65,
      stderr: "{dir}/absent.json:1:1: error: cannot read {dir}/absent.json: No such file or "
        + "directory\n"),
  ]

  @Test(arguments: cases)
  func aFileThatCannotBeUsedIsNamedWithTheReason(_ example: NamedFileCase) throws {
    let root = try TemporaryProject.greeting()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(#"{"cases": []}"#.utf8).write(to: root.appendingPathComponent("cases.json"))
    let result = try BinaryRunner.run(example.arguments, directory: root)
    let fill = { (text: String) in
      text.replacingOccurrences(of: "{dir}", with: root.path)
        .replacingOccurrences(of: "{name}", with: root.lastPathComponent)
    }
    #expect(result.status == example.status)
    #expect(result.stderr == fill(example.stderr))
    #expect(result.stdout == fill(example.stdout))
  }

  /// A report in a folder that does not exist yet gets the folder, like `generate-code` and
  /// `format-cases` outputs always did.
  @Test func aReportInAMissingFolderCreatesIt() throws {
    let root = try TemporaryProject.greeting()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try BinaryRunner.run(
      ["test", "--builder=native", "--quiet", "--junit=reports/ci/junit.xml"], directory: root)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let written = try String(
      contentsOf: root.appendingPathComponent("reports/ci/junit.xml"), encoding: .utf8)
    #expect(written.hasPrefix("<?xml"))
  }
}
