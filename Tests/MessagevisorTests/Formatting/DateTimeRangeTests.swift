import Foundation
import Testing

@testable import Messagevisor

@Suite struct DateTimeRangeTests {
  static let start = PortableISODate.parse("2026-05-12T08:30:45Z")!

  static let twoDays = 2 * 86_400.0
  static let dash = "\u{2009}–\u{2009}"

  static let ranges: [(FormatOptions, Double, String)] = [
    ([:], twoDays, "5/12/26, 8:30\u{202F}AM\u{2009}–\u{2009}5/14/26, 8:30\u{202F}AM"),
    (
      ["dateStyle": "full", "timeStyle": "short"], twoDays,
      "Tuesday, May 12, 2026 at 8:30\u{202F}AM\u{2009}–\u{2009}Thursday, May 14, 2026 at "
        + "8:30\u{202F}AM"
    ),
    (
      ["dateStyle": "long", "timeStyle": "medium"], twoDays,
      "May 12, 2026 at 8:30:45\u{202F}AM\u{2009}–\u{2009}May 14, 2026 at 8:30:45\u{202F}AM"
    ),
    ([:], 3_600, "5/12/26, 8:30\u{2009}–\u{2009}9:30\u{202F}AM"),
    (["timeZone": "Asia/Tokyo"], 3_600, "5/12/26, 5:30\u{2009}–\u{2009}6:30\u{202F}PM"),
  ]

  /// Field options, hour cycles, calendars and numbering systems are honoured through the
  /// interval formatter's template: each expectation is what the ICU engine prints for the
  /// same input. Locale, options, start, length in seconds, expected.
  static let fieldRanges: [(String, FormatOptions, String, Double, String)] = [
    (
      "en-US", ["year": "numeric", "month": "short", "day": "numeric", "hour": "numeric"],
      "2026-05-12T08:30:45Z", twoDays,
      "May 12, 2026 at 8\u{202F}AM\u{2009}–\u{2009}May 14, 2026 at 8\u{202F}AM"
    ),
    (
      "en-US", ["hour": "numeric", "minute": "2-digit"], "2026-05-12T08:30:45Z", 3_600,
      "8:30\u{2009}–\u{2009}9:30\u{202F}AM"
    ),
    (
      "en-US", ["hour": "numeric", "minute": "2-digit"], "2026-05-12T08:30:45Z", twoDays,
      "5/12/2026, 8:30\u{202F}AM\u{2009}–\u{2009}5/14/2026, 8:30\u{202F}AM"
    ),
    (
      "en-US", ["year": "numeric", "month": "short", "day": "numeric"],
      "2026-05-12T08:30:45Z", 3_600, "May 12, 2026"
    ),
    (
      "en-US", ["weekday": "long", "year": "numeric", "month": "long", "day": "numeric"],
      "2026-05-12T08:30:45Z", twoDays,
      "Tuesday, May 12\u{2009}–\u{2009}Thursday, May 14, 2026"
    ),
    (
      "en-US", ["hour": "numeric", "minute": "2-digit", "hour12": false],
      "2026-05-12T08:30:45Z", 3_600, "08:30\u{2009}–\u{2009}09:30"
    ),
    (
      "en-US", ["hour": "numeric", "minute": "2-digit", "hourCycle": "h11"],
      "2026-05-12T00:10:00Z", 2_100, "0:10\u{2009}–\u{2009}0:45\u{202F}AM"
    ),
    (
      "en-US", ["hour": "numeric", "minute": "2-digit", "hourCycle": "h24"],
      "2026-05-12T00:10:00Z", 5_700, "24:10\u{2009}–\u{2009}01:45"
    ),
    (
      "en-US", ["dateStyle": "short", "timeStyle": "short", "hour12": false],
      "2026-05-12T08:30:45Z", 3_600, "5/12/26, 08:30\u{2009}–\u{2009}09:30"
    ),
    (
      "en-US", ["dateStyle": "medium", "timeStyle": "short", "hourCycle": "h24"],
      "2026-05-12T00:10:00Z", 5_700, "May 12, 2026, 24:10\u{2009}–\u{2009}01:45"
    ),
    (
      "en-US", ["hour": "numeric", "dayPeriod": "long"], "2026-05-12T08:30:45Z", 3_600,
      "8\u{2009}–\u{2009}9 in the morning"
    ),
    (
      "en-US",
      ["hour": "numeric", "minute": "2-digit", "second": "2-digit", "fractionalSecondDigits": 2],
      "2026-05-12T08:30:45Z", 5, "8:30:45.00\u{202F}AM\u{2009}–\u{2009}8:30:50.00\u{202F}AM"
    ),
    (
      "en-US",
      [
        "hour": "numeric", "minute": "2-digit", "timeZoneName": "shortGeneric",
        "timeZone": "America/New_York",
      ],
      "2026-05-12T08:30:45Z", 3_600, "4:30\u{2009}–\u{2009}5:30\u{202F}AM ET"
    ),
    (
      "en-US", ["year": "numeric", "month": "short", "day": "numeric", "calendar": "buddhist"],
      "2026-05-12T08:30:45Z", twoDays, "May 12\u{2009}–\u{2009}14, 2569 BE"
    ),
    (
      "en-US",
      ["year": "numeric", "month": "numeric", "day": "numeric", "numberingSystem": "arab"],
      "2026-05-12T08:30:45Z", twoDays, "٥/١٢/٢٠٢٦\u{2009}–\u{2009}٥/١٤/٢٠٢٦"
    ),
    (
      "ja-JP", ["hour": "numeric", "minute": "2-digit", "hour12": true],
      "2026-05-12T08:30:45Z", 3_600, "午前8時30分～9時30分"
    ),
    (
      "de-DE", ["hour": "numeric", "minute": "2-digit"], "2026-05-12T08:30:45Z", 3_600,
      "08:30–09:30 Uhr"
    ),
    ("en-US", ["era": "short"], "2026-05-12T08:30:45Z", 3_600, "5/12/2026 AD"),
  ]

