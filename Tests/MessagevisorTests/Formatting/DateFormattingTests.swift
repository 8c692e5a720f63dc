import Foundation
import Testing

@testable import Messagevisor

/// One date or time expectation (zone UTC unless the options say otherwise).
struct DateCase: CustomTestStringConvertible, Sendable {
  let name: String
  let options: FormatOptions
  var kind: DateFormatKind = .date
  var instant = "2026-05-12T08:30:45.678Z"
  var locale = "en-US"
  let expected: String

  var testDescription: String { name }
}

@Suite struct DateFormattingTests {
  static let dateCases: [DateCase] = [
    DateCase(name: "bare date", options: [:], expected: "5/12/2026"),
    DateCase(name: "full style", options: ["dateStyle": "full"], expected: "Tuesday, May 12, 2026"),
    DateCase(name: "long style", options: ["dateStyle": "long"], expected: "May 12, 2026"),
    DateCase(name: "medium style", options: ["dateStyle": "medium"], expected: "May 12, 2026"),
    DateCase(name: "short style", options: ["dateStyle": "short"], expected: "5/12/26"),
    DateCase(
      name: "short fields", options: ["year": "2-digit", "month": "numeric", "day": "numeric"],
      expected: "5/12/26"),
    DateCase(
      name: "numeric fields", options: ["year": "numeric", "month": "2-digit", "day": "2-digit"],
      expected: "05/12/2026"),
    DateCase(
      name: "weekday long",
      options: ["weekday": "long", "year": "numeric", "month": "long", "day": "numeric"],
      expected: "Tuesday, May 12, 2026"),
    DateCase(
      name: "weekday short",
      options: ["weekday": "short", "year": "numeric", "month": "short", "day": "numeric"],
      expected: "Tue, May 12, 2026"),
    DateCase(
      name: "weekday narrow",
      options: ["weekday": "narrow", "year": "numeric", "month": "narrow", "day": "numeric"],
      expected: "T, M 12, 2026"),
    DateCase(
      name: "era long",
      options: ["era": "long", "year": "numeric", "month": "long", "day": "numeric"],
      expected: "May 12, 2026 Anno Domini"),
    DateCase(
      name: "era short",
      options: ["era": "short", "year": "numeric", "month": "short", "day": "numeric"],
      expected: "May 12, 2026 AD"),
    DateCase(
      name: "era narrow",
      options: ["era": "narrow", "year": "numeric", "month": "short", "day": "numeric"],
      expected: "May 12, 2026 A"),
    DateCase(
      name: "arabic digits",
      options: [
        "year": "numeric", "month": "2-digit", "day": "2-digit", "numberingSystem": "arab",
      ], expected: "٠٥/١٢/٢٠٢٦"),
    DateCase(
      name: "buddhist calendar",
      options: ["year": "numeric", "month": "long", "day": "numeric", "calendar": "buddhist"],
      expected: "May 12, 2569 BE"),
    DateCase(
      name: "japanese era",
      options: [
        "era": "short", "year": "numeric", "month": "long", "day": "numeric",
        "calendar": "japanese",
      ], expected: "May 12, Reiwa 8"),
    DateCase(
      name: "format matcher ignored",
      options: ["year": "numeric", "month": "short", "day": "numeric", "formatMatcher": "basic"],
      expected: "May 12, 2026"),
    DateCase(name: "year only", options: ["year": "numeric"], expected: "2026"),
    DateCase(
      name: "era alone adds the default date", options: ["era": "long"],
      expected: "5/12/2026 Anno Domini"),
    DateCase(
      name: "zone name alone adds the default date",
      options: ["timeZoneName": "short", "timeZone": "America/New_York"],
      expected: "5/12/2026, EDT"),
    DateCase(
      name: "de-DE long", options: ["year": "numeric", "month": "long", "day": "numeric"],
      locale: "de-DE", expected: "12. Mai 2026"),
  ]

