import Foundation
import MessagevisorProject
import Testing

@testable import MessagevisorCLI

/// The translator's workflow on the built binary: `export` a project, edit the file (or not),
/// `import` it back into the same project.
@Suite struct XcodeSameProjectRoundTripTests {
  /// One way to export: the format and the extra arguments.
  struct Export: CustomTestStringConvertible, Sendable {
    var format: String
    var arguments: [String] = []
    /// The messages the file holds (an XLIFF for one language only those translated into it).
    var messages = 54
    var testDescription: String { ([format] + arguments).joined(separator: " ") }

    var fileExtension: String { format == "xliff" ? "xliff" : "xcstrings" }
  }

  static let exports = [
    Export(format: "xcstrings"), Export(format: "xliff"),
    Export(format: "xliff", arguments: ["--locale=pl"], messages: 47),
  ]

  /// `projects/example` copied to a temporary folder, and the file `export` wrote for it
  /// (outside the project).
  static func exported(_ export: Export) throws -> (project: URL, file: URL) {
    let project = try XcodeExportEndToEndTests.exampleCopy()
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("export-\(UUID().uuidString).\(export.fileExtension)")
    let result = try BinaryRunner.run(
      [
        "export", "--format=\(export.format)", "--projectDirectoryPath=\(project.path)",
        "--target=swift", "--output=\(file.path)",
      ] + export.arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return (project, file)
  }

  static func importFile(_ file: URL, into project: URL, apply: Bool) throws
    -> BinaryRunner.Result
  {
    try BinaryRunner.run(
      ["import", file.path, "--projectDirectoryPath=\(project.path)"]
        + (apply ? ["--apply"] : []))
  }

  @Test(arguments: exports)
  func exportThenImportIntoTheProjectItselfChangesNothing(_ export: Export) throws {
    let (project, file) = try Self.exported(export)
    let before = XcodeImportEndToEndTests.files(under: project)
    let dryRun = try Self.importFile(file, into: project, apply: false)
    #expect(dryRun.status == 0)
    #expect(dryRun.stderr == "")
    // 55 messages; the archived one is not exported.
    let summary = "0 to create, 0 to update, \(export.messages) unchanged\n"
    #expect(dryRun.stdout == summary)
    let applied = try Self.importFile(file, into: project, apply: true)
    #expect(applied.status == 0)
    #expect(applied.stdout == summary)
    #expect(XcodeImportEndToEndTests.files(under: project) == before)
  }

  /// Replaces the one occurrence of `old` in the file at `url`.
  static func edit(_ url: URL, replacing old: String, with new: String) throws {
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.components(separatedBy: old).count == 2, "\(old) is not in the file once")
    try text.replacingOccurrences(of: old, with: new).write(
      to: url, atomically: true, encoding: .utf8)
  }

  /// The edits a translator makes: the German title reworded and the Arabic one marked for
  /// review, in the syntax of each format.
  static func translate(_ url: URL, format: String) throws {
    if format == "xliff" {
      try edit(url, replacing: ">Einstellungen</target>", with: ">Einstellungen!</target>")
      try edit(
        url, replacing: "<target state=\"translated\">الإعدادات</target>",
        with: "<target state=\"needs-review-translation\">الإعدادات</target>")
    } else {
      try edit(
        url, replacing: "\"value\" : \"Einstellungen\"", with: "\"value\" : \"Einstellungen!\"")
      try edit(
        url, replacing: "\"state\" : \"translated\",\n            \"value\" : \"الإعدادات\"",
        with: "\"state\" : \"needs_review\",\n            \"value\" : \"الإعدادات\"")
    }
  }

  @Test(arguments: exports.prefix(2))
  func aTranslatorsEditChangesOnlyTheTextsItTouched(_ export: Export) throws {
    let (project, file) = try Self.exported(export)
    let before = XcodeImportEndToEndTests.files(under: project)
    try Self.translate(file, format: export.format)
    let result = try Self.importFile(file, into: project, apply: true)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout
        == "update messages/settings/title.yml\ncreate tests/xcode/settings/title.spec.yml\n"
        + "1 to create, 1 to update, 53 unchanged\n")
    var after = XcodeImportEndToEndTests.files(under: project)
    let title = after.removeValue(forKey: "messages/settings/title.yml") ?? ""
    let spec = after.removeValue(forKey: "tests/xcode/settings/title.spec.yml") ?? ""
    var untouched = before
    let original = untouched.removeValue(forKey: "messages/settings/title.yml") ?? ""
    #expect(after == untouched)

    // The German text and the Arabic state changed; the rest, the staff override included, is
    // the project's own.
    var expected = YAMLTree(try YAMLParser.parse(Array(original.utf8), file: "title.yml"))
    var translations = try #require(expected["translations"])
    translations["de-DE"] = .string("Einstellungen!")
    expected["translations"] = translations
    expected["translationStates"] = .map([("ar", .map([("status", .string("draft"))]))])
    let written = YAMLTree(try YAMLParser.parse(Array(title.utf8), file: "title.yml"))
    #expect(written == expected)

    // Only the imported text is asserted.
    let assertions =
      YAMLTree(try YAMLParser.parse(Array(spec.utf8), file: "title.spec.yml"))[
        "assertions"]?.items ?? []
    #expect(!assertions.isEmpty)
    for assertion in assertions {
      #expect(assertion["locale"] == .string("de-DE"))
      #expect(assertion["expectedTranslation"] == .string("Einstellungen!"))
    }
    // The generated spec proves the import; the project's own spec of the German title now
    // fails, which is what tells the team a translator changed it.
    let test = try BinaryRunner.run([
      "test", "--projectDirectoryPath=\(project.path)", "--builder=native",
    ])
    #expect(test.status == 1)
    #expect(test.stdout.contains("  ✓ xcode.settings.title / de-DE\n"))
    #expect(test.stdout.contains("      expected: \"Einstellungen\" [default]\n"))
    #expect(test.stdout.contains("\nAssertions: 375 passed, 1 failed\n"))
  }

  @Test func aSecondEditKeepsTheFirstImportsAssertionsForTheLanguagesItKept() throws {
    let (project, file) = try Self.exported(Export(format: "xcstrings"))
    try Self.edit(
      file, replacing: "\"value\" : \"Einstellungen\"", with: "\"value\" : \"Einstellungen!\"")
    #expect(try Self.importFile(file, into: project, apply: true).status == 0)
    try Self.edit(file, replacing: "\"value\" : \"Réglages\"", with: "\"value\" : \"Réglages!\"")
    #expect(try Self.importFile(file, into: project, apply: true).status == 0)
    let spec = try String(
      contentsOf: project.appendingPathComponent("tests/xcode/settings/title.spec.yml"),
      encoding: .utf8)
    let assertions =
      YAMLTree(try YAMLParser.parse(Array(spec.utf8), file: "title.spec.yml"))[
        "assertions"]?.items ?? []
    let locales = Set(assertions.compactMap { $0["locale"]?.string })
    #expect(locales == ["de-DE", "fr-FR"])
  }
}
