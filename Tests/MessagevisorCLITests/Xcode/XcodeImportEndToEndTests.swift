import Foundation
import Testing

/// `import` on the built binary: dry run, `--apply`, idempotence, and `test` on the result.
@Suite struct XcodeImportEndToEndTests {
  static func emptyFolder() throws -> URL {
    try TemporaryProject.make([:])
  }

  static func files(under root: URL) -> [String: String] {
    var result: [String: String] = [:]
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? []
    for path in paths {
      let url = root.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        result[path] = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      }
    }
    return result
  }

  static func importFile(_ fixture: String, into root: URL, apply: Bool, extra: [String] = [])
    throws -> BinaryRunner.Result
  {
    try BinaryRunner.run(
      ["import", XcodeFixtures.path(fixture), "--projectDirectoryPath=\(root.path)"]
        + (apply ? ["--apply"] : []) + extra)
  }

  @Test func dryRunPrintsChangesAndWritesNothing() throws {
    let root = try Self.emptyFolder()
    let result = try Self.importFile("Localizable.xcstrings", into: root, apply: false)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("would create messages/settings/title.yml\n"))
    #expect(result.stdout.contains("would create tests/xcode/settings/title.spec.yml\n"))
    #expect(result.stdout.contains("would create messages/Welcome_2C-_25_40_21.yml\n"))
    #expect(result.stdout.contains("would create attributes/device.yml\n"))
    #expect(result.stdout.contains("would create messagevisor.config.json\n"))
    #expect(result.stdout.hasSuffix("unchanged (dry run: pass --apply to write)\n"))
    #expect(Self.files(under: root).isEmpty)
  }

  @Test func warningsNameTheKey() throws {
    let root = try Self.emptyFolder()
    let result = try Self.importFile("Localizable.xcstrings", into: root, apply: false)
    #expect(
      result.stderr.contains(
        "warning: key \"legacy.banner\" is stale in Localizable.xcstrings (Xcode no longer finds "
          + "it in the code); imported anyway\n"))
    #expect(result.stderr.contains("warning: key \"settings.title\" has no pl text; left out\n"))
  }

  @Test func applyThenTestPassesAndASecondImportChangesNothing() throws {
    let root = try Self.emptyFolder()
    let first = try Self.importFile("Localizable.xcstrings", into: root, apply: true)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("create messages/settings/title.yml\n"))
    let written = Self.files(under: root)
    #expect(written["messages/settings/title.yml"] != nil)
    #expect(written["locales/pl.yml"] != nil)
    let title = try #require(written["messages/settings/title.yml"])
    #expect(
      title
        == "description: \"Title of the settings screen\"\ntranslations:\n  de: \"Einstellungen\"\n"
        + "  en: \"Settings\"\n  fr: \"Réglages\"\ntranslationStates:\n  de:\n"
        + "    status: \"draft\"\n"
    )
    let second = try Self.importFile("Localizable.xcstrings", into: root, apply: true)
    #expect(second.status == 0)
    #expect(second.stdout.hasPrefix("0 to create, 0 to update, "))
    #expect(Self.files(under: root) == written)
    let test = try BinaryRunner.run([
      "test", "--projectDirectoryPath=\(root.path)", "--builder=native",
    ])
    #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
  }

  @Test func generatedAssertionsCoverPluralCategoriesAndDevices() throws {
    let root = try Self.emptyFolder()
    _ = try Self.importFile("Localizable.xcstrings", into: root, apply: true)
    let spec = try String(
      contentsOf: root.appendingPathComponent("tests/xcode/_25lld-items.spec.yml"), encoding: .utf8)
    for expected in [
      "expectedTranslation: \"Your cart is empty\"", "expectedTranslation: \"1 item\"",
      "expectedTranslation: \"2 produkty\"", "expectedTranslation: \"5 produktów\"",
    ] {
      #expect(spec.contains(expected), "\(expected)")
    }
    let device = try String(
      contentsOf: root.appendingPathComponent("tests/xcode/Tap-to-continue.spec.yml"),
      encoding: .utf8)
    #expect(
      device.contains("device: \"mac\"\n    expectedTranslation: \"Klicken, um fortzufahren\""))
  }

  @Test(arguments: [
    ("Legacy/en.lproj/Localizable.strings", "messages/bikes/nearby.yml"),
    ("de.xliff", "messages/minutes/left.yml"),
    ("Spokes.xcloc", "messages/Later.yml"),
  ])
  func otherFormatsImportAndPass(fixture: String, file: String) throws {
    let root = try Self.emptyFolder()
    let result = try Self.importFile(fixture, into: root, apply: true)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path))
    let test = try BinaryRunner.run([
      "test", "--projectDirectoryPath=\(root.path)", "--builder=native",
    ])
    #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
  }

  @Test func stringsOfSeveralLanguagesMerge() throws {
    let root = try Self.emptyFolder()
    for language in ["en", "de", "pl"] {
      let name = language == "pl" ? "Localizable.stringsdict" : "Localizable.strings"
      let result = try Self.importFile("Legacy/\(language).lproj/\(name)", into: root, apply: true)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let bikes = try String(
      contentsOf: root.appendingPathComponent("messages/bikes/nearby.yml"), encoding: .utf8)
    #expect(
      bikes.contains("pl: \"{bikes, plural, one {# rower w pobliżu} few {# rowery w pobliżu}"))
    #expect(bikes.contains("de: \"{bikes, plural, one {# Rad in der Nähe}"))
    let test = try BinaryRunner.run([
      "test", "--projectDirectoryPath=\(root.path)", "--builder=native",
    ])
    #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
  }

  @Test(arguments: [
    ("Invalid.xcstrings", "error: Invalid.xcstrings:4:"),
    (
      "UnknownCategory.xcstrings",
      "error: UnknownCategory.xcstrings: key \"%lld rides\": plural category \"few\" does not "
        + "exist in language \"de\""
    ),
    (
      "SpecifierCount.xcstrings",
      "error: SpecifierCount.xcstrings: key \"%@ paid %@\": the languages use different numbers "
        + "of format specifiers (de: 1, en: 2, fr: 2)"
    ),
  ])
  func badInputExits65AndWritesNothing(fixture: String, message: String) throws {
    let root = try Self.emptyFolder()
    let result = try Self.importFile(fixture, into: root, apply: true)
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(Self.files(under: root).isEmpty)
  }

  @Test func collidingKeysAreAnErrorNamingBoth() throws {
    let catalog = #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {"Title": {}, "title": {}}}
      """#
    let folder = try TemporaryProject.make(["C.xcstrings": catalog])
    let root = folder.appendingPathComponent("project")
    let result = try BinaryRunner.run([
      "import", folder.appendingPathComponent("C.xcstrings").path,
      "--projectDirectoryPath=\(root.path)", "--apply",
    ])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "error: C.xcstrings: keys \"Title\" and \"title\" both map to message \"title\"\n")
    #expect(!FileManager.default.fileExists(atPath: root.path))
  }

  @Test func aDryRunNeedsAnExistingFolder() throws {
    let root = try Self.emptyFolder().appendingPathComponent("new")
    let result = try Self.importFile("Localizable.xcstrings", into: root, apply: false)
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "error: project folder \(root.path) does not exist (import --apply creates it)\n")
    let applied = try Self.importFile("Localizable.xcstrings", into: root, apply: true)
    #expect(applied.status == 0)
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("messages").path))
  }
}
