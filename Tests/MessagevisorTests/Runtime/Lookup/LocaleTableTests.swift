import Foundation
import Testing

@testable import Messagevisor

/// The per-locale datafile table: an array up to `linearLimit` locales, a dictionary past it.
@Suite("Locale table")
struct LocaleTableTests {
  static func data(_ locale: String, _ text: String) -> LocaleData {
    LocaleData(
      datafile: Sample.datafile(locale: locale, translations: ["hello": text]),
      defaultFormats: nil)
  }

  static let sizes = [0, 1, 2, LocaleTable.linearLimit, LocaleTable.linearLimit + 1, 40]

  @Test("Every stored locale is found, replaced and removed", arguments: sizes)
  func storeReplaceRemove(_ count: Int) {
    var table = LocaleTable()
    let locales = (0..<count).map { "l\($0)" }
    for locale in locales { table[locale] = Self.data(locale, "first \(locale)") }
    #expect(table.entries.count == count)
    #expect(Set(table.entries.map(\.locale)) == Set(locales))
    for locale in locales {
      #expect(table[locale]?.entries["hello"]?.translation == "first \(locale)")
    }
    #expect(table["missing"] == nil)
    for locale in locales { table[locale] = Self.data(locale, "second \(locale)") }
    #expect(table.entries.count == count)
    for locale in locales {
      #expect(table[locale]?.entries["hello"]?.translation == "second \(locale)")
    }
    for locale in locales.prefix(count / 2) { table[locale] = nil }
    #expect(table.entries.count == count - count / 2)
    for (index, locale) in locales.enumerated() {
      #expect((table[locale] == nil) == (index < count / 2))
    }
  }

  @Test("Locales that differ in case or script are different entries")
  func exactMatch() {
    var table = LocaleTable()
    table["en-US"] = Self.data("en-US", "us")
    table["en-us"] = Self.data("en-us", "lower")
    table["zh-Hant"] = Self.data("zh-Hant", "hant")
    #expect(table["en-US"]?.entries["hello"]?.translation == "us")
    #expect(table["en-us"]?.entries["hello"]?.translation == "lower")
    #expect(table["zh-Hant"]?.entries["hello"]?.translation == "hant")
    #expect(table["zh"] == nil)
    #expect(table["en"] == nil)
  }

  @Test("An instance with many locales translates in each, before and after a merge")
  func manyLocalesThroughTheSDK() throws {
    let sdk = Messagevisor()
    let locales = (0..<20).map { "x\($0)" }
    for locale in locales {
      sdk.setDatafile(Sample.datafile(locale: locale, translations: ["hello": "hi \(locale)"]))
    }
    for locale in locales {
      let options = TranslateOptions(locale: locale)
      #expect(try sdk.translate("hello", options: options) == "hi \(locale)")
    }
    sdk.setDatafile(Sample.datafile(locale: "x3", translations: ["bye": "bye x3"]))
    #expect(try sdk.translate("hello", options: TranslateOptions(locale: "x3")) == "hi x3")
    #expect(try sdk.translate("bye", options: TranslateOptions(locale: "x3")) == "bye x3")
  }
}