  static let timeCases: [DateCase] = [
    DateCase(
      name: "bare time shows seconds", options: [:], kind: .time, expected: "8:30:45\u{202F}AM"),
    DateCase(
      name: "bare time de-DE", options: [:], kind: .time, locale: "de-DE", expected: "08:30:45"),
    DateCase(
      name: "full time style", options: ["timeStyle": "full"], kind: .time,
      expected: "8:30:45\u{202F}AM Greenwich Mean Time"),
    DateCase(
      name: "long time style", options: ["timeStyle": "long"], kind: .time,
      expected: "8:30:45\u{202F}AM GMT"),
    DateCase(
      name: "short time style", options: ["timeStyle": "short"], kind: .time,
      expected: "8:30\u{202F}AM"),
    DateCase(
      name: "short style with hour12 false", options: ["timeStyle": "short", "hour12": false],
      kind: .time, expected: "08:30"),
    DateCase(
      name: "date and time styles with h23",
      options: ["dateStyle": "medium", "timeStyle": "short", "hourCycle": "h23"], kind: .time,
      expected: "May 12, 2026 at 08:30"),
    DateCase(
      name: "de-DE short style with hour12 true", options: ["timeStyle": "short", "hour12": true],
      kind: .time, locale: "de-DE", expected: "8:30\u{202F}AM"),
    DateCase(
      name: "hour and minute", options: ["hour": "numeric", "minute": "2-digit"], kind: .time,
      expected: "8:30\u{202F}AM"),
    DateCase(
      name: "fractional seconds 1",
      options: [
        "hour": "numeric", "minute": "2-digit", "second": "2-digit", "fractionalSecondDigits": 1,
      ], kind: .time, expected: "8:30:45.6\u{202F}AM"),
    DateCase(
      name: "fractional seconds 3",
      options: [
        "hour": "numeric", "minute": "2-digit", "second": "2-digit", "fractionalSecondDigits": 3,
      ], kind: .time, expected: "8:30:45.678\u{202F}AM"),
    DateCase(
      name: "hour12 true", options: ["hour": "numeric", "minute": "2-digit", "hour12": true],
      kind: .time, expected: "8:30\u{202F}AM"),
    DateCase(
      name: "hour12 false", options: ["hour": "numeric", "minute": "2-digit", "hour12": false],
      kind: .time, expected: "08:30"),
    DateCase(
      name: "hourCycle h12 at midnight",
      options: ["hour": "2-digit", "minute": "2-digit", "hourCycle": "h12"], kind: .time,
      instant: "2026-05-12T00:30:45Z", expected: "12:30\u{202F}AM"),
    DateCase(
      name: "hourCycle h23 at midnight",
      options: ["hour": "2-digit", "minute": "2-digit", "hourCycle": "h23"], kind: .time,
      instant: "2026-05-12T00:30:45Z", expected: "00:30"),
    DateCase(
      name: "hour12 wins over hourCycle",
      options: ["hour": "numeric", "minute": "2-digit", "hour12": false, "hourCycle": "h12"],
      kind: .time, instant: "2026-05-12T13:05:00Z", expected: "13:05"),
    DateCase(
      name: "dayPeriod long at noon",
      options: ["hour": "numeric", "dayPeriod": "long", "hour12": true], kind: .time,
      instant: "2026-05-12T12:00:00Z", expected: "12 noon"),
    DateCase(
      name: "dayPeriod narrow at noon",
      options: ["hour": "numeric", "dayPeriod": "narrow", "hour12": true], kind: .time,
      instant: "2026-05-12T12:00:00Z", expected: "12 n"),
    DateCase(
      name: "dayPeriod in the evening", options: ["hour": "numeric", "dayPeriod": "long"],
      kind: .time, instant: "2026-05-12T19:00:00Z", expected: "7 in the evening"),
    DateCase(
      name: "dayPeriod in a 24-hour locale", options: ["hour": "numeric", "dayPeriod": "long"],
      kind: .time, instant: "2026-05-12T19:00:00Z", locale: "de-DE", expected: "19 Uhr"),
    DateCase(
      name: "hour12 alone uses AM/PM", options: ["hour": "numeric", "hour12": true], kind: .time,
      instant: "2026-05-12T19:00:00Z", expected: "7\u{202F}PM"),
    DateCase(
      name: "zone name short",
      options: ["hour": "numeric", "minute": "2-digit", "timeZoneName": "short"], kind: .time,
      expected: "8:30\u{202F}AM GMT"),
    DateCase(
      name: "zone name long",
      options: ["hour": "numeric", "minute": "2-digit", "timeZoneName": "long"], kind: .time,
      expected: "8:30\u{202F}AM Greenwich Mean Time"),
    DateCase(
      name: "zone name long generic in New York",
      options: [
        "hour": "numeric", "minute": "2-digit", "timeZoneName": "longGeneric",
        "timeZone": "America/New_York",
      ], kind: .time, expected: "4:30\u{202F}AM Eastern Time"),
    DateCase(
      name: "zone name short generic in New York",
      options: [
        "hour": "numeric", "minute": "2-digit", "timeZoneName": "shortGeneric",
        "timeZone": "America/New_York",
      ], kind: .time, expected: "4:30\u{202F}AM ET"),
    DateCase(
      name: "zone name short offset in New York",
      options: [
        "hour": "numeric", "minute": "2-digit", "timeZoneName": "shortOffset",
        "timeZone": "America/New_York",
      ], kind: .time, expected: "4:30\u{202F}AM GMT-4"),
    DateCase(
      name: "zone name long offset in New York",
      options: [
        "hour": "numeric", "minute": "2-digit", "timeZoneName": "longOffset",
        "timeZone": "America/New_York",
      ], kind: .time, expected: "4:30\u{202F}AM GMT-04:00"),
    DateCase(
      name: "zone name short in New York",
      options: [
        "hour": "numeric", "minute": "2-digit", "timeZoneName": "short",
        "timeZone": "America/New_York",
      ], kind: .time, expected: "4:30\u{202F}AM EDT"),
    DateCase(
      name: "calendar keeps the option zone",
      options: [
        "hour": "numeric", "minute": "2-digit", "calendar": "japanese", "timeZone": "Asia/Tokyo",
      ], kind: .time, expected: "5:30\u{202F}PM"),
    DateCase(name: "hour only", options: ["hour": "numeric"], kind: .time, expected: "8\u{202F}AM"),
    // Linux Foundation names UTC "GMT" (decision D19); the ICU engine prints "UTC".
    DateCase(
      name: "zone name alone adds the default time", options: ["timeZoneName": "short"],
      kind: .time, expected: "8:30:45\u{202F}AM GMT"),
    DateCase(name: "minute only", options: ["minute": "numeric"], kind: .time, expected: "30"),
    DateCase(name: "second only", options: ["second": "numeric"], kind: .time, expected: "45"),
  ]

  /// Foundation's output, so pinned to the Foundation engine (ICU: `ICUDateFormattingTests`).
  @Test(arguments: dateCases + timeCases)
  func formats(_ testCase: DateCase) throws {
    let recorder = IssueRecorder()
    let date = try #require(PortableISODate.parse(testCase.instant))
    let text = try MessagevisorFormatting.formatDate(
      date,
      options: testCase.options,
      kind: testCase.kind,
      context: recorder.context(locale: testCase.locale, engine: .foundation)
    )
    #expect(text == testCase.expected)
    #expect(recorder.issues.isEmpty)
  }

  /// The public configuration function gives a plain `DateFormatter` the engine's output.
  @Test(arguments: dateCases + timeCases)
  func configuredFormatterMatchesEngine(_ testCase: DateCase) throws {
    let date = try #require(PortableISODate.parse(testCase.instant))
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: testCase.locale)
    formatter.timeZone = TimeZone(identifier: "UTC")
    configureMessagevisorDateFormatter(formatter, options: testCase.options, kind: testCase.kind)
    #expect(formatter.string(from: date) == testCase.expected)
  }
}
