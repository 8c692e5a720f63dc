import Foundation
import Testing

@testable import Messagevisor

/// One number-formatting expectation.
struct NumberCase: CustomTestStringConvertible, Sendable {
  let name: String
  let value: Double
  let options: FormatOptions
  var locale = "en-US"
  var currency: String?
  let expected: String
  /// The engine whose output `expected` is (`.foundation` where it is Foundation-specific).
  var engine: FormattingEngineKind = .processDefault

  var testDescription: String { name }
}

@Suite struct NumberFormattingTests {
  static let cases: [NumberCase] = [
    NumberCase(name: "default decimal", value: 1234.5, options: [:], expected: "1,234.5"),
    NumberCase(name: "default max 3 fraction", value: 1.23456, options: [:], expected: "1.235"),
    NumberCase(name: "percent", value: 0.5, options: ["style": "percent"], expected: "50%"),
    NumberCase(
      name: "percent one fraction digit", value: 0.125,
      options: ["style": "percent", "maximumFractionDigits": 1], expected: "12.5%"),
    NumberCase(
      name: "percent fixed", value: 0.125,
      options: ["style": "percent", "minimumFractionDigits": 2, "maximumFractionDigits": 2],
      expected: "12.50%"),
    NumberCase(
      name: "currency USD", value: 0.5, options: ["style": "currency", "currency": "USD"],
      expected: "$0.50"),
    NumberCase(
      name: "currency negative", value: -1234.5, options: ["style": "currency", "currency": "USD"],
      expected: "-$1,234.50"),
    NumberCase(
      name: "currency code display", value: 1234.5,
      options: ["style": "currency", "currency": "USD", "currencyDisplay": "code"],
      expected: "USD\u{A0}1,234.50"),
    NumberCase(
      name: "currency name display", value: 1234.5,
      options: ["style": "currency", "currency": "USD", "currencyDisplay": "name"],
      expected: "1,234.50 US dollars"),
    NumberCase(
      name: "currency accounting", value: -1234.5,
      options: ["style": "currency", "currency": "USD", "currencySign": "accounting"],
      expected: "($1,234.50)"),
    NumberCase(
      name: "currency JPY has no fraction", value: 1234.5,
      options: ["style": "currency", "currency": "JPY"], expected: "¥1,235"),
    NumberCase(
      name: "currency GBP", value: 1234.5, options: ["style": "currency", "currency": "GBP"],
      expected: "£1,234.50"),
    NumberCase(
      name: "currency lower-case code", value: 1.5,
      options: ["style": "currency", "currency": "eur"], expected: "€1.50"),
    NumberCase(
      name: "currency from context", value: 1234.5,
      options: ["style": "currency", "currencyDisplay": "code"], currency: "EUR",
      expected: "EUR\u{A0}1,234.50"),
    NumberCase(
      name: "option currency beats context", value: 2,
      options: ["style": "currency", "currency": "GBP"],
      currency: "EUR", expected: "£2.00"),
    NumberCase(
      name: "currency defaults to USD", value: 2, options: ["style": "currency"],
      expected: "$2.00"),
    NumberCase(
      name: "currency de-DE", value: 1234.5, options: ["style": "currency", "currency": "EUR"],
      locale: "de-DE", expected: "1.234,50\u{A0}€"),
    NumberCase(
      name: "decimal de-DE", value: 1234.5, options: [:], locale: "de-DE", expected: "1.234,5"),
    NumberCase(
      name: "halfCeil negative", value: -2.5,
      options: ["maximumFractionDigits": 0, "roundingMode": "halfCeil"], expected: "-2"),
    NumberCase(
      name: "halfFloor negative", value: -2.5,
      options: ["maximumFractionDigits": 0, "roundingMode": "halfFloor"], expected: "-3"),
    NumberCase(
      name: "halfCeil positive", value: 2.5,
      options: ["maximumFractionDigits": 0, "roundingMode": "halfCeil"], expected: "3"),
    NumberCase(
      name: "halfFloor positive", value: 2.5,
      options: ["maximumFractionDigits": 0, "roundingMode": "halfFloor"], expected: "2"),
    NumberCase(
      name: "halfEven", value: 2.5,
      options: ["maximumFractionDigits": 0, "roundingMode": "halfEven"], expected: "2"),
    NumberCase(
      name: "halfTrunc", value: 1.5,
      options: ["maximumFractionDigits": 0, "roundingMode": "halfTrunc"], expected: "1"),
    NumberCase(
      name: "halfExpand", value: 1.5,
      options: ["maximumFractionDigits": 0, "roundingMode": "halfExpand"], expected: "2"),
    NumberCase(
      name: "default rounding is halfUp, not halfEven", value: -2.5,
      options: ["maximumFractionDigits": 0], expected: "-3"),
    NumberCase(
      name: "ceil", value: 1.234, options: ["maximumFractionDigits": 0, "roundingMode": "ceil"],
      expected: "2"),
    NumberCase(
      name: "floor", value: 1.987, options: ["maximumFractionDigits": 0, "roundingMode": "floor"],
      expected: "1"),
    NumberCase(
      name: "expand negative", value: -1.234,
      options: ["maximumFractionDigits": 0, "roundingMode": "expand"], expected: "-2"),
    NumberCase(
      name: "expand positive", value: 1.234,
      options: ["maximumFractionDigits": 0, "roundingMode": "expand"], expected: "2"),
    NumberCase(
      name: "trunc negative", value: -1.987,
      options: ["maximumFractionDigits": 0, "roundingMode": "trunc"], expected: "-1"),
    NumberCase(
      name: "rounding increment 5", value: 1.234,
      options: [
        "minimumFractionDigits": 2, "maximumFractionDigits": 2, "roundingIncrement": 5,
        "roundingMode": "halfExpand",
      ], expected: "1.25"),
    NumberCase(
      name: "rounding increment 25 on currency", value: 1.13,
      options: ["style": "currency", "currency": "USD", "roundingIncrement": 25],
      expected: "$1.25"),
    NumberCase(
      name: "sign always", value: 1234.5,
      options: ["signDisplay": "always", "maximumFractionDigits": 0], expected: "+1,235"),
    NumberCase(
      name: "sign always zero", value: 0, options: ["signDisplay": "always"], expected: "+0"),
    NumberCase(
      name: "sign never", value: -1234.5,
      options: ["signDisplay": "never", "maximumFractionDigits": 0], expected: "1,235"),
    NumberCase(
      name: "sign exceptZero zero", value: 0, options: ["signDisplay": "exceptZero"],
      expected: "0"),
    NumberCase(
      name: "sign exceptZero positive", value: 5, options: ["signDisplay": "exceptZero"],
      expected: "+5"),
    NumberCase(
      name: "sign exceptZero negative", value: -5, options: ["signDisplay": "exceptZero"],
      expected: "-5"),
    NumberCase(
      name: "sign negative", value: -1234.5,
      options: ["signDisplay": "negative", "maximumFractionDigits": 0], expected: "-1,235"),
    NumberCase(
      name: "sign always currency", value: 0.5,
      options: ["style": "currency", "currency": "USD", "signDisplay": "always"],
      expected: "+$0.50"),
    NumberCase(
      name: "stripIfInteger integral", value: 12,
      options: [
        "minimumFractionDigits": 2, "maximumFractionDigits": 2,
        "trailingZeroDisplay": "stripIfInteger",
      ], expected: "12"),
    NumberCase(
      name: "stripIfInteger fractional", value: 12.5,
      options: [
        "minimumFractionDigits": 2, "maximumFractionDigits": 2,
        "trailingZeroDisplay": "stripIfInteger",
      ], expected: "12.50"),
    NumberCase(
      name: "stripIfInteger rounds to integer", value: 12.001,
      options: [
        "minimumFractionDigits": 2, "maximumFractionDigits": 2,
        "trailingZeroDisplay": "stripIfInteger",
      ], expected: "12"),
    NumberCase(
      name: "numbering system arab", value: 2026, options: ["numberingSystem": "arab"],
      expected: "٢٬٠٢٦"),
    NumberCase(
      name: "scientific", value: 1_234_567, options: ["notation": "scientific"],
      expected: "1.235E6"),
    NumberCase(
      name: "scientific style", value: 1_234_567, options: ["style": "scientific"],
      expected: "1.235E6"),
    NumberCase(
      name: "engineering", value: 1_234_567, options: ["notation": "engineering"],
      expected: "1.235E6"),
    NumberCase(
      name: "engineering exponent multiple of three", value: 12345,
      options: ["notation": "engineering"], expected: "12.35E3", engine: .foundation),
    NumberCase(
      name: "compact", value: 1_234_567, options: ["notation": "compact"], expected: "1.2M"),
    NumberCase(
      name: "compact ties away from zero", value: 12500, options: ["notation": "compact"],
      expected: "13K"),
    NumberCase(
      name: "compact negative", value: -1_250_000, options: ["notation": "compact"],
      expected: "-1.3M"),
    NumberCase(
      name: "compact fr-FR", value: 1200, options: ["notation": "compact"], locale: "fr-FR",
      expected: "1,2\u{A0}k"),
    NumberCase(
      name: "three significant digits", value: 12345.678,
      options: ["minimumSignificantDigits": 3, "maximumSignificantDigits": 3],
      expected: "12,300"),
    NumberCase(
      name: "significant digit range", value: 12345.678,
      options: ["minimumSignificantDigits": 2, "maximumSignificantDigits": 5],
      expected: "12,346"),
    NumberCase(
      name: "minimum significant only", value: 1.5, options: ["minimumSignificantDigits": 3],
      expected: "1.50"),
    NumberCase(
      name: "padded integer", value: 12,
      options: ["minimumIntegerDigits": 4, "maximumFractionDigits": 0], expected: "0,012"),
    NumberCase(
      name: "minimum fraction above default maximum", value: 1.5,
      options: ["minimumFractionDigits": 5], expected: "1.50000"),
    NumberCase(
      name: "digits given as doubles", value: 1.23456, options: ["maximumFractionDigits": 2.0],
      expected: "1.23"),
    NumberCase(
      name: "grouping off", value: 1_234_567, options: ["useGrouping": false],
      expected: "1234567"),
    NumberCase(
      name: "grouping string keeps default", value: 1_234_567, options: ["useGrouping": "always"],
      expected: "1,234,567"),
    NumberCase(name: "NaN", value: .nan, options: [:], expected: "NaN"),
  ]

