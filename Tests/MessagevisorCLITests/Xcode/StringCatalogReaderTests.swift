import Foundation
import Testing

@testable import MessagevisorCLI

@Suite struct StringCatalogReaderTests {
  @Test func readsTheFixture() throws {
    let strings = try StringCatalogReader.read(
      XcodeFixtures.data("Localizable.xcstrings"), file: "Localizable.xcstrings")
    #expect(strings.sourceLanguage == "en")
    #expect(strings.entries.count == 10)
    let welcome = try #require(strings.entries.first { $0.key == "Welcome, %@!" })
    #expect(welcome.localizations["en"]?.value == .text("Welcome, %@!", state: nil))
    #expect(welcome.comment?.hasPrefix("Greeting") == true)
    let stale = try #require(strings.entries.first { $0.key == "legacy.banner" })
    #expect(stale.extractionState == "stale")
    let brand = try #require(strings.entries.first { $0.key == "brand.name" })
    #expect(brand.shouldTranslate == false)
    let files = try #require(strings.entries.first { $0.key == "%#@files@ in %#@folders@" })
    #expect(files.localizations["pl"]?.substitutions["files"]?.forms.count == 4)
    #expect(files.localizations["de"]?.substitutions["folders"]?.argNum == 2)
  }

  @Test func invalidJSONHasAPosition() throws {
    #expect {
      try StringCatalogReader.read(
        XcodeFixtures.data("Invalid.xcstrings"), file: "Invalid.xcstrings")
    } throws: { error in
      guard case .syntax(let file, let position, _) = error as? XcodeImportError else {
        return false
      }
      return file == "Invalid.xcstrings" && position?.hasPrefix("4:") == true
    }
  }

  @Test func wrongShapeNamesTheKey() {
    let data = Data(#"{"sourceLanguage": "en", "strings": {"k": {"comment": 3}}}"#.utf8)
    #expect(
      throws: XcodeImportError.shape(file: "f", key: "k", reason: "unexpected value at comment")
    ) {
      try StringCatalogReader.read(data, file: "f")
    }
  }
}
