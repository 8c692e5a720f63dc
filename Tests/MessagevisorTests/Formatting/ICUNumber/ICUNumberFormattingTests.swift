import Foundation
import Testing

@testable import Messagevisor

/// The ICU engine's `formatNumber` against Node 24 (`Intl.NumberFormat`), on Linux.
@Suite(.enabled(if: FormattingEngineKind.platformDefault == .icu))
struct ICUNumberFormattingTests {
  private func format(_ testCase: ICUNumberCase, recorder: IssueRecorder) throws -> String {
    try MessagevisorFormatting.formatNumber(
      testCase.value,
      options: testCase.options,
      context: recorder.context(locale: testCase.locale, engine: .icu)
    )
  }

  @Test("Styles, currencies, units and notations", arguments: icuNumberStyleCases)
  func styles(_ testCase: ICUNumberCase) throws {
    let recorder = IssueRecorder()
    #expect(try format(testCase, recorder: recorder) == testCase.expected)
    #expect(recorder.issues.isEmpty)
  }

  @Test(
    "Signs, grouping, rounding modes, increments, priorities and digits",
    arguments: icuNumberRoundingCases)
  func rounding(_ testCase: ICUNumberCase) throws {
    let recorder = IssueRecorder()
    #expect(try format(testCase, recorder: recorder) == testCase.expected)
    #expect(recorder.issues.isEmpty)
  }

  @Test(
    "Numbering systems, RTL locales, -0, NaN, infinities and large values",
    arguments: icuNumberLocaleCases)
  func locales(_ testCase: ICUNumberCase) throws {
    let recorder = IssueRecorder()
    #expect(try format(testCase, recorder: recorder) == testCase.expected)
    #expect(recorder.issues.isEmpty)
  }

  /// `#` in a plural branch: the locale's default decimal (Node 24
  /// `new Intl.NumberFormat(locale).format(value)`).
  @Test(arguments: [
    (1234.5678, "en", "1,234.568"),
    (0.0625, "en", "0.063"),
    (2.5, "de", "2,5"),
    (-3, "en", "-3"),
    (7, "ar-EG", "٧"),
    (1234.5, "ar-EG", "١٬٢٣٤٫٥"),
    (1234, "es", "1234"),
    (42, "fa", "۴۲"),
    (1_000_000, "hi", "10,00,000"),
  ])
  func pluralNumber(_ value: Double, _ locale: String, _ expected: String) {
    let context = IssueRecorder().context(locale: locale, engine: .icu)
    #expect(MessagevisorFormatting.formatPluralNumber(value, context: context) == expected)
  }

  /// Warm calls hit the formatter cache; equivalent option dictionaries share one formatter.
  @Test func formattersAreCachedPerLocaleAndResolvedOptions() throws {
    let locale = "en-US-x-icunum"
    let context = IssueRecorder().context(locale: locale, engine: .icu)
    let same: [FormatOptions] = [
      ["style": "currency", "currency": "EUR"],
      ["style": "currency", "currency": "eur", "currencyDisplay": "symbol"],
      ["style": "currency", "currency": "EUR", "roundingMode": "halfExpand", "formatMatcher": 1],
      ["style": "currency", "currency": "EUR", "minimumFractionDigits": 2],
    ]
    _ = try MessagevisorFormatting.formatNumber(1, options: same[0], context: context)
    let warm = FormatterStatistics.constructions(label: locale)
    for round in 0..<20 {
      for options in same {
        let text = try MessagevisorFormatting.formatNumber(
          Double(round), options: options, context: context)
        #expect(text == "€\(round).00")
      }
    }
    #expect(FormatterStatistics.constructions(label: locale) == warm)
  }

  /// The formatter kept for options as given belongs to their locale and fallback currency:
  /// the same dictionary in turn with other ones prints for each.
  @Test func optionsAsGivenAreKeptPerLocaleAndFallbackCurrency() throws {
    let options: FormatOptions = ["style": "currency", "maximumFractionDigits": 1]
    let calls: [(locale: String, currency: String?, expected: String)] = [
      ("en-US", "EUR", "€2.5"), ("en-US", "JPY", "¥2.5"), ("en-US", nil, "$2.5"),
      ("de-DE", "EUR", "2,5\u{A0}€"), ("en-US", "EUR", "€2.5"),
    ]
    for _ in 0..<2 {
      for call in calls {
        let context = IssueRecorder().context(
          locale: call.locale, currency: call.currency, engine: .icu)
        let text = try MessagevisorFormatting.formatNumber(2.5, options: options, context: context)
        #expect(text == call.expected, "\(call)")
      }
    }
  }

  /// Options the Intl reader refuses are not kept: every call reports and throws.
  @Test func refusedOptionsReportOnEveryCall() {
    let options: FormatOptions = ["roundingIncrement": 5]
    for _ in 0..<3 {
      let recorder = IssueRecorder()
      #expect(throws: MessagevisorError.self) {
        try MessagevisorFormatting.formatNumber(
          1, options: options, context: recorder.context(engine: .icu))
      }
      #expect(recorder.issues.map(\.kind) == [.invalidFormat])
    }
  }

  /// One cached formatter serves many threads at once with the same output.
  @Test func concurrentFormattingAgrees() async throws {
    let context = IssueRecorder().context(locale: "de-DE", engine: .icu)
    let options: FormatOptions = ["style": "unit", "unit": "kilometer-per-hour"]
    let results = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<64 {
        group.addTask {
          try MessagevisorFormatting.formatNumber(1234.5, options: options, context: context)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 64)
    #expect(Set(results) == ["1.234,5 km/h"])
  }
}