  /// Options the Foundation engine used to drop on its compact path and for `signDisplay:
  /// negative`; each expectation is what the ICU engine prints for the same input.
  static let foundationCases: [NumberCase] = [
    NumberCase(
      name: "compact currency", value: 1_234_567.891,
      options: ["notation": "compact", "style": "currency", "currency": "EUR"],
      expected: "€1.2M"),
    NumberCase(
      name: "compact currency de-DE", value: 1_234_567,
      options: ["notation": "compact", "style": "currency", "currency": "EUR"], locale: "de-DE",
      expected: "1,2\u{A0}Mio.\u{A0}€"),
    NumberCase(
      name: "compact currency code", value: 1_234_567,
      options: [
        "notation": "compact", "style": "currency", "currency": "USD", "currencyDisplay": "code",
      ],
      expected: "USD\u{A0}1.2M"),
    NumberCase(
      name: "compact currency with digits", value: 1_234_567,
      options: [
        "notation": "compact", "style": "currency", "currency": "EUR",
        "maximumFractionDigits": 2,
      ],
      expected: "€1.23M"),
    NumberCase(
      name: "compact percent", value: 1_234_567.891,
      options: ["notation": "compact", "style": "percent"], expected: "123M%"),
    NumberCase(
      name: "compact maximum fraction", value: -1250,
      options: ["notation": "compact", "maximumFractionDigits": 2], expected: "-1.25K"),
    NumberCase(
      name: "compact significant", value: -1250,
      options: ["notation": "compact", "minimumSignificantDigits": 3], expected: "-1.25K"),
    NumberCase(
      name: "compact sign always", value: 1_234_567.891,
      options: ["notation": "compact", "signDisplay": "always"], expected: "+1.2M"),
    NumberCase(
      name: "compact padded integer", value: 1_234_567,
      options: ["notation": "compact", "minimumIntegerDigits": 3, "maximumFractionDigits": 1],
      expected: "001.2M"),
    NumberCase(
      name: "compact strips an integer", value: 1000,
      options: [
        "notation": "compact", "trailingZeroDisplay": "stripIfInteger",
        "minimumFractionDigits": 2,
      ],
      expected: "1K"),
    NumberCase(
      name: "compact grouping off", value: 1_234_567_890_123_456,
      options: ["notation": "compact", "useGrouping": false], expected: "1235T"),
    NumberCase(
      name: "sign negative on negative zero", value: -0.0, options: ["signDisplay": "negative"],
      expected: "0"),
    NumberCase(
      name: "sign negative rounding to zero", value: -0.0001,
      options: ["signDisplay": "negative"], expected: "0"),
    NumberCase(
      name: "sign negative currency", value: -0.001,
      options: ["signDisplay": "negative", "style": "currency", "currency": "USD"],
      expected: "$0.00"),
    NumberCase(
      name: "sign negative accounting", value: -0.0,
      options: [
        "signDisplay": "negative", "style": "currency", "currency": "USD",
        "currencySign": "accounting",
      ],
      expected: "$0.00"),
    NumberCase(
      name: "sign negative percent", value: -0.001,
      options: ["signDisplay": "negative", "style": "percent"], expected: "0%"),
    NumberCase(
      name: "sign negative with half-trunc rounding", value: -0.5,
      options: [
        "signDisplay": "negative", "maximumFractionDigits": 0, "roundingMode": "halfTrunc",
      ],
      expected: "0"),
    NumberCase(
      name: "sign negative compact", value: -0.01,
      options: ["notation": "compact", "signDisplay": "negative", "maximumFractionDigits": 1],
      expected: "0"),
    NumberCase(
      name: "sign negative engineering", value: -0.0,
      options: ["notation": "engineering", "signDisplay": "negative"], expected: "0E0"),
    NumberCase(
      name: "sign negative keeps a negative", value: -5, options: ["signDisplay": "negative"],
      expected: "-5"),
    NumberCase(
      name: "scientific currency has ECMA-402's default digits", value: 1234.5,
      options: ["style": "currency", "currency": "USD", "notation": "scientific"],
      expected: "$1.235E3"),
    NumberCase(
      name: "grouping always where the locale groups four digits", value: 1234,
      options: ["useGrouping": true], expected: "1,234"),
  ]

