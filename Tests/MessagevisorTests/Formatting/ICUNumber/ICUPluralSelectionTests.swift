import Testing

@testable import Messagevisor

/// Plural categories after formatting with the plural options, against Node 24
/// (`new Intl.PluralRules(locale, options).select(value)`).
@Suite(.enabled(if: FormattingEngineKind.platformDefault == .icu))
struct ICUPluralSelectionTests {
  static let cases: [(locale: String, value: Double, options: FormatOptions, category: String)] = [
    ("en", 1, [:], "one"),
    ("en", 1, ["minimumFractionDigits": 2], "other"),
    ("en", 1.5, ["maximumFractionDigits": 0], "other"),
    ("en", 1.5, ["maximumFractionDigits": 0, "roundingMode": "floor"], "one"),
    ("en", -1.5, ["maximumFractionDigits": 0, "roundingMode": "floor"], "other"),
    ("en", 1, ["minimumFractionDigits": 2, "trailingZeroDisplay": "stripIfInteger"], "one"),
    ("en", 1, ["minimumSignificantDigits": 2], "other"),
    (
      "en", 1.04,
      ["minimumFractionDigits": 1, "maximumFractionDigits": 1, "roundingIncrement": 5], "other"
    ),
    (
      "en", 1.234,
      [
        "roundingPriority": "lessPrecision", "maximumSignificantDigits": 1,
        "maximumFractionDigits": 2,
      ], "one"
    ),
    ("en", 2, ["type": "ordinal"], "two"),
    ("cs", 1.5, [:], "many"),
    ("cs", 1.5, ["maximumFractionDigits": 0], "few"),
    ("cs", 1.5, ["maximumFractionDigits": 0, "roundingMode": "trunc"], "one"),
    ("pl", 5, [:], "many"),
    ("pl", 22.5, ["maximumFractionDigits": 0, "roundingMode": "halfEven"], "few"),
    ("fr", 1.5, [:], "one"),
    ("fr", 1.99, ["maximumSignificantDigits": 1], "other"),
    ("ru", 21, [:], "one"),
    ("ru", 21, ["minimumFractionDigits": 1], "other"),
    ("lv", 0.1, [:], "one"),
    ("lv", 0.1, ["minimumFractionDigits": 2], "other"),
    ("br", 1_000_000, [:], "many"),
    ("ar", 0, [:], "zero"),
    ("ar", 100.5, ["maximumFractionDigits": 0, "roundingMode": "halfTrunc"], "other"),
  ]

  @Test(arguments: cases)
  func category(_ locale: String, _ value: Double, _ options: FormatOptions, _ category: String)
    throws
  {
    let probe = HostileSDK(engine: .icu)
    #expect(try probe.sdk.formatPlural(value, formatOptions: options, locale: locale) == category)
    #expect(probe.codes == ["sdk_initialized"])
  }

  /// Rounding options are honoured with ICU, so nothing is reported as unsupported; digit
  /// options are validated with the same errors as before.
  @Test func invalidDigitOptionsThrowTheSameError() {
    let probe = HostileSDK(engine: .icu)
    #expect(
      throws: MessagevisorError(
        "Invalid plural option minimumFractionDigits: expected an integer from 0 to 100")
    ) {
      try probe.sdk.formatPlural(1, formatOptions: ["minimumFractionDigits": 101], locale: "en")
    }
    #expect(probe.codes == ["sdk_initialized", "invalid_format"])
  }

  /// Without digit options (`{n, plural, …}` in messages) the SDK's own half-up rounding to
  /// at most 3 fraction digits gives the operands ICU's formatted decimal has, so the hot path
  /// skips formatting.
  @Test(arguments: ["en", "fr", "cs", "pl", "ru", "ar", "lv", "br", "sl", "he", "pt-PT"])
  func defaultOptionsAgreeWithFormattedOperands(_ locale: String) throws {
    let values: [Double] = [
      0, 1, 1.5, 2, 2.5, 3, 5, 11, 21, 22, 25, 100, 101, 102, 0.1, 0.25, 1.0005, 1.0004,
      2.9999, 1_000_000, 1e7, 1.5e6, -1, -2.5, 1e-4, 123.456789,
    ]
    for type in PluralType.allCases {
      for value in values {
        let formatted = try ICUPluralSelection.category(
          value, locale: locale, type: type, options: [:])
        let own = try messagevisorPluralCategory(value, locale: locale, type: type)
        #expect(formatted == own, "\(locale) \(value) \(type)")
      }
    }
  }

  @Test(arguments: [
    ("1.2E+3", 2, "1200.00"),
    ("-1.5", 1, "1.5"),
    ("1.5", 3, "1.500"),
    ("5E-7", 7, "0.0000005"),
    ("1E+21", 0, "1000000000000000000000"),
    ("0", 2, "0.00"),
    ("12.30", 0, "12.3"),
  ])
  func plainDecimal(_ decimal: String, _ fractionDigits: Int, _ plain: String) {
    #expect(ICUPluralOperandReader.plainDecimal(decimal, fractionDigits: fractionDigits) == plain)
  }
}
