import Foundation
import Testing

@testable import Messagevisor

@Suite struct DateZoneAndIssueTests {
  static let instant = PortableISODate.parse("2026-01-01T00:30:00Z")!
  static let datePreset: FormatOptions = ["year": "numeric", "month": "2-digit", "day": "2-digit"]
  static let timePreset: FormatOptions = ["hour": "numeric", "minute": "numeric"]

  /// Option zone beats context zone; without an option the context zone applies.
  static let precedence: [(FormatOptions, String, String, String)] = [
    ([:], "Pacific/Honolulu", "12/31/2025", "2:30\u{202F}PM"),
    (["timeZone": "UTC"], "Pacific/Honolulu", "01/01/2026", "12:30\u{202F}AM"),
    (["timeZone": "Asia/Tokyo"], "Pacific/Honolulu", "01/01/2026", "9:30\u{202F}AM"),
    (["timeZone": .null], "Asia/Tokyo", "01/01/2026", "9:30\u{202F}AM"),
  ]

  @Test(arguments: precedence)
  func timeZonePrecedence(
    _ zoneOption: FormatOptions,
    _ contextZone: String,
    _ expectedDate: String,
    _ expectedTime: String
  ) throws {
    let context = IssueRecorder().context(timeZone: contextZone)
    let dateOptions = Self.datePreset.merging(zoneOption) { _, new in new }
    let timeOptions = Self.timePreset.merging(zoneOption) { _, new in new }
    let date = try MessagevisorFormatting.formatDate(
      Self.instant,
      options: dateOptions,
      kind: .date,
      context: context
    )
    let time = try MessagevisorFormatting.formatDate(
      Self.instant,
      options: timeOptions,
      kind: .time,
      context: context
    )
    #expect(date == expectedDate)
    #expect(time == expectedTime)
  }

  /// Europe/Amsterdam switches to summer time at 01:00Z on 2026-03-29.
  @Test(arguments: [
    ("2026-03-29T00:30:00Z", "1:30:00\u{202F}AM"),
    ("2026-03-29T01:30:00Z", "3:30:00\u{202F}AM"),
  ])
  func daylightSavingTransition(_ instant: String, _ expected: String) throws {
    let date = try #require(PortableISODate.parse(instant))
    let context = IssueRecorder().context(timeZone: "Europe/Amsterdam")
    let text = try MessagevisorFormatting.formatDate(
      date, options: [:], kind: .time, context: context)
    #expect(text == expected)
  }

  static let unknownZones: [(FormatOptions, String, String)] = [
    (["timeZone": "Nowhere/Land"], "UTC", "Unknown time zone: Nowhere/Land"),
    ([:], "Mars/Olympus", "Unknown time zone: Mars/Olympus"),
    (["timeZone": 5], "UTC", "Unknown time zone: 5"),
    (["timeZone": "utc"], "UTC", "Unknown time zone: utc"),
  ]

  @Test(arguments: unknownZones)
  func unknownZoneReportsThenThrows(
    _ options: FormatOptions,
    _ contextZone: String,
    _ reason: String
  ) {
    for kind in [DateFormatKind.date, .time] {
      let recorder = IssueRecorder()
      #expect(throws: MessagevisorError(reason)) {
        try MessagevisorFormatting.formatDate(
          Self.instant,
          options: options,
          kind: kind,
          context: recorder.context(timeZone: contextZone)
        )
      }
      let expected = FormattingIssue(
        kind: .invalidFormat,
        message: "Invalid format options",
        details: ["locale": "en-US", "type": .string(kind.rawValue), "options": .object(options)],
        reason: reason
      )
      #expect(recorder.issues == [expected])
    }
  }

  @Test(arguments: [DateFormatKind.date, .time])
  func nonFiniteDateReportsThenThrows(_ kind: DateFormatKind) {
    let recorder = IssueRecorder()
    let date = Date(timeIntervalSince1970: .nan)
    #expect(throws: MessagevisorError("Date must be finite")) {
      try MessagevisorFormatting.formatDate(
        date,
        options: Self.datePreset,
        kind: kind,
        context: recorder.context()
      )
    }
    #expect(recorder.issues.map(\.reason) == ["Date must be finite"])
    #expect(recorder.issues.first?.details["type"] == .string(kind.rawValue))
  }

  static let skeletons: [(String, DateFormatKind, String, String)] = [
    ("yyyyMMdd", .date, "UTC", "01/01/2026"),
    ("yyyyMMdd", .date, "Pacific/Honolulu", "12/31/2025"),
    ("jmm", .time, "Asia/Tokyo", "9:30\u{202F}AM"),
    ("", .time, "UTC", "12:30:00\u{202F}AM"),
    ("", .date, "UTC", "1/1/2026"),
    ("MMMMd", .date, "UTC", "January 1"),
  ]

  @Test(arguments: skeletons)
  func skeletonUsesContextZone(
    _ skeleton: String,
    _ kind: DateFormatKind,
    _ zone: String,
    _ expected: String
  ) throws {
    let context = IssueRecorder().context(timeZone: zone)
    let text = try MessagevisorFormatting.formatDate(
      Self.instant,
      skeleton: skeleton,
      kind: kind,
      context: context
    )
    #expect(text == expected)
  }

  @Test func skeletonWithoutKindIsADate() throws {
    let recorder = IssueRecorder()
    let text = try MessagevisorFormatting.formatDate(
      Self.instant,
      skeleton: "yMMMd",
      context: recorder.context()
    )
    #expect(text == "Jan 1, 2026")
    #expect(throws: MessagevisorError("Date must be finite")) {
      try MessagevisorFormatting.formatDate(
        Date(timeIntervalSince1970: .infinity),
        skeleton: "yMMMd",
        context: recorder.context()
      )
    }
    #expect(recorder.issues.first?.details["type"] == "date")
  }
}
