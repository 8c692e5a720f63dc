import Foundation
import Synchronization
import Testing

@testable import MessagevisorProject

/// Every translation is read with the SDK's ICU parser when the project loads: what would
/// not print as written is a warning naming the translation, its locale and the argument.
struct TranslationCheckTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The text of `messages/billing/total.yml`.
    let text: String
    /// The project's exact warnings.
    let expected: [String]
    var testDescription: String { name }
  }

  static let file = "messages/billing/total.yml"

  static let cases: [Case] = [
    Case(
      name: "defined, built-in and skeleton styles, known types",
      text: """
        description: Total
        translations:
          en: "{n, number, money} {n, number, decimal} {n, number, percent} {n, number, ::.00}"
          en-US: "{d, date, short} {d, time, full} {n, spellout} {n, plural, other {#}}"

        """,
      expected: []),
    Case(
      name: "a style only another locale defines",
      text: """
        description: Total
        translations: { nl: "{n, number, decimal}" }

        """,
      expected: []),
    Case(
      name: "invalid ICU syntax, at the error inside the translation",
      text: """
        description: Total
        translations:
          en: "Total: {amount, number"

        """,
      expected: [
        "\(file):3:15: message \"billing.total\" (locale \"en\"): invalid ICU syntax: "
          + "Unclosed ICU argument"
      ]),
    Case(
      name: "an unknown type, with a suggestion",
      text: """
        description: Total
        translations:
          en: "Total: {n, nubmer}"

        """,
      expected: [
        "\(file):3:15: message \"billing.total\" (locale \"en\"): unknown ICU argument type "
          + "\"nubmer\" in {n, nubmer}, printed as the bare value; did you mean \"number\"?"
      ]),
    Case(
      name: "undefined styles in each family, inside a branch too",
      text: """
        description: Total
        translations:
          nl: "{n, plural, one {{n, number, mony}} other {{d, date, shrot}}}"

        """,
      expected: [
        "\(file):3:25: message \"billing.total\" (locale \"nl\"): no locale or target defines the "
          + "number format \"mony\" used in {n, number, mony}, so the SDK uses its default number "
          + "format; did you mean \"money\"?",
        "\(file):3:51: message \"billing.total\" (locale \"nl\"): no locale or target defines the "
          + "date format \"shrot\" used in {d, date, shrot}, so the SDK uses its default date "
          + "format; did you mean \"short\"?",
      ]),
    Case(
      name: "override translations, at their own position",
      text: """
        description: Total
        translations: { en: Total }
        overrides:
          - key: web
            segments: platform-web
            translations:
              en: "Total {n, numbr}"

        """,
      expected: [
        "\(file):7:18: override \"web\" of message \"billing.total\" (locale \"en\"): unknown ICU "
          + "argument type \"numbr\" in {n, numbr}, printed as the bare value; did you mean "
          + "\"number\"?"
      ]),
    Case(
      name: "a literal block scalar, at the error on its second line",
      text: """
        description: Total
        translations:
          en: |
            Total:
              {amount, number

        """,
      expected: [
        "\(file):5:7: message \"billing.total\" (locale \"en\"): invalid ICU syntax: "
          + "Unclosed ICU argument"
      ]),
    Case(
      name: "a folded block scalar, at the argument on its third line",
      text: """
        description: Total
        translations:
          en: >-
            Your total
            is

            {n, nubmer} today

        """,
      expected: [
        "\(file):7:5: message \"billing.total\" (locale \"en\"): unknown ICU argument type "
          + "\"nubmer\" in {n, nubmer}, printed as the bare value; did you mean \"number\"?"
      ]),
    Case(
      name: "a quoted scalar, counting its escapes as written",
      text: """
        description: Total
        translations:
          en: "\\u00c0 total\\t{n, numbr}"

        """,
      expected: [
        "\(file):3:22: message \"billing.total\" (locale \"en\"): unknown ICU argument type "
          + "\"numbr\" in {n, numbr}, printed as the bare value; did you mean \"number\"?"
      ]),
  ]

  @Test(arguments: cases)
  func translationsAreReadAtLoad(_ testCase: Case) throws {
    let warnings = try WorkedExampleFixture.loadWarnings(Self.file, testCase.text)
    #expect(warnings == testCase.expected)
  }

  /// The paths a check read.
  final class ReadLog: Sendable {
    private let state = Synchronization.Mutex<[String]>([])
    var paths: [String] { state.withLock { $0 } }
    func append(_ path: String) { state.withLock { $0.append(path) } }
  }

  /// A file with several warnings is read once to place them all; files without a warning
  /// are not read.
  @Test func aFileIsReadOnceForAllItsWarnings() throws {
    var files = WorkedExampleFixture.files
    files[Self.file] = """
      description: Total
      translations:
        en: "{n, nubmer} {n, numbr}"
        en-US: |
          Total
          {a, number, mony}
        nl: "{b"
      overrides:
        - key: web
          segments: platform-web
          translations: { en: "{n, nubmr}" }

      """
    let fixture = try TemporaryProject(files)
    let parts = try ProjectLoader(rootPath: fixture.root, options: ProjectLoadOptions()).load()
    let log = ReadLog()
    let warnings = TranslationCheck.warnings(parts) { path in
      log.append(path)
      return try? FileSystemCalls.contents(of: path)
    }
    let unknown = "unknown ICU argument type"
    #expect(
      warnings == [
        "\(Self.file):3:8: message \"billing.total\" (locale \"en\"): \(unknown) \"nubmer\" in "
          + "{n, nubmer}, printed as the bare value; did you mean \"number\"?",
        "\(Self.file):3:20: message \"billing.total\" (locale \"en\"): \(unknown) \"numbr\" in "
          + "{n, numbr}, printed as the bare value; did you mean \"number\"?",
        "\(Self.file):6:5: message \"billing.total\" (locale \"en-US\"): no locale or target "
          + "defines the number format \"mony\" used in {a, number, mony}, so the SDK uses its "
          + "default number format; did you mean \"money\"?",
        "\(Self.file):7:8: message \"billing.total\" (locale \"nl\"): invalid ICU syntax: "
          + "Unclosed ICU argument",
        "\(Self.file):11:26: override \"web\" of message \"billing.total\" (locale \"en\"): "
          + "\(unknown) \"nubmr\" in {n, nubmr}, printed as the bare value; did you mean "
          + "\"number\"?",
      ])
    #expect(Array(parts.warnings.suffix(warnings.count)) == warnings)
    #expect(log.paths.count == 1)
    #expect(log.paths.first?.hasSuffix("/" + Self.file) == true)
  }

  /// Checked on every core, a project's warnings are the serial check's, in the same order,
  /// and each warned-about file is read once: many messages, every fifth one broken.
  @Test func aParallelCheckGivesTheSerialWarnings() throws {
    var files = WorkedExampleFixture.files
    for number in 0..<400 {
      let text = number % 5 == 0 ? "{n, nubmer} {x" : "Item {n, number}"
      files[String(format: "messages/bulk/m%03d.yml", number)] = """
        translations:
          en: "\(text)"

        """
    }
    let fixture = try TemporaryProject(files)
    let parts = try ProjectLoader(rootPath: fixture.root, options: ProjectLoadOptions()).load()
    let serialLog = ReadLog()
    let serial = TranslationCheck.warnings(parts, parallel: false) { path in
      serialLog.append(path)
      return try? FileSystemCalls.contents(of: path)
    }
    let parallelLog = ReadLog()
    let parallel = TranslationCheck.warnings(parts, parallel: true) { path in
      parallelLog.append(path)
      return try? FileSystemCalls.contents(of: path)
    }
    #expect(serial.count(where: { $0.contains("messages/bulk/") }) == 80)
    #expect(parallel == serial)
    #expect(parallelLog.paths.sorted() == serialLog.paths.sorted())
    #expect(Set(parallelLog.paths).count == parallelLog.paths.count)
  }
}