  /// Start and end as seconds since 1970 (a NaN `Date` cannot even describe itself).
  static let invalidInputs: [(Double, Double, FormatOptions, String)] = [
    (.nan, 0, [:], "Date must be finite"),
    (0, .infinity, [:], "Date must be finite"),
    (0, 0, ["timeZone": "Nowhere/Land"], "Unknown time zone: Nowhere/Land"),
    (.nan, 0, ["timeZone": "Nowhere/Land"], "Unknown time zone: Nowhere/Land"),
  ]

  /// Foundation's output, so pinned to the Foundation engine (ICU: `ICUDateRangeTests`).
  @Test(arguments: ranges)
  func formatsRanges(_ options: FormatOptions, _ length: Double, _ expected: String) throws {
    let recorder = IssueRecorder()
    let text = try MessagevisorFormatting.formatDateTimeRange(
      Self.start,
      Self.start.addingTimeInterval(length),
      options: options,
      context: recorder.context(engine: .foundation)
    )
    #expect(text == expected)
    #expect(recorder.issues.isEmpty)
  }

  /// Foundation's output, so pinned to the Foundation engine (ICU: `ICUDateRangeTests`).
  @Test(arguments: fieldRanges)
  func formatsFieldRanges(
    _ locale: String,
    _ options: FormatOptions,
    _ start: String,
    _ length: Double,
    _ expected: String
  ) throws {
    let recorder = IssueRecorder()
    let from = try #require(PortableISODate.parse(start))
    let text = try MessagevisorFormatting.formatDateTimeRange(
      from,
      from.addingTimeInterval(length),
      options: options,
      context: recorder.context(locale: locale, engine: .foundation)
    )
    #expect(text == expected)
    #expect(recorder.issues.isEmpty)
  }

  /// The same dates and styles as a plain interval formatter in the context zone.
  @Test func matchesNativeIntervalFormatter() throws {
    let end = Self.start.addingTimeInterval(90_000)
    let native = DateIntervalFormatter()
    native.locale = Locale(identifier: "en-GB")
    native.timeZone = TimeZone(identifier: "Pacific/Honolulu")
    native.dateStyle = .short
    native.timeStyle = .short
    let text = try MessagevisorFormatting.formatDateTimeRange(
      Self.start,
      end,
      options: ["dateStyle": "short", "timeStyle": "short"],
      context: IssueRecorder().context(locale: "en-GB", timeZone: "Pacific/Honolulu")
    )
    #expect(text == native.string(from: Self.start, to: end))
  }

  @Test(arguments: invalidInputs)
  func invalidInputsReportThenThrow(
    _ start: Double,
    _ end: Double,
    _ options: FormatOptions,
    _ reason: String
  ) {
    let recorder = IssueRecorder()
    #expect(throws: MessagevisorError(reason)) {
      try MessagevisorFormatting.formatDateTimeRange(
        Date(timeIntervalSince1970: start),
        Date(timeIntervalSince1970: end),
        options: options,
        context: recorder.context()
      )
    }
    let expected = FormattingIssue(
      kind: .invalidFormat,
      message: "Invalid format options",
      details: ["locale": "en-US", "type": "dateTimeRange", "options": .object(options)],
      reason: reason
    )
    #expect(recorder.issues == [expected])
  }
}
