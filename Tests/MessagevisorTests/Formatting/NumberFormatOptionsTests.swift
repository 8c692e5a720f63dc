import Testing

@testable import Messagevisor

/// The Foundation engine's configuration, read through the Intl reader, pinned by what it
/// prints: style, currency, sign, notation, grouping and numbering system.
///
/// Each expectation is what the engine printed when it parsed the options a second time on
/// its own (before `NumberFormatOptions` came from `ICUNumberOptions`), except a
/// falsy `useGrouping` (0, NaN, ""): it now turns grouping off, as `Intl` (Node 24) and the ICU
/// engine do, where the old reading kept the locale's grouping.
@Suite struct NumberFormatOptionsTests {
  static let cases: [FoundationNumberCase] = [
    FoundationNumberCase(options: [:], expected: "1,234.568 ; -0.005 ; 1,000"),
    FoundationNumberCase(options: ["style": "decimal"], expected: "1,234.568 ; -0.005 ; 1,000"),
    FoundationNumberCase(options: ["style": "percent"], expected: "123,457% ; -1% ; 100,000%"),
    FoundationNumberCase(
      options: ["style": "percent", "signDisplay": "exceptZero"],
      expected: "+123,457% ; -1% ; +100,000%"),
    FoundationNumberCase(
      options: ["style": "currency", "currency": "EUR"],
      expected: "€1,234.57 ; -€0.01 ; €1,000.00"),
    FoundationNumberCase(
      options: ["style": "currency", "currency": "eur"],
      expected: "€1,234.57 ; -€0.01 ; €1,000.00"),
    FoundationNumberCase(
      options: ["style": "currency"], currency: "CHF",
      expected:
        "CHF\u{A0}1,234.57 ; -CHF\u{A0}0.01 ; CHF\u{A0}1,000.00"),
    FoundationNumberCase(
      options: ["style": "currency", "currency": .null],
      expected: "$1,234.57 ; -$0.01 ; $1,000.00"),
    FoundationNumberCase(
      options: ["style": "currency", "currency": "USD", "currencyDisplay": "code"],
      expected:
        "USD\u{A0}1,234.57 ; -USD\u{A0}0.01 ; USD\u{A0}1,000.00"),
    FoundationNumberCase(
      options: ["style": "currency", "currency": "JPY", "currencyDisplay": "narrowSymbol"],
      expected: "¥1,235 ; -¥0 ; ¥1,000"),
    FoundationNumberCase(
      options: ["style": "currency", "currency": "EUR", "currencyDisplay": "name"],
      expected: "1,234.57 euros ; -0.01 euros ; 1,000.00 euros"),
    FoundationNumberCase(
      options: ["style": "currency", "currency": "USD", "currencySign": "accounting"],
      expected: "$1,234.57 ; ($0.01) ; $1,000.00"),
    FoundationNumberCase(
      options: [
        "style": "currency", "currency": "USD", "currencySign": "accounting",
        "signDisplay": "always",
      ], expected: "+$1,234.57 ; ($0.01) ; +$1,000.00"),
    FoundationNumberCase(
      options: [
        "style": "currency", "currency": "USD", "currencySign": "accounting",
        "signDisplay": "exceptZero",
      ], expected: "+$1,234.57 ; ($0.01) ; +$1,000.00"),
    FoundationNumberCase(
      options: ["style": "currency", "currency": "BHD", "signDisplay": "never"],
      expected:
        "BHD\u{A0}1,234.568 ; BHD\u{A0}0.005 ; BHD\u{A0}1,000.000"),
    FoundationNumberCase(
      options: ["style": "currency", "currency": "EUR"], locale: "de-DE",
      expected: "1.234,57\u{A0}€ ; -0,01\u{A0}€ ; 1.000,00\u{A0}€"),
    FoundationNumberCase(
      options: ["style": "currency", "currency": "JPY"], locale: "ja-JP",
      expected: "¥1,235 ; -¥0 ; ¥1,000"),
    FoundationNumberCase(
      options: ["signDisplay": "always"], expected: "+1,234.568 ; -0.005 ; +1,000"),
    FoundationNumberCase(
      options: ["signDisplay": "exceptZero"], expected: "+1,234.568 ; -0.005 ; +1,000"),
    FoundationNumberCase(options: ["signDisplay": "never"], expected: "1,234.568 ; 0.005 ; 1,000"),
    FoundationNumberCase(
      options: ["signDisplay": "negative"], expected: "1,234.568 ; -0.005 ; 1,000"),
    FoundationNumberCase(options: ["signDisplay": "auto"], expected: "1,234.568 ; -0.005 ; 1,000"),
    FoundationNumberCase(options: ["notation": "scientific"], expected: "1.235E3 ; -5E-3 ; 1E3"),
    FoundationNumberCase(options: ["notation": "engineering"], expected: "1.235E3 ; -5E-3 ; 1E3"),
    FoundationNumberCase(options: ["notation": "compact"], expected: "1.2K ; -0.005 ; 1K"),
    FoundationNumberCase(
      options: ["notation": "compact", "style": "percent"], expected: "123K% ; -0.5% ; 100K%"),
    FoundationNumberCase(
      options: ["notation": "compact", "style": "currency", "currency": "EUR"],
      expected: "€1.2K ; -€0.005 ; €1K"),
    FoundationNumberCase(
      options: ["notation": "scientific", "style": "currency", "currency": "USD"],
      expected: "$1.235E3 ; -$5E-3 ; $1E3"),
    FoundationNumberCase(options: ["style": "scientific"], expected: "1.235E3 ; -5E-3 ; 1E3"),
    FoundationNumberCase(
      options: ["style": "scientific", "notation": "standard"], expected: "1.235E3 ; -5E-3 ; 1E3"),
    FoundationNumberCase(
      options: ["style": "scientific", "notation": "scientific"],
      expected: "1.235E3 ; -5E-3 ; 1E3"),
    FoundationNumberCase(
      options: ["style": "scientific", "notation": "engineering"], expected: "1.235E3 ; -5E-3 ; 1E3"
    ),
    FoundationNumberCase(
      options: [
        "style": "scientific", "notation": "compact", "signDisplay": "negative",
        "maximumFractionDigits": 2,
      ], values: [-0.0001, -0.004, 1234.5], expected: "-0 ; -0 ; 1.23K"),
    FoundationNumberCase(options: ["useGrouping": true], expected: "1,234.568 ; -0.005 ; 1,000"),
    FoundationNumberCase(options: ["useGrouping": false], expected: "1234.568 ; -0.005 ; 1000"),
    FoundationNumberCase(options: ["useGrouping": 0], expected: "1234.568 ; -0.005 ; 1000"),
    FoundationNumberCase(
      options: ["useGrouping": .double(.nan)], expected: "1234.568 ; -0.005 ; 1000"),
    FoundationNumberCase(options: ["useGrouping": ""], expected: "1234.568 ; -0.005 ; 1000"),
    FoundationNumberCase(
      options: ["useGrouping": "always"], expected: "1,234.568 ; -0.005 ; 1,000"),
    FoundationNumberCase(options: ["useGrouping": "auto"], expected: "1,234.568 ; -0.005 ; 1,000"),
    FoundationNumberCase(options: ["useGrouping": "true"], expected: "1,234.568 ; -0.005 ; 1,000"),
    FoundationNumberCase(options: ["useGrouping": "false"], expected: "1,234.568 ; -0.005 ; 1,000"),
    FoundationNumberCase(
      options: ["useGrouping": false], locale: "de-DE", expected: "1234,568 ; -0,005 ; 1000"),
    FoundationNumberCase(
      options: ["notation": "engineering", "useGrouping": true], values: [123_456_789],
      expected: "123.5E6"),
    FoundationNumberCase(
      options: ["notation": "engineering", "useGrouping": "always"], values: [123_456_789],
      expected: "123.5E6"),
    FoundationNumberCase(
      options: ["notation": "engineering", "useGrouping": false], values: [123_456_789],
      expected: "123.5E6"),
    FoundationNumberCase(
      options: ["numberingSystem": "arab"], expected: "١٬٢٣٤٫٥٦٨ ; \u{61C}-٠٫٠٠٥ ; ١٬٠٠٠"),
    FoundationNumberCase(
      options: ["numberingSystem": "ARAB"], expected: "١٬٢٣٤٫٥٦٨ ; \u{61C}-٠٫٠٠٥ ; ١٬٠٠٠"),
    FoundationNumberCase(
      options: ["numberingSystem": "abc-defgh"], expected: "1,234.568 ; -0.005 ; 1,000"),
    FoundationNumberCase(
      options: ["numberingSystem": "thai"], locale: "th-TH",
      expected: "๑,๒๓๔.๕๖๘ ; -๐.๐๐๕ ; ๑,๐๐๐"),
  ]

  @Test(arguments: cases)
  func printsAsBefore(_ testCase: FoundationNumberCase) {
    #expect(FoundationNumberProbe.outcome(testCase) == testCase.expected)
  }
}
