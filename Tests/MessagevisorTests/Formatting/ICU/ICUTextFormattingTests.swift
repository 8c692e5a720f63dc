#if canImport(CMessagevisorICU)
  import Foundation
  import Testing

  @testable import Messagevisor

  /// The ICU engine's relative times, lists and display names against Node 24's
  /// `Intl.RelativeTimeFormat`, `Intl.ListFormat` and `Intl.DisplayNames`.
  @Suite struct ICUTextFormattingTests {
    /// Locale, value, unit, options, Node's output.
    static let relativeTimes: [(String, Double, Calendar.Component, FormatOptions, String)] = [
      ("en-US", -1, .day, ["numeric": "auto"], "yesterday"),
      ("en-US", -1, .day, ["numeric": "always"], "1 day ago"),
      ("en-US", 1, .day, ["numeric": "auto"], "tomorrow"),
      ("en-US", 0, .day, ["numeric": "auto"], "today"),
      ("en-US", -1, .day, [:], "1 day ago"),
      ("en-US", 1.5, .hour, [:], "in 1.5 hours"),
      ("en-US", 90, .second, [:], "in 90 seconds"),
      ("en-US", 2, .hour, ["style": "short"], "in 2 hr."),
      ("en-US", -3, .month, ["style": "narrow"], "3mo ago"),
      ("en-US", 1, .weekOfYear, ["numeric": "auto"], "next week"),
      ("en-US", -2, .year, [:], "2 years ago"),
      ("en-US", 1, .quarter, [:], "in 1 quarter"),
      ("de-DE", -1, .day, ["numeric": "auto"], "gestern"),
      ("de-DE", -2, .day, ["numeric": "auto"], "vorgestern"),
      ("de-DE", 5, .minute, ["style": "short"], "in 5 Min."),
      ("es-ES", 1, .day, ["numeric": "auto"], "ma\u{F1}ana"),
      ("ar-EG", 3, .day, [:], "\u{62E}\u{644}\u{627}\u{644} \u{663} \u{623}\u{64A}\u{627}\u{645}"),
      ("en-US", -5, .minute, ["numeric": "auto", "style": "long"], "5 minutes ago"),
    ]

    /// Locale, items, options, Node's output.
    static let lists: [(String, [String], FormatOptions, String)] = [
      ("en-US", ["A", "B", "C"], [:], "A, B, and C"),
      ("en-US", ["A", "B", "C"], ["type": "disjunction"], "A, B, or C"),
      ("en-US", ["A", "B", "C"], ["type": "unit"], "A, B, C"),
      ("en-US", ["A", "B", "C"], ["type": "unit", "style": "narrow"], "A B C"),
      ("en-US", ["A", "B", "C"], ["type": "unit", "style": "short"], "A, B, C"),
      ("en-US", ["A", "B", "C"], ["style": "short"], "A, B, & C"),
      ("en-US", ["A", "B", "C"], ["style": "narrow"], "A, B, C"),
      ("en-US", ["A", "B"], ["type": "disjunction"], "A or B"),
      ("de-DE", ["A", "B", "C"], [:], "A, B und C"),
      ("de-DE", ["A", "B", "C"], ["type": "disjunction"], "A, B oder C"),
      ("es-ES", ["A", "B"], [:], "A y B"),
      ("en-US", [], [:], ""),
      ("en-US", ["A"], [:], "A"),
      ("ja-JP", ["A", "B", "C"], [:], "A\u{3001}B\u{3001}C"),
    ]

    /// Display locale, code, options, Node's output (nil: `undefined`).
    static let names: [(String, String, FormatOptions, String?)] = [
      ("en", "nl-BE", ["type": "language"], "Flemish"),
      ("en", "nl-BE", ["type": "language", "languageDisplay": "standard"], "Dutch (Belgium)"),
      ("en", "en-US", ["type": "language", "style": "short"], "US English"),
      ("en", "en-US", ["type": "language"], "American English"),
      ("de", "fr", ["type": "language"], "Franz\u{F6}sisch"),
      ("en", "DE", ["type": "region"], "Germany"),
      ("en", "US", ["type": "region", "style": "short"], "US"),
      ("de", "NL", ["type": "region"], "Niederlande"),
      ("en", "Latn", ["type": "script"], "Latin"),
      ("en", "EUR", ["type": "currency"], "Euro"),
      ("en", "USD", ["type": "currency", "style": "short"], "US Dollar"),
      ("en", "JPY", ["type": "currency", "style": "narrow"], "Japanese Yen"),
      ("de", "EUR", ["type": "currency"], "Euro"),
      ("en", "gregory", ["type": "calendar"], "Gregorian Calendar"),
      ("en", "islamic", ["type": "calendar"], "Hijri Calendar"),
      ("en", "month", ["type": "dateTimeField"], "month"),
      ("en", "weekday", ["type": "dateTimeField", "style": "short"], "day of wk."),
      ("de", "year", ["type": "dateTimeField"], "Jahr"),
      ("en", "XY", ["type": "region", "fallback": "none"], nil),
      ("en", "XY", ["type": "region"], "XY"),
      ("en", "QQQ", ["type": "currency", "fallback": "none"], nil),
      ("en", "QQQ", ["type": "currency"], "QQQ"),
    ]

    @Test(arguments: relativeTimes)
    func relativeTime(
      _ locale: String, _ value: Double, _ unit: Calendar.Component, _ options: FormatOptions,
      _ expected: String
    ) throws {
      let recorder = IssueRecorder()
      let text = try MessagevisorFormatting.formatRelativeTime(
        value, unit: unit, options: options,
        context: recorder.context(locale: locale, engine: .icu))
      #expect(text == expected)
      #expect(recorder.issues.isEmpty)
    }

    @Test(arguments: [Double.nan, .infinity, 2e14])
    func relativeTimeRefusesNonFiniteAndHugeValues(_ value: Double) {
      let recorder = IssueRecorder()
      #expect(throws: MessagevisorError.self) {
        try MessagevisorFormatting.formatRelativeTime(
          value, unit: .second, options: [:], context: recorder.context(engine: .icu))
      }
      #expect(recorder.issues.map(\.kind) == [.invalidFormat])
    }

    @Test(arguments: lists)
    func list(_ locale: String, _ items: [String], _ options: FormatOptions, _ expected: String) {
      let recorder = IssueRecorder()
      let text = MessagevisorFormatting.formatList(
        items, options: options, context: recorder.context(locale: locale, engine: .icu))
      #expect(text == expected)
      #expect(recorder.issues.isEmpty)
    }

    @Test func unknownListOptionIsReportedAndDefaulted() {
      let recorder = IssueRecorder()
      let text = MessagevisorFormatting.formatList(
        ["A", "B"], options: ["type": "either", "style": "narrow"],
        context: recorder.context(engine: .icu))
      #expect(text == "A, B")
      #expect(recorder.issues.map(\.kind) == [.unsupportedFormatter])
      #expect(recorder.issues.map { $0.details["option"] } == ["type"])
    }

    @Test(arguments: names)
    func displayName(
      _ locale: String, _ code: String, _ options: FormatOptions, _ expected: String?
    ) {
      let recorder = IssueRecorder()
      let name = MessagevisorFormatting.formatDisplayName(
        code, options: options, context: recorder.context(locale: locale, engine: .icu))
      #expect(name == expected)
      #expect(recorder.issues.isEmpty)
    }
  }
#endif
