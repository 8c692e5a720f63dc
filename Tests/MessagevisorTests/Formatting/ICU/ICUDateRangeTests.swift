#if canImport(CMessagevisorICU)
  import Foundation
  import Testing

  @testable import Messagevisor

  /// The ICU engine's date-time ranges against `Intl.DateTimeFormat.formatRange` in Node 24.
  @Suite struct ICUDateRangeTests {
    static let start = PortableISODate.parse("2026-05-12T08:30:45Z")!

    /// Locale, options, range length in seconds, Node's output.
    static let ranges: [(String, FormatOptions, Double, String)] = [
      ("en-US", ["timeZone": "UTC"], 172800, "5/12/2026\u{2009}\u{2013}\u{2009}5/14/2026"),
      (
        "en-US", ["timeZone": "UTC", "hour": "numeric", "minute": "2-digit"], 3600,
        "8:30\u{2009}\u{2013}\u{2009}9:30\u{202F}AM"
      ),
      (
        "en-US", ["timeZone": "UTC", "dateStyle": "medium", "timeStyle": "short"], 3600,
        "May 12, 2026, 8:30\u{2009}\u{2013}\u{2009}9:30\u{202F}AM"
      ),
      (
        "en-US", ["timeZone": "UTC", "dateStyle": "long"], 3_456_000,
        "May 12\u{2009}\u{2013}\u{2009}June 21, 2026"
      ),
      (
        "de-DE", ["timeZone": "UTC", "year": "numeric", "month": "short", "day": "numeric"], 172800,
        "12.\u{2013}14. Mai 2026"
      ),
      (
        "en-US", ["timeZone": "UTC", "hour": "numeric", "minute": "2-digit", "hourCycle": "h23"],
        3600, "08:30\u{2009}\u{2013}\u{2009}09:30"
      ),
      // CLDR 46 en-GB "Hm" interval: "HH:mm\u{2009}\u{2013}\u{2009}HH:mm" (Node, CLDR 48: no
      // spaces).
      (
        "en-GB", ["timeZone": "Asia/Tokyo", "hour": "numeric", "minute": "2-digit"], 3600,
        "17:30\u{2009}\u{2013}\u{2009}18:30"
      ),
      (
        "en-US", ["timeZone": "UTC", "year": "numeric", "month": "short", "day": "numeric"], 0,
        "May 12, 2026"
      ),
      (
        "ja-JP", ["timeZone": "UTC", "month": "long", "day": "numeric"], 259200,
        "05/12\u{FF5E}05/15"
      ),
    ]

    @Test(arguments: ranges)
    func formatsRanges(
      _ locale: String, _ options: FormatOptions, _ length: Double, _ expected: String
    ) throws {
      let recorder = IssueRecorder()
      let text = try MessagevisorFormatting.formatDateTimeRange(
        Self.start,
        Self.start.addingTimeInterval(length),
        options: options,
        context: recorder.context(locale: locale, engine: .icu)
      )
      #expect(ICUTestText.spaced(text) == ICUTestText.spaced(expected))
      #expect(recorder.issues.isEmpty)
    }

    /// Locale, options, range length in seconds, Node's output: both instants in the same
    /// displayed period, so the range is the start formatted with the style's own pattern
    /// (ICU's interval formatter alone prints `2026/5/12火曜日` for the first).
    static let singleDateRanges: [(String, FormatOptions, Double, String)] = [
      // CLDR 46 ja full date: "y年M月d日 EEEE" (Node, CLDR 48: "2026年5月12日火曜日").
      ("ja-JP", ["timeZone": "UTC", "dateStyle": "full"], 7200, "2026年5月12日 火曜日"),
      (
        "ja-JP", ["timeZone": "UTC", "dateStyle": "long", "timeStyle": "medium"], 0,
        "2026年5月12日 8:30:45"
      ),
      ("en-US", ["timeZone": "UTC", "dateStyle": "full"], 7200, "Tuesday, May 12, 2026"),
    ]

    @Test(arguments: singleDateRanges)
    func rangeWithinOnePeriodIsTheDate(
      _ locale: String, _ options: FormatOptions, _ length: Double, _ expected: String
    ) throws {
      let recorder = IssueRecorder()
      let context = recorder.context(locale: locale, engine: .icu)
      let text = try MessagevisorFormatting.formatDateTimeRange(
        Self.start, Self.start.addingTimeInterval(length), options: options, context: context)
      let date = try MessagevisorFormatting.formatDate(
        Self.start, options: options, kind: .date, context: context)
      #expect(ICUTestText.spaced(text) == ICUTestText.spaced(expected))
      #expect(text == date)
      #expect(recorder.issues.isEmpty)
    }

    @Test func unknownZoneIsInvalid() {
      let recorder = IssueRecorder()
      #expect(throws: MessagevisorError.self) {
        try MessagevisorFormatting.formatDateTimeRange(
          Self.start, Self.start, options: ["timeZone": "Nowhere/Land"],
          context: recorder.context(engine: .icu))
      }
      #expect(recorder.issues.map(\.reason) == ["Unknown time zone: Nowhere/Land"])
    }
  }
#endif
