import Foundation
import Testing

/// A shell command line run in a fresh one-message project; `{bin}` is the binary and `{dir}`
/// the project folder, in `command` and `stderr`.
struct BadInputCase: Sendable, CustomTestStringConvertible {
  let name: String
  /// Files written over the project before the run (path → content).
  var files: [String: String] = [:]
  let command: String
  let status: Int32
  let stderr: String
  var testDescription: String { name }
}

/// Bad input found by probing the binary: each used to crash, hang, mislead or flood the
/// terminal, and now ends with a documented exit code and a message saying what is wrong.
@Suite struct BadInputEndToEndTests {
  static let longLine =
    "  en: [" + String(repeating: "b", count: 150) + "]] " + String(repeating: "c", count: 150)

  static let cases: [BadInputCase] = [
    BadInputCase(
      name: "standard output closed", command: "{bin} --version >&-", status: 73,
      stderr: "error: cannot write standard output: Bad file descriptor\n"),
    BadInputCase(
      name: "standard output full", command: "{bin} test --quiet > /dev/full", status: 73,
      stderr: "error: cannot write standard output: No space left on device\n"),
    BadInputCase(
      name: "project folder is a link loop",
      command: "ln -s loop {dir}/loop && {bin} test --projectDirectoryPath=loop", status: 65,
      stderr: "error: cannot read {dir}/loop: Too many levels of symbolic links\n"),
    BadInputCase(
      name: "project folder is a device", command: "{bin} test --projectDirectoryPath=/dev/null",
      status: 65, stderr: "error: the project path is a character device, not a folder: /dev/null\n"
    ),
    BadInputCase(
      name: "watching a missing project folder",
      command: "timeout 20 {bin} test --watch --projectDirectoryPath=gone", status: 65,
      stderr: "error: project folder not found: {dir}/gone\n"),
    BadInputCase(
      name: "JSON nested too deep, quoted by its start",
      command:
        "{bin} evaluate --message=greet --locale=en --values=\"{\\\"a\\\":$(printf '%0300d' 0"
        + " | tr 0 '[')\"",
      status: 64,
      stderr: "error: option '--values' needs a JSON object: '{\"a\":"
        + String(repeating: "[", count: 35) + "…' (305 characters) is not valid JSON: arrays "
        + "and objects nested deeper than 256 levels at column 261\n"
        + "See 'messagevisor-swift evaluate --help'.\n"),
    BadInputCase(
      name: "lines ended by a lone CR",
      files: ["messages/greet.yml": "description: Greeting\rtranslations:\r  en: [oops\r"],
      command: "{bin} test", status: 65,
      stderr: "error: messages/greet.yml:3:7: unterminated flow collection\n"
        + " 3 |   en: [oops\n   |       ^\n"),
    BadInputCase(
      name: "a long line is shown around the caret",
      files: ["messages/greet.yml": "description: Greeting\ntranslations:\n" + longLine + "\n"],
      command: "{bin} test", status: 65,
      stderr: "error: messages/greet.yml:3:159: unexpected ']', expected end of line\n"
        + " 3 | …" + String(repeating: "b", count: 49) + "]] " + String(repeating: "c", count: 48)
        + "…\n   | " + String(repeating: " ", count: 51) + "^\n"),
  ]

  @Test(arguments: cases)
  func badInputEndsWithAClearError(_ example: BadInputCase) throws {
    let root = try TemporaryProject.greeting()
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, content) in example.files {
      try Data(content.utf8).write(to: root.appendingPathComponent(path))
    }
    let fill = { (text: String) in
      text.replacingOccurrences(of: "{bin}", with: BinaryRunner.binary.path)
        .replacingOccurrences(of: "{dir}", with: root.path)
    }
    let result = try BinaryRunner.run(
      ["-c", fill(example.command)], directory: root, executable: "/bin/sh")
    #expect(result.status == example.status)
    #expect(result.stderr == fill(example.stderr))
  }
}
