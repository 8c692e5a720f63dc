import Testing

@testable import Messagevisor

@Suite("Plural locale chain")
struct PluralLocaleChainTests {
  static let cardinal: [(String, String?)] = [
    ("en", "en"),
    ("en-GB", "en"),
    ("EN_us", "en"),
    ("pt-AO", "pt-PT"),
    ("pt-Latn-PT", "pt-PT"),
    ("pt-PT-u-nu-latn", "pt-PT"),
    ("pt_BR", "pt"),
    ("pt-pt", "pt-PT"),
    ("zh-Hant-MO", "zh"),
    ("sr-Latn-ME", "sr"),
    ("de@collation=phonebook", "de"),
    ("iw-IL", "he"),
    ("sh", "sr"),
    ("mo", "ro"),
    ("nb", "nb"),
    ("zz", nil),
    ("", nil),
    ("x-private", nil),
  ]

  @Test("cardinal resolution", arguments: cardinal)
  func resolveCardinal(_ locale: String, _ expected: String?) {
    let rules = PluralRules.shared
    #expect(rules.chain.resolve(locale, in: rules.cardinal) == expected)
  }

  static let ordinal: [(String, String?)] = [
    ("en-GB", "en"),
    ("pt-PT", "pt"),
    ("cy-GB", "cy"),
  ]

  @Test("ordinal resolution", arguments: ordinal)
  func resolveOrdinal(_ locale: String, _ expected: String?) {
    let rules = PluralRules.shared
    #expect(rules.chain.resolve(locale, in: rules.ordinal) == expected)
  }

  @Test("subtags drop extensions and normalize case")
  func subtags() {
    let chain = PluralRules.shared.chain
    #expect(chain.subtags(of: "pt-PT-u-nu-latn") == ["pt", "PT"])
    #expect(chain.subtags(of: "ZH_hant_tw") == ["zh", "Hant", "TW"])
    #expect(chain.subtags(of: "es-419-x-test") == ["es", "419"])
    #expect(chain.subtags(of: "sh-RS") == ["sr", "Latn", "RS"])
  }
}
