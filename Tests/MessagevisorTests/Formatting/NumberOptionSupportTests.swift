import Testing

@testable import Messagevisor

@Suite struct NumberOptionSupportTests {
  /// Options, locale, the option refused (nil: all honoured).
  static let cases: [(FormatOptions, String, String?)] = [
    ([:], "en-US", nil),
    (["notation": "engineering"], "en-US", nil),
    (["notation": "engineering", "signDisplay": "always", "useGrouping": false], "en-US", nil),
    (["notation": "engineering", "style": "currency", "currency": "EUR"], "en-US", "style"),
    (["notation": "engineering", "style": "percent"], "en-US", "style"),
    (
      ["notation": "engineering", "maximumSignificantDigits": 2], "en-US",
      "maximumSignificantDigits"
    ),
    (["notation": "engineering", "minimumFractionDigits": .null], "en-US", nil),
    (["notation": "compact", "style": "currency", "maximumFractionDigits": 2], "en-US", nil),
    (["notation": "compact", "roundingMode": "floor"], "en-US", nil),
    (["notation": "compact", "roundingMode": "halfCeil"], "en-US", "roundingMode"),
    (
      ["notation": "compact", "roundingIncrement": 5, "maximumFractionDigits": 0], "en-US",
      "roundingIncrement"
    ),
    (["notation": "compact", "minimumIntegerDigits": 2], "en-US", "minimumIntegerDigits"),
    (["notation": "compact", "minimumIntegerDigits": 2, "maximumFractionDigits": 1], "en-US", nil),
    (["minimumIntegerDigits": 2, "minimumSignificantDigits": 2], "en-US", "minimumIntegerDigits"),
    (["minimumIntegerDigits": 2, "maximumFractionDigits": 1], "en-US", nil),
    (["useGrouping": true], "en-US", nil),
    (["useGrouping": "always"], "de-DE", nil),
    (["useGrouping": true], "es-ES", "useGrouping"),
    (["useGrouping": "always"], "pl-PL", "useGrouping"),
    (["useGrouping": "auto"], "es-ES", nil),
    (["useGrouping": false], "es-ES", nil),
  ]

  @Test(arguments: cases)
  func refusal(_ options: FormatOptions, _ locale: String, _ expected: String?) throws {
    let lookup = OptionLookup(options)
    let validated = try ICUNumberOptions(parsing: lookup, fallbackCurrency: nil)
    let parsed = try NumberFormatOptions(validated, lookup: lookup)
    let refusal = NumberOptionSupport.refusal(
      parsed, grouping: validated.grouping, lookup: lookup, locale: locale)
    #expect(refusal?.option == expected)
  }

  @Test(arguments: [("en-US", false), ("de-DE", false), ("es-ES", true), ("pl-PL", true)])
  func minimumGrouping(_ locale: String, _ expected: Bool) {
    #expect(NumberOptionSupport.groupsOnlyFromFiveDigits(locale) == expected)
  }
}
