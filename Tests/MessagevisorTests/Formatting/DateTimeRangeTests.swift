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
      "Tuesday, May 12, 2026 at 8:30\u{202F}AM\u{2009}–\u{2009}Thursday, May 14, 2026 at 8:30\u{202F}AM"
    ),
    (
      ["dateStyle": "long", "timeStyle": "medium"], twoDays,
      "May 12, 2026 at 8:30:45\u{202F}AM\u{2009}–\u{2009}May 14, 2026 at 8:30:45\u{202F}AM"
    ),
    (
      ["year": "numeric", "month": "short", "day": "numeric", "hour": "numeric"], twoDays,
      "5/12/26, 8:30\u{202F}AM\u{2009}–\u{2009}5/14/26, 8:30\u{202F}AM"
    ),
    ([:], 3_600, "5/12/26, 8:30\u{2009}–\u{2009}9:30\u{202F}AM"),
    (["timeZone": "Asia/Tokyo"], 3_600, "5/12/26, 5:30\u{2009}–\u{2009}6:30\u{202F}PM"),
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
