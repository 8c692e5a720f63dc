import Testing

@testable import Messagevisor

/// Currency without grouping prints the same on both engines.
///
/// swift-foundation's currency format style drops the currency, sign and rounding (and
/// prints the bare `Double` description) when a sign strategy is combined with
/// `grouping(.never)`; the Foundation engine must not pass that on. Expectations are the ICU
/// engine's output, which matches Node 24 `Intl.NumberFormat` for these options.
@Suite(.enabled(if: FormattingEngineKind.platformDefault == .icu))
struct NumberGroupingParityTests {
  @Test(
    arguments: [
      ("en-US", -1234.5, ["style": "currency", "currency": "EUR", "useGrouping": false]),
      ("en-US", 12345.678, ["style": "currency", "currency": "JPY", "useGrouping": false]),
      ("en-US", 0, ["style": "currency", "currency": "EUR", "useGrouping": false]),
      (
        "en-US", 1234.5,
        ["style": "currency", "currency": "USD", "useGrouping": false, "signDisplay": "always"]
      ),
      (
        "en-US", -1234.5,
        [
          "style": "currency", "currency": "USD", "useGrouping": false,
          "currencySign": "accounting",
        ]
      ),
      (
        "en-US", 1234.5,
        ["style": "currency", "currency": "EUR", "useGrouping": false, "currencyDisplay": "code"]
      ),
      ("de-DE", 1234567.891, ["style": "currency", "currency": "EUR", "useGrouping": false]),
      ("fr-FR", -1234567.891, ["style": "currency", "currency": "EUR", "useGrouping": false]),
      ("de-CH", 1234567.891, ["style": "currency", "currency": "CHF", "useGrouping": false]),
      ("ar-EG", 1234567.891, ["style": "currency", "currency": "EGP", "useGrouping": false]),
      ("en-US", 1234567.891, ["style": "currency", "currency": "EUR"]),
    ] as [(String, Double, FormatOptions)])
  func currencyWithoutGrouping(_ locale: String, _ value: Double, _ options: FormatOptions)
    throws
  {
    let icu = try format(value, options, locale, .icu)
    let foundation = try format(value, options, locale, .foundation)
    #expect(foundation == icu)
  }

  private func format(
    _ value: Double,
    _ options: FormatOptions,
    _ locale: String,
    _ engine: FormattingEngineKind
  ) throws -> String {
    let recorder = IssueRecorder()
    let text = try MessagevisorFormatting.formatNumber(
      value, options: options, context: recorder.context(locale: locale, engine: engine))
    #expect(recorder.issues.isEmpty)
    return text
  }
}
