import Testing

@testable import Messagevisor

/// The Foundation engine's prepared number styles print what the ordinary path prints, and
/// exist only for options the ordinary path formats without a word.
struct PreparedFoundationNumberTests {
  /// Option sets a compiled message may prepare, with the locale.
  static let prepared: [(String, FormatOptions)] = [
    ("en-US", [:]),
    ("en-US", ["style": "currency", "currency": "USD"]),
    ("de-DE", ["style": "currency", "currency": "EUR"]),
    ("en-US", ["style": "currency", "currency": "JPY", "currencyDisplay": "code"]),
    ("en-US", ["style": "currency", "currency": "EUR", "useGrouping": false]),
    ("en-US", ["style": "currency", "currency": "USD", "currencySign": "accounting"]),
    ("en-US", ["style": "percent"]),
    ("fr-FR", ["style": "percent", "maximumFractionDigits": 1]),
    ("en-US", ["maximumFractionDigits": 0, "roundingMode": "floor"]),
    ("en-US", ["maximumFractionDigits": 0, "roundingMode": "ceil"]),
    ("en-US", ["maximumFractionDigits": 1, "roundingMode": "halfEven"]),
    ("en-US", ["minimumFractionDigits": 2, "trailingZeroDisplay": "stripIfInteger"]),
    ("en-US", ["maximumSignificantDigits": 3]),
    ("en-US", ["notation": "compact"]),
    ("en-US", ["notation": "scientific"]),
    ("en-US", ["signDisplay": "exceptZero"]),
    ("en-US", ["signDisplay": "negative", "maximumFractionDigits": 0]),
    ("en-US", ["minimumFractionDigits": 2, "maximumFractionDigits": 2, "roundingIncrement": 5]),
    ("ar-EG", ["numberingSystem": "arab"]),
    ("hi-IN", ["style": "currency", "currency": "INR"]),
  ]

  static let values: [Double] = [
    0, -0.0, 1, -1, 0.5, -0.5, 2.5, -2.5, 0.125, 1234.5, -1234.5, 1_234_567.891, 0.001,
    -0.0004, 1e21, .nan, .infinity, -.infinity,
  ]

  @Test(arguments: prepared)
  func printsWhatTheOrdinaryPathPrints(_ locale: String, _ options: FormatOptions) throws {
    let format = try #require(
      PreparedFoundationNumber(options: options, scale: 1, locale: locale, engine: .foundation))
    for value in Self.values {
      let recorder = IssueRecorder()
      let expected = try NumberFormatting.format(
        value, options: options, context: recorder.context(locale: locale, engine: .foundation))
      #expect(format.format(value) == expected, "\(value)")
      #expect(recorder.issues.isEmpty)
    }
  }

  @Test(arguments: [1.0, 100, 0.01, -3])
  func scalesTheValueFirst(_ scale: Double) throws {
    let options: FormatOptions = ["maximumFractionDigits": 2]
    let format = try #require(
      PreparedFoundationNumber(options: options, scale: scale, locale: "en-US", engine: .foundation)
    )
    for value in Self.values {
      let expected = try NumberFormatting.format(
        value * scale, options: options,
        context: IssueRecorder().context(engine: .foundation))
      #expect(format.format(value) == expected, "\(value)")
    }
  }

  /// Options the ordinary path reports on, refuses or formats elsewhere: none is prepared.
  @Test(
    arguments: [
      ["roundingPriority": "auto"],
      ["notation": "compact", "compactDisplay": "long"],
      ["useGrouping": "min2"],
      ["style": "currency"],
      ["style": "unit", "unit": "meter"],
      ["notation": "engineering"],
      ["style": "curency"],
      ["maximumFractionDigits": 200],
      ["notation": "compact", "roundingIncrement": 5, "maximumFractionDigits": 0],
    ] as [FormatOptions])
  func isNotPreparedWhereTheOrdinaryPathWouldSaySomething(_ options: FormatOptions) {
    #expect(
      PreparedFoundationNumber(options: options, scale: 1, locale: "en-US", engine: .foundation)
        == nil)
  }

  @Test func isNotPreparedForTheICUEngine() {
    #expect(PreparedFoundationNumber(options: [:], scale: 1, locale: "en-US", engine: .icu) == nil)
  }
}
