import Foundation
import Testing

/// Errors a newcomer meets, through the built binary: source line and caret under YAML and ICU
/// errors with their YAML position, and did-you-mean for commands, options and spec fields.
@Suite struct DiagnosticsEndToEndTests {
  static func project(message: String, spec: String? = nil) throws -> URL {
    try TemporaryProject.make([
      "messagevisor.config.json": #"{"sourceLocale": "en"}"#,
      "locales/en.yml": "description: English\n",
      "messages/greet.yml": message,
      "targets/swift.yml": "description: swift\nincludeMessages: \"*\"\n",
      "tests/messages/greet.spec.yml": spec
        ?? "message: greet\nassertions:\n  - locale: en\n    expectedTranslation: Hi\n",
    ])
  }

  static func run(_ project: URL, _ extra: [String] = []) throws -> BinaryRunner.Result {
    try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(project.path)", "--builder=native"] + extra,
      directory: BinaryRunner.fileSystemRoot)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let message: String
    let spec: String?
    let stderr: String
    var testDescription: String { name }
  }

  static let badData: [Case] = [
    Case(
      name: "YAML syntax", message: "description: Greeting\ntranslations:\n  en: [Hi\n",
      spec: nil,
      stderr: """
        error: messages/greet.yml:3:7: unterminated flow collection
         3 |   en: [Hi
           |       ^

        """),
    Case(
      name: "mistyped message field",
      message: "description: Greeting\ntranslatorContex:\n  notes: x\ntranslations:\n  en: Hi\n",
      spec: nil,
      stderr: """
        error: messages/greet.yml:2:1: unknown field "translatorContex" in message; did you mean \
        "translatorContext"?
         2 | translatorContex:
           | ^

        """),
    Case(
      name: "mistyped spec field", message: "description: Greeting\ntranslations:\n  en: Hi\n",
      spec: "message: greet\nassertions:\n  - locale: en\n    expectedTranslaton: Hi\n",
      stderr: """
        error: tests/messages/greet.spec.yml:4:5: unknown field "expectedTranslaton" in message \
        assertion; did you mean "expectedTranslation"?
         4 |     expectedTranslaton: Hi
           |     ^

        """),
  ]

  @Test(arguments: badData)
  func badSourcesShowTheLineAndACaret(_ example: Case) throws {
    let result = try Self.run(try Self.project(message: example.message, spec: example.spec))
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == example.stderr)
  }

  @Test func aBrokenICUTranslationNamesItsYAMLPosition() throws {
    let message = "description: Greeting\ntranslations:\n  en: \"Hi {name, plural, one {x}\"\n"
    let spec =
      "message: greet\nassertions:\n  - locale: en\n    values:\n      name: 1\n"
      + "    expectedTranslation: Hi\n"
    let project = try Self.project(message: message, spec: spec)
    let result = try Self.run(project, ["--withIcuModule"])
    #expect(result.status == 1)
    let file = project.path + "/messages/greet.yml"
    #expect(
      result.stdout.contains(
        """
              error: \(file):3:11: ICU syntax error in message 'greet' (locale 'en'): \
        Unclosed ICU choice
               3 |   en: "Hi {name, plural, one {x}"
                 |           ^

        """), "\(result.stdout)")
  }

  /// A spec's `rawMessage` with broken ICU names the spec file and the character, keeping the
  /// ICU position and UTF-8 offset (before: "evaluation threw: Unclosed ICU argument").
  @Test func aBrokenRawMessageNamesItsSpecPosition() throws {
    let message = "description: Greeting\ntranslations:\n  en: Hi\n"
    let spec =
      "locale: en\nassertions:\n  - rawMessage: \"Total {n, number, decimal\"\n"
      + "    values: { n: 1 }\n    expectedTranslation: Total 1\n"
    let project = try Self.project(message: message, spec: spec)
    let result = try Self.run(project, ["--withIcuModule"])
    #expect(result.status == 1)
    let file = project.path + "/tests/messages/greet.spec.yml"
    #expect(
      result.stdout.contains(
        """
              error: \(file):3:24: ICU syntax error in rawMessage at 1:7 (UTF-8 offset 6): \
        Unclosed ICU argument
               3 |   - rawMessage: "Total {n, number, decimal"
                 |                        ^

        """), "\(result.stdout)")
  }

  /// A `rawMessage` filled in by a matrix is pointed at where the placeholder is written.
  @Test func aBrokenRawMessageFromAMatrixPointsAtThePlaceholder() throws {
    let message = "description: Greeting\ntranslations:\n  en: Hi\n"
    let spec =
      "locale: en\nassertions:\n  - matrix:\n      raw: [\"{n\"]\n"
      + "    rawMessage: ${{ raw }}\n    expectedTranslation: x\n"
    let project = try Self.project(message: message, spec: spec)
    let result = try Self.run(project, ["--withIcuModule"])
    #expect(result.status == 1)
    let file = project.path + "/tests/messages/greet.spec.yml"
    #expect(
      result.stdout.contains(
        "error: \(file):5:17: ICU syntax error in rawMessage at 1:1 (UTF-8 offset 0): "
          + "Unclosed ICU argument"), "\(result.stdout)")
  }

  @Test func evaluateNamesTheYAMLPositionOfABrokenTranslation() throws {
    let message = "description: Greeting\ntranslations:\n  en: \"Hi {name, plural, one {x}\"\n"
    let project = try Self.project(message: message)
    let result = try BinaryRunner.run(
      [
        "evaluate", "--projectDirectoryPath=\(project.path)", "--builder=native",
        "--message=greet", "--locale=en", "--withIcuModule", "--values={\"name\":1}",
      ], directory: BinaryRunner.fileSystemRoot)
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    let file = project.path + "/messages/greet.yml"
    // The load warns about the translation at the same position (TranslationCheck), then the
    // evaluation fails on it.
    #expect(
      result.stderr
        == "warning: messages/greet.yml:3:11: message \"greet\" (locale \"en\"): invalid ICU "
        + "syntax: Unclosed ICU choice\n"
        + "error: \(file):3:11: ICU syntax error in message 'greet' (locale 'en'): "
        + "Unclosed ICU choice\n 3 |   en: \"Hi {name, plural, one {x}\"\n   |           ^\n")
  }

  struct Typo: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let stderr: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let typos: [Typo] = [
    Typo(
      arguments: ["tset"],
      stderr:
        "error: unknown command 'tset' (did you mean 'test'?)\nSee 'messagevisor-swift --help'.\n"),
    Typo(
      arguments: ["help", "exmaples"],
      stderr:
        "error: unknown command 'exmaples' (did you mean 'examples'?)\n"
        + "See 'messagevisor-swift --help'.\n"),
    Typo(
      arguments: ["test", "--onlyFailure"],
      stderr:
        "error: unknown option '--onlyFailure' for 'test' (did you mean '--onlyFailures'?)\n"
        + "See 'messagevisor-swift test --help'.\n"),
    Typo(
      arguments: ["test", "--frobnicate"],
      stderr:
        "error: unknown option '--frobnicate' for 'test'\nSee 'messagevisor-swift test --help'.\n"),
  ]

  @Test(arguments: typos)
  func mistypedCommandsAndOptionsGetASuggestion(_ typo: Typo) throws {
    let result = try BinaryRunner.run(typo.arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == typo.stderr)
  }
}

/// The newer upstream message fields (`translatorContext`, `translationStates`) are read and
/// ignored as the JS CLI does, through the built binary.
@Suite struct UpstreamFieldsEndToEndTests {
  static let projects = BinaryRunner.packageRoot
    .appendingPathComponent("../shared/upstream/projects").standardizedFileURL

  @Test(arguments: ["project-1", "project-json", "project-raw"])
  func everyUpstreamSourceFileLoads(_ name: String) throws {
    let path = Self.projects.appendingPathComponent(name).path
    try #require(FileManager.default.fileExists(atPath: path))
    let result = try BinaryRunner.run([
      "project", "list", "--tests", "--applyMatrix", "--json", "--projectDirectoryPath=\(path)",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("["))
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }

  @Test func aMessageWithTranslatorMetadataEvaluates() throws {
    let path = Self.projects.appendingPathComponent("project-1").path
    let result = try BinaryRunner.run([
      "evaluate", "--projectDirectoryPath=\(path)", "--builder=native",
      "--message=footer.copyright", "--locale=nl",
    ])
    #expect(result.status == 0)
    #expect(result.stdout == "Copyright\n")
    #expect(result.stderr.isEmpty)
  }
}
