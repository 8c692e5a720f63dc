import Foundation
import Testing

@testable import MessagevisorCLI

@Suite struct AppleFileReaderTests {
  @Test func readsStringsWithStringsdict() throws {
    let strings = try XcodeFileReader.read(
      path: XcodeFixtures.path("Legacy/de.lproj/Localizable.strings"), language: nil)
    #expect(strings.sourceLanguage == "de")
    let keys = strings.entries.map(\.key)
    #expect(keys == ["No bikes at %@", "Quote \"this\"", "bikes.nearby", "map.title"])
    let quote = try #require(strings.entries.first { $0.key == "Quote \"this\"" })
    #expect(quote.localizations["de"]?.value == .text("Sag \"hallo\"\ndann geh", state: nil))
    let map = try #require(strings.entries.first { $0.key == "map.title" })
    #expect(map.comment == "Title of the map screen")
    let bikes = try #require(strings.entries.first { $0.key == "bikes.nearby" })
    #expect(bikes.localizations["de"]?.value == .text("%#@bikes@", state: nil))
    #expect(bikes.localizations["de"]?.substitutions["bikes"]?.forms["one"] == "%d Rad in der Nähe")
  }

  @Test func readsXLIFFWithStringsdictUnits() throws {
    let strings = try XcodeFileReader.read(path: XcodeFixtures.path("de.xliff"), language: nil)
    #expect(strings.sourceLanguage == "en")
    let pay = try #require(strings.entries.first { $0.key == "Pay %@ & go" })
    #expect(pay.localizations["de"]?.value == .text("%@ zahlen & los", state: "translated"))
    #expect(pay.comment == "Checkout button; the argument is the price")
    let later = try #require(strings.entries.first { $0.key == "Later" })
    #expect(later.comment == nil)
    #expect(later.localizations["de"]?.value.state == "needs_review")
    let minutes = try #require(strings.entries.first { $0.key == "minutes.left" })
    #expect(minutes.localizations["en"]?.value == .text("%#@minutes@ left", state: nil))
    #expect(
      minutes.localizations["de"]?.substitutions["minutes"]?.forms == [
        "one": "%d Minute", "other": "%d Minuten",
      ])
  }

  @Test func readsAnXclocBundle() throws {
    let strings = try XcodeFileReader.read(path: XcodeFixtures.path("Spokes.xcloc"), language: nil)
    let pay = try #require(strings.entries.first { $0.key == "Pay %@ & go" })
    #expect(Set(pay.localizations.keys) == ["en", "de", "fr"])
  }

  @Test func brokenXMLHasAPosition() {
    #expect {
      try XLIFFReader.read(Data("<xliff><file>\n<oops".utf8), file: "x.xliff")
    } throws: { error in
      guard case .syntax(let file, let position, _) = error as? XcodeImportError else {
        return false
      }
      return file == "x.xliff" && position != nil
    }
  }
}