  /// Foundation's output, so pinned to the Foundation engine.
  @Test(arguments: foundationCases)
  func formatsWithFoundation(_ testCase: NumberCase) throws {
    let recorder = IssueRecorder()
    let context = recorder.context(locale: testCase.locale, engine: .foundation)
    let text = try MessagevisorFormatting.formatNumber(
      testCase.value, options: testCase.options, context: context)
    #expect(text == testCase.expected)
    #expect(recorder.issues.isEmpty)
  }

  @Test(arguments: cases)
  func formats(_ testCase: NumberCase) throws {
    let recorder = IssueRecorder()
    let context = recorder.context(
      locale: testCase.locale, currency: testCase.currency, engine: testCase.engine)
    let text = try MessagevisorFormatting.formatNumber(
      testCase.value,
      options: testCase.options,
      context: context
    )
    #expect(text == testCase.expected)
    #expect(recorder.issues.isEmpty)
  }

  /// The plural `#` number: locale decimal, halfUp, at most three fraction digits, grouping.
  @Test(arguments: [
    (1234.5678, "en", "1,234.568"),
    (0.0625, "en", "0.063"),
    (2.5, "de", "2,5"),
    (1_000_000, "en-US", "1,000,000"),
    (-3, "en", "-3"),
  ])
  func pluralNumber(_ value: Double, _ locale: String, _ expected: String) {
    #expect(MessagevisorFormatting.formatPluralNumber(value, locale: locale) == expected)
  }
}
