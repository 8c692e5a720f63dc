import Foundation
import Testing

/// A source file that holds a raw character its format keeps out of the text.
struct ControlCharacterCase: Sendable, CustomTestStringConvertible {
  let name: String
  /// The project file written (project-relative path) and its content.
  let file: String
  let content: String
  let stderr: String
  var testDescription: String { name }
}

/// A raw control character in a source file is bad data (exit 65) named for what it is, at its
/// `file:line:col`, never "invalid UTF-8"; the snippet shows it as a visible stand-in rather
/// than sending it to the terminal.
@Suite struct ControlCharacterEndToEndTests {
  static let cases: [ControlCharacterCase] = [
    ControlCharacterCase(
      name: "NUL in a YAML plain scalar", file: "messages/greet.yml",
      content: "description: Gree\u{0}ting\ntranslations:\n  en: Hello\n",
      stderr: "error: messages/greet.yml:1:18: control character U+0000 is not allowed in YAML;"
        + " write it as \"\\x00\" in a double-quoted scalar\n"
        + " 1 | description: Gree\u{2400}ting\n   |                  ^\n"),
    ControlCharacterCase(
      name: "escape in a YAML quoted scalar", file: "messages/greet.yml",
      content: "description: Greeting\ntranslations:\n  en: \"\u{1B}[31mHello\"\n",
      stderr: "error: messages/greet.yml:3:8: control character U+001B is not allowed in YAML;"
        + " write it as \"\\x1B\" in a double-quoted scalar\n"
        + " 3 |   en: \"\u{241B}[31mHello\"\n   |        ^\n"),
    ControlCharacterCase(
      name: "DEL in a YAML comment", file: "locales/en.yml",
      content: "# old\u{7F}\ndescription: English\n",
      stderr: "error: locales/en.yml:1:6: control character U+007F is not allowed in YAML;"
        + " write it as \"\\x7F\" in a double-quoted scalar\n"
        + " 1 | # old\u{2421}\n   |      ^\n"),
    ControlCharacterCase(
      name: "U+FFFE in a YAML spec", file: "tests/messages/greet.spec.yml",
      content: "message: greet\nassertions:\n  - locale: en\n    expectedTranslation: x\u{FFFE}\n",
      stderr: "error: tests/messages/greet.spec.yml:4:27: noncharacter U+FFFE is not allowed in"
        + " YAML; write it as \"\\uFFFE\" in a double-quoted scalar\n"
        + " 4 |     expectedTranslation: x\u{FFFD}\n   |                           ^\n"),
    ControlCharacterCase(
      name: "NUL in the JSON configuration", file: "messagevisor.config.json",
      content: "{\"sourceLocale\": \"en\u{0}\"}",
      stderr: "error: messagevisor.config.json:1:21: control character U+0000 is not allowed in"
        + " JSON; write it as \"\\u0000\" in a string\n"
        + " 1 | {\"sourceLocale\": \"en\u{2400}\"}\n   |                     ^\n"),
  ]

  @Test(arguments: cases)
  func aRawControlCharacterIsNamedAtItsPosition(_ example: ControlCharacterCase) throws {
    let root = try TemporaryProject.greeting()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(example.content.utf8).write(to: root.appendingPathComponent(example.file))
    let result = try BinaryRunner.run(["test", "--builder=native"], directory: root)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(result.stderr == example.stderr)
  }
}
