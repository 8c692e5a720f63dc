import Foundation
import Testing

/// A translation with broken ICU syntax is reported at the offending character, on whatever
/// line of its scalar it is: the load warning, the build-time error (`includeOnlyUsedFormats`)
/// and the evaluation error all name the same `file:line:col`, with the caret under it.
@Suite struct ICUCaretEndToEndTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The project's files.
    let files: [String: String]
    /// `evaluate`'s exact standard error (exit 65, nothing on standard output).
    let stderr: String
    var testDescription: String { name }
  }

  /// A YAML project whose `greet` message is `message`, built with `includeOnlyUsedFormats`
  /// when `usedFormats`.
  static func yaml(_ message: String, usedFormats: Bool = false) -> [String: String] {
    let option = usedFormats ? "includeOnlyUsedFormats: true\n" : ""
    return [
      "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "locales/en.yml": "description: English\n",
      "messages/greet.yml": message,
      "targets/swift.yml": "description: swift\nincludeMessages: \"*\"\n" + option,
    ]
  }

  static let literal =
    "description: Greeting\ntranslations:\n  en: |\n    Hello {name}\n"
    + "    You have {n, plural, one {# item}\n"

  static let cases: [Case] = [
    Case(
      name: "build-time error on a literal block scalar's second line",
      files: yaml(literal, usedFormats: true),
      stderr: """
        warning: messages/greet.yml:5:14: message "greet" (locale "en"): invalid ICU syntax: \
        Unclosed ICU choice
        error: messages/greet.yml:5:14: Cannot determine used formats from invalid ICU syntax. \
        Fix the translation or disable includeOnlyUsedFormats. (message "greet", locale "en": \
        2:10: Unclosed ICU choice)
         5 |     You have {n, plural, one {# item}
           |              ^

        """),
    Case(
      name: "evaluation error on a literal block scalar's second line",
      files: yaml(literal),
      stderr: """
        warning: messages/greet.yml:5:14: message "greet" (locale "en"): invalid ICU syntax: \
        Unclosed ICU choice
        error: messages/greet.yml:5:14: ICU syntax error in message 'greet' (locale 'en'): \
        Unclosed ICU choice
         5 |     You have {n, plural, one {# item}
           |              ^

        """),
    Case(
      name: "a folded block scalar's last line, CRLF",
      files: yaml(
        "description: Greeting\r\ntranslations:\r\n  en: >\r\n    Hello\r\n    there,\r\n\r\n"
          + "      {n, plural, one {x}\r\n", usedFormats: true),
      stderr: """
        warning: messages/greet.yml:7:7: message "greet" (locale "en"): invalid ICU syntax: \
        Unclosed ICU choice
        error: messages/greet.yml:7:7: Cannot determine used formats from invalid ICU syntax. \
        Fix the translation or disable includeOnlyUsedFormats. (message "greet", locale "en": \
        3:3: Unclosed ICU choice)
         7 |       {n, plural, one {x}
           |       ^

        """),
    Case(
      name: "a JSON string after escapes",
      files: [
        "messagevisor.config.json": #"{"sourceLocale": "en", "parser": "json"}"#,
        "locales/en.json": #"{"description": "English"}"#,
        "messages/greet.json": #"{"translations": {"en": "Hi \u00e9\n{n, plural, one {x}"}}"#,
        "targets/swift.json": #"{"description": "swift", "includeMessages": "*"}"#,
      ],
      stderr: """
        warning: messages/greet.json:1:37: message "greet" (locale "en"): invalid ICU syntax: \
        Unclosed ICU choice
        error: messages/greet.json:1:37: ICU syntax error in message 'greet' (locale 'en'): \
        Unclosed ICU choice
         1 | {"translations": {"en": "Hi \\u00e9\\n{n, plural, one {x}"}}
           |                                     ^

        """),
  ]

  @Test(arguments: cases)
  func theCaretIsUnderTheOffendingCharacter(_ example: Case) throws {
    let project = try TemporaryProject.make(example.files)
    defer { try? FileManager.default.removeItem(at: project) }
    let result = try BinaryRunner.run(
      [
        "evaluate", "--projectDirectoryPath=.", "--builder=native", "--message=greet",
        "--locale=en", "--withIcuModule", #"--values={"n":1,"name":"Ann"}"#,
      ], directory: project)
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == example.stderr)
  }

  /// A locale that inherits a broken translation is pointed at the entry that holds the text,
  /// not at another broken entry of the message (here `de`, which sorts before `en`).
  @Test func anInheritedTranslationIsPointedAtWhereItIsWritten() throws {
    var files = Self.yaml(
      "translations:\n  de: \"Hallo {name\"\n  en: \"Hello {n, plural, one {x}\"\n",
      usedFormats: true)
    files["locales/de.yml"] = "description: German\n"
    files["locales/en-GB.yml"] = "description: British\ninheritTranslationsFrom: en\n"
    let project = try TemporaryProject.make(files)
    defer { try? FileManager.default.removeItem(at: project) }
    let result = try BinaryRunner.run(
      [
        "evaluate", "--projectDirectoryPath=.", "--builder=native", "--message=greet",
        "--locale=en-GB", "--withIcuModule", #"--values={"n":1}"#,
      ], directory: project)
    #expect(result.status == 65)
    #expect(
      result.stderr.hasSuffix(
        """
        error: messages/greet.yml:3:14: Cannot determine used formats from invalid ICU syntax. \
        Fix the translation or disable includeOnlyUsedFormats. (message "greet", locale "en-GB": \
        1:7: Unclosed ICU choice)
         3 |   en: "Hello {n, plural, one {x}"
           |              ^

        """), "\(result.stderr)")
  }

  /// A spec's `rawMessage` written as a block scalar is pointed at on the line of the error.
  @Test func aBrokenRawMessageBlockScalarNamesTheErrorsLine() throws {
    let spec =
      "locale: en\nassertions:\n  - rawMessage: |\n      Total\n      is {n, number, decimal\n"
      + "    values: { n: 1 }\n    expectedTranslation: x\n"
    var files = Self.yaml("description: Greeting\ntranslations:\n  en: Hi\n")
    files["tests/messages/greet.spec.yml"] = spec
    let project = try TemporaryProject.make(files)
    defer { try? FileManager.default.removeItem(at: project) }
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=.", "--builder=native", "--withIcuModule"],
      directory: project)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        """
              error: tests/messages/greet.spec.yml:5:10: ICU syntax error in rawMessage at 2:4 \
        (UTF-8 offset 9): Unclosed ICU argument
               5 |       is {n, number, decimal
                 |          ^

        """), "\(result.stdout)")
  }
}
