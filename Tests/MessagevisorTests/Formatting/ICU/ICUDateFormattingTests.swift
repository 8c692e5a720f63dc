#if canImport(CMessagevisorICU)
  import Foundation
  import Testing

  @testable import Messagevisor

  /// One date or time formatted by the ICU engine, with Node 24's output.
  struct ICUDateCase: CustomTestStringConvertible, Sendable {
    let name: String
    let locale: String
    let options: FormatOptions
    let kind: DateFormatKind
    let instant: String
    let expected: String

    init(
      _ name: String, _ locale: String, _ options: FormatOptions, kind: DateFormatKind,
      at instant: String, _ expected: String
    ) {
      self.name = name
      self.locale = locale
      self.options = options
      self.kind = kind
      self.instant = instant
      self.expected = expected
    }

    var testDescription: String { name }
  }

  /// The ICU engine's dates and times against `Intl.DateTimeFormat` in Node 24.
  ///
  /// Expectations are Node's output except where ICU 76 / CLDR 46 data differs (noted per
  /// case). V8 prints U+0020 where ICU writes U+202F before a day period, so the comparison
  /// treats those two as equal (like `--normalizeSpaces`, D15).
  @Suite struct ICUDateFormattingTests {
    static let cases: [ICUDateCase] = [
      ICUDateCase(
        "en-US h11 at 00:30", "en-US",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h11", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "0:30 AM"),
      ICUDateCase(
        "en-US h11 at 12:00", "en-US",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h11", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "0:00 PM"),
      ICUDateCase(
        "en-US h12 at 00:30", "en-US",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h12", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "12:30 AM"),
      ICUDateCase(
        "en-US h12 at 12:00", "en-US",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h12", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12:00 PM"),
      ICUDateCase(
        "en-US h23 at 00:30", "en-US",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h23", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "00:30"),
      ICUDateCase(
        "en-US h23 at 12:00", "en-US",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h23", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12:00"),
      ICUDateCase(
        "en-US h24 at 00:30", "en-US",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h24", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "24:30"),
      ICUDateCase(
        "en-US h24 at 12:00", "en-US",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h24", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12:00"),
      ICUDateCase(
        "de-DE h11 at 00:30", "de-DE",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h11", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "0:30 AM"),
      ICUDateCase(
        "de-DE h11 at 12:00", "de-DE",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h11", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "0:00 PM"),
      ICUDateCase(
        "de-DE h12 at 00:30", "de-DE",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h12", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "12:30 AM"),
      ICUDateCase(
        "de-DE h12 at 12:00", "de-DE",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h12", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12:00 PM"),
      ICUDateCase(
        "de-DE h23 at 00:30", "de-DE",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h23", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "0:30"),
      ICUDateCase(
        "de-DE h23 at 12:00", "de-DE",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h23", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12:00"),
      ICUDateCase(
        "de-DE h24 at 00:30", "de-DE",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h24", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "24:30"),
      ICUDateCase(
        "de-DE h24 at 12:00", "de-DE",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h24", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12:00"),
      ICUDateCase(
        "ja-JP h11 at 00:30", "ja-JP",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h11", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "\u{5348}\u{524D}0:30"),
      ICUDateCase(
        "ja-JP h11 at 12:00", "ja-JP",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h11", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "\u{5348}\u{5F8C}0:00"),
      ICUDateCase(
        "ja-JP h12 at 00:30", "ja-JP",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h12", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "\u{5348}\u{524D}12:30"),
      ICUDateCase(
        "ja-JP h12 at 12:00", "ja-JP",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h12", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "\u{5348}\u{5F8C}12:00"),
      ICUDateCase(
        "ja-JP h23 at 00:30", "ja-JP",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h23", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "0:30"),
      ICUDateCase(
        "ja-JP h23 at 12:00", "ja-JP",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h23", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12:00"),
      ICUDateCase(
        "ja-JP h24 at 00:30", "ja-JP",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h24", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "24:30"),
      ICUDateCase(
        "ja-JP h24 at 12:00", "ja-JP",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h24", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12:00"),
      ICUDateCase(
        "en-GB h11 at 00:30", "en-GB",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h11", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "0:30 am"),
      ICUDateCase(
        "en-GB h11 at 12:00", "en-GB",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h11", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "0:00 pm"),
      ICUDateCase(
        "en-GB h12 at 00:30", "en-GB",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h12", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "12:30 am"),
      ICUDateCase(
        "en-GB h12 at 12:00", "en-GB",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h12", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12:00 pm"),
      ICUDateCase(
        "en-GB h23 at 00:30", "en-GB",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h23", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "0:30"),
      ICUDateCase(
        "en-GB h23 at 12:00", "en-GB",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h23", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12:00"),
      ICUDateCase(
        "en-GB h24 at 00:30", "en-GB",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h24", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "24:30"),
      ICUDateCase(
        "en-GB h24 at 12:00", "en-GB",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h24", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12:00"),
      ICUDateCase(
        "en-US hour12 true at 00:30", "en-US",
        ["hour": "numeric", "minute": "2-digit", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "12:30 AM"),
      ICUDateCase(
        "en-US hour12 true at 13:05", "en-US",
        ["hour": "numeric", "minute": "2-digit", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T13:05:00Z", "1:05 PM"),
      ICUDateCase(
        "en-US hour12 false at 00:30", "en-US",
        ["hour": "numeric", "minute": "2-digit", "hour12": false, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "00:30"),
      ICUDateCase(
        "en-US hour12 false at 13:05", "en-US",
        ["hour": "numeric", "minute": "2-digit", "hour12": false, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T13:05:00Z", "13:05"),
      ICUDateCase(
        "de-DE hour12 true at 00:30", "de-DE",
        ["hour": "numeric", "minute": "2-digit", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "12:30 AM"),
      ICUDateCase(
        "de-DE hour12 true at 13:05", "de-DE",
        ["hour": "numeric", "minute": "2-digit", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T13:05:00Z", "1:05 PM"),
      ICUDateCase(
        "de-DE hour12 false at 00:30", "de-DE",
        ["hour": "numeric", "minute": "2-digit", "hour12": false, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "0:30"),
      ICUDateCase(
        "de-DE hour12 false at 13:05", "de-DE",
        ["hour": "numeric", "minute": "2-digit", "hour12": false, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T13:05:00Z", "13:05"),
      ICUDateCase(
        "ja-JP hour12 true at 00:30", "ja-JP",
        ["hour": "numeric", "minute": "2-digit", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "\u{5348}\u{524D}0:30"),
      ICUDateCase(
        "ja-JP hour12 true at 13:05", "ja-JP",
        ["hour": "numeric", "minute": "2-digit", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T13:05:00Z", "\u{5348}\u{5F8C}1:05"),
      ICUDateCase(
        "ja-JP hour12 false at 00:30", "ja-JP",
        ["hour": "numeric", "minute": "2-digit", "hour12": false, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "0:30"),
      ICUDateCase(
        "ja-JP hour12 false at 13:05", "ja-JP",
        ["hour": "numeric", "minute": "2-digit", "hour12": false, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T13:05:00Z", "13:05"),
      // CLDR 46 nl: "h:mm\u{202F}a" with AM/PM (Node, CLDR 48: "a.m."/"p.m.").
      ICUDateCase(
        "nl-NL hour12 true at 00:30", "nl-NL",
        ["hour": "numeric", "minute": "2-digit", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "12:30\u{202F}AM"),
      // CLDR 46 nl: "h:mm\u{202F}a" with AM/PM (Node, CLDR 48: "a.m."/"p.m.").
      ICUDateCase(
        "nl-NL hour12 true at 13:05", "nl-NL",
        ["hour": "numeric", "minute": "2-digit", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T13:05:00Z", "1:05\u{202F}PM"),
      ICUDateCase(
        "nl-NL hour12 false at 00:30", "nl-NL",
        ["hour": "numeric", "minute": "2-digit", "hour12": false, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "0:30"),
      ICUDateCase(
        "nl-NL hour12 false at 13:05", "nl-NL",
        ["hour": "numeric", "minute": "2-digit", "hour12": false, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T13:05:00Z", "13:05"),
      ICUDateCase(
        "hour12 wins over hourCycle", "en-US",
        [
          "hour": "2-digit", "minute": "2-digit", "hour12": true, "hourCycle": "h11",
          "timeZone": "UTC",
        ],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "12:30 AM"),
      ICUDateCase(
        "-u-hc-h23 in the locale", "en-US-u-hc-h23",
        ["hour": "numeric", "minute": "2-digit", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "00:30"),
      ICUDateCase(
        "hourCycle option wins over -u-hc-", "en-US-u-hc-h23",
        ["hour": "numeric", "minute": "2-digit", "hourCycle": "h11", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "0:30 AM"),
      ICUDateCase(
        "time style with h23", "en-US",
        ["timeStyle": "short", "hourCycle": "h23", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "00:30"),
      ICUDateCase(
        "time style with h11", "en-US",
        ["timeStyle": "medium", "hourCycle": "h11", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:30:45.678Z", "0:30:45 AM"),
      ICUDateCase(
        "de time style with hour12", "de-DE",
        ["timeStyle": "short", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "08:30 AM"),
      ICUDateCase(
        "en-US dayPeriod narrow at 08:00", "en-US",
        ["hour": "numeric", "dayPeriod": "narrow", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:00:00Z", "8 in the morning"),
      ICUDateCase(
        "en-US dayPeriod narrow at 12:00", "en-US",
        ["hour": "numeric", "dayPeriod": "narrow", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12 n"),
      ICUDateCase(
        "en-US dayPeriod narrow at 00:00", "en-US",
        ["hour": "numeric", "dayPeriod": "narrow", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:00:00Z", "12 in the morning"),
      ICUDateCase(
        "en-US dayPeriod narrow at 20:00", "en-US",
        ["hour": "numeric", "dayPeriod": "narrow", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T20:00:00Z", "8 in the evening"),
      ICUDateCase(
        "en-US dayPeriod short at 08:00", "en-US",
        ["hour": "numeric", "dayPeriod": "short", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:00:00Z", "8 in the morning"),
      ICUDateCase(
        "en-US dayPeriod short at 12:00", "en-US",
        ["hour": "numeric", "dayPeriod": "short", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12 noon"),
      ICUDateCase(
        "en-US dayPeriod short at 00:00", "en-US",
        ["hour": "numeric", "dayPeriod": "short", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:00:00Z", "12 in the morning"),
      ICUDateCase(
        "en-US dayPeriod short at 20:00", "en-US",
        ["hour": "numeric", "dayPeriod": "short", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T20:00:00Z", "8 in the evening"),
      ICUDateCase(
        "en-US dayPeriod long at 08:00", "en-US",
        ["hour": "numeric", "dayPeriod": "long", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:00:00Z", "8 in the morning"),
      ICUDateCase(
        "en-US dayPeriod long at 12:00", "en-US",
        ["hour": "numeric", "dayPeriod": "long", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12 noon"),
      ICUDateCase(
        "en-US dayPeriod long at 00:00", "en-US",
        ["hour": "numeric", "dayPeriod": "long", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T00:00:00Z", "12 in the morning"),
      ICUDateCase(
        "en-US dayPeriod long at 20:00", "en-US",
        ["hour": "numeric", "dayPeriod": "long", "hour12": true, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T20:00:00Z", "8 in the evening"),
      ICUDateCase(
        "dayPeriod alone", "en-US", ["dayPeriod": "long", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "in the morning"),
      ICUDateCase(
        "de dayPeriod without hour12", "de-DE",
        ["hour": "numeric", "dayPeriod": "long", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T12:00:00Z", "12 Uhr"),
      ICUDateCase(
        "zone short New York summer", "en-US",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "short",
          "timeZone": "America/New_York",
        ],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "4:30 AM EDT"),
      ICUDateCase(
        "zone short New York winter", "en-US",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "short",
          "timeZone": "America/New_York",
        ],
        kind: .time, at: "2026-01-15T13:00:00Z", "8:00 AM EST"),
      ICUDateCase(
        "zone short UTC", "en-US",
        ["hour": "numeric", "minute": "2-digit", "timeZoneName": "short", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "8:30 AM UTC"),
      ICUDateCase(
        "zone long New York summer", "en-US",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "long",
          "timeZone": "America/New_York",
        ],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "4:30 AM Eastern Daylight Time"),
      ICUDateCase(
        "zone long New York winter", "en-US",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "long",
          "timeZone": "America/New_York",
        ],
        kind: .time, at: "2026-01-15T13:00:00Z", "8:00 AM Eastern Standard Time"),
      ICUDateCase(
        "zone long UTC", "en-US",
        ["hour": "numeric", "minute": "2-digit", "timeZoneName": "long", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "8:30 AM Coordinated Universal Time"),
      ICUDateCase(
        "zone shortOffset New York summer", "en-US",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "shortOffset",
          "timeZone": "America/New_York",
        ],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "4:30 AM GMT-4"),
      ICUDateCase(
        "zone shortOffset New York winter", "en-US",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "shortOffset",
          "timeZone": "America/New_York",
        ],
        kind: .time, at: "2026-01-15T13:00:00Z", "8:00 AM GMT-5"),
      // ICU 76 writes a zero offset as the GMT zero format "GMT" (Node, ICU 78: "GMT+0").
      ICUDateCase(
        "zone shortOffset UTC", "en-US",
        ["hour": "numeric", "minute": "2-digit", "timeZoneName": "shortOffset", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "8:30 AM GMT"),
      ICUDateCase(
        "zone longOffset New York summer", "en-US",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "longOffset",
          "timeZone": "America/New_York",
        ],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "4:30 AM GMT-04:00"),
      ICUDateCase(
        "zone longOffset New York winter", "en-US",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "longOffset",
          "timeZone": "America/New_York",
        ],
        kind: .time, at: "2026-01-15T13:00:00Z", "8:00 AM GMT-05:00"),
      // ICU 76 writes a zero offset as the GMT zero format "GMT" (Node, ICU 78: "GMT+00:00").
      ICUDateCase(
        "zone longOffset UTC", "en-US",
        ["hour": "numeric", "minute": "2-digit", "timeZoneName": "longOffset", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "8:30 AM GMT"),
      ICUDateCase(
        "zone shortGeneric New York summer", "en-US",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "shortGeneric",
          "timeZone": "America/New_York",
        ],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "4:30 AM ET"),
      ICUDateCase(
        "zone shortGeneric New York winter", "en-US",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "shortGeneric",
          "timeZone": "America/New_York",
        ],
        kind: .time, at: "2026-01-15T13:00:00Z", "8:00 AM ET"),
      // ICU 76 writes a zero offset as the GMT zero format "GMT" (Node, ICU 78: "GMT+0").
      ICUDateCase(
        "zone shortGeneric UTC", "en-US",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "shortGeneric", "timeZone": "UTC",
        ],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "8:30 AM GMT"),
      ICUDateCase(
        "zone longGeneric New York summer", "en-US",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "longGeneric",
          "timeZone": "America/New_York",
        ],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "4:30 AM Eastern Time"),
      ICUDateCase(
        "zone longGeneric New York winter", "en-US",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "longGeneric",
          "timeZone": "America/New_York",
        ],
        kind: .time, at: "2026-01-15T13:00:00Z", "8:00 AM Eastern Time"),
      // ICU 76 writes a zero offset as the GMT zero format "GMT" (Node, ICU 78: "GMT+00:00").
      ICUDateCase(
        "zone longGeneric UTC", "en-US",
        ["hour": "numeric", "minute": "2-digit", "timeZoneName": "longGeneric", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "8:30 AM GMT"),
      ICUDateCase(
        "zone Etc/UTC is UTC", "en-US",
        ["hour": "numeric", "minute": "2-digit", "timeZoneName": "short", "timeZone": "Etc/UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "8:30 AM UTC"),
      ICUDateCase(
        "zone GMT is UTC", "en-GB",
        ["hour": "numeric", "minute": "2-digit", "timeZoneName": "long", "timeZone": "GMT"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "08:30 Coordinated Universal Time"),
      ICUDateCase(
        "Amsterdam summer", "nl-NL",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "short",
          "timeZone": "Europe/Amsterdam",
        ],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "10:30 CEST"),
      ICUDateCase(
        "Amsterdam winter", "nl-NL",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "short",
          "timeZone": "Europe/Amsterdam",
        ],
        kind: .time, at: "2026-01-15T13:00:00Z", "14:00 CET"),
      ICUDateCase(
        "Kathmandu offset", "en-US",
        [
          "hour": "numeric", "minute": "2-digit", "timeZoneName": "shortOffset",
          "timeZone": "Asia/Kathmandu",
        ],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "2:15 PM GMT+5:45"),
      ICUDateCase(
        "full time style UTC", "en-US", ["timeStyle": "full", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "8:30:45 AM Coordinated Universal Time"),
      ICUDateCase(
        "long time style UTC", "en-US", ["timeStyle": "long", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "8:30:45 AM UTC"),
      ICUDateCase(
        "islamic calendar", "en-US",
        [
          "year": "numeric", "month": "long", "day": "numeric", "timeZone": "UTC",
          "calendar": "islamic",
        ],
        kind: .date, at: "2026-05-12T08:30:45.678Z", "Dhu\u{2BB}l-Qi\u{2BB}dah 25, 1447 AH"),
      ICUDateCase(
        "japanese calendar", "ja-JP",
        [
          "year": "numeric", "month": "long", "day": "numeric", "timeZone": "UTC", "era": "long",
          "calendar": "japanese",
        ],
        kind: .date, at: "2026-05-12T08:30:45.678Z",
        "\u{4EE4}\u{548C}8\u{5E74}5\u{6708}12\u{65E5}"),
      ICUDateCase(
        "japanese calendar from -u-ca-", "ja-JP-u-ca-japanese",
        ["year": "numeric", "month": "long", "day": "numeric", "timeZone": "UTC", "era": "short"],
        kind: .date, at: "2026-05-12T08:30:45.678Z",
        "\u{4EE4}\u{548C}8\u{5E74}5\u{6708}12\u{65E5}"),
      ICUDateCase(
        "buddhist calendar", "th-TH",
        [
          "year": "numeric", "month": "long", "day": "numeric", "timeZone": "UTC",
          "calendar": "buddhist",
        ],
        kind: .date, at: "2026-05-12T08:30:45.678Z",
        "12 \u{E1E}\u{E24}\u{E29}\u{E20}\u{E32}\u{E04}\u{E21} 2569"),
      // CLDR 46 ar: "d MMMM\u{60C} y" (Node, CLDR 48: no comma).
      ICUDateCase(
        "gregory calendar in ar-SA", "ar-SA",
        [
          "year": "numeric", "month": "long", "day": "numeric", "timeZone": "UTC",
          "calendar": "gregory",
        ],
        kind: .date, at: "2026-05-12T08:30:45.678Z",
        "\u{661}\u{662} \u{645}\u{627}\u{64A}\u{648}\u{60C} \u{662}\u{660}\u{662}\u{666}"),
      // D22: the locale's default calendar, which this ICU's data makes Islamic Umm al-Qura
      // for ar-SA (udat_open("ar_SA") with yMd's pattern d MMM\u{60C} y G prints this); Node 24
      // (CLDR 48) prefers Gregorian, 12/5/2026.
      ICUDateCase(
        "ar-SA default is Umm al-Qura in this ICU's data", "ar-SA", ["timeZone": "UTC"],
        kind: .date, at: "2026-05-12T08:30:45.678Z",
        "\u{662}\u{665} \u{630}\u{648}. \u{642}\u{60C} "
          + "\u{661}\u{664}\u{664}\u{667} \u{647}\u{640}"),
      ICUDateCase(
        "ar-EG arab digits", "ar-EG", ["timeZone": "UTC"],
        kind: .date, at: "2026-05-12T08:30:45.678Z",
        "\u{661}\u{662}\u{200F}/\u{665}\u{200F}/\u{662}\u{660}\u{662}\u{666}"),
      ICUDateCase(
        "ar-EG latn from option", "ar-EG", ["timeZone": "UTC", "numberingSystem": "latn"],
        kind: .date, at: "2026-05-12T08:30:45.678Z", "12\u{200F}/5\u{200F}/2026"),
      ICUDateCase(
        "bn beng digits from option", "bn", ["timeZone": "UTC", "numberingSystem": "beng"],
        kind: .date, at: "2026-05-12T08:30:45.678Z",
        "\u{9E7}\u{9E8}/\u{9EB}/\u{9E8}\u{9E6}\u{9E8}\u{9EC}"),
      ICUDateCase(
        "bn beng digits from -u-nu-", "bn-u-nu-beng",
        ["hour": "numeric", "minute": "2-digit", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "\u{9EE}:\u{9E9}\u{9E6} AM"),
      ICUDateCase(
        "en arab digits from -u-nu-", "en-US-u-nu-arab", ["timeZone": "UTC"],
        kind: .date, at: "2026-05-12T08:30:45.678Z",
        "\u{665}/\u{661}\u{662}/\u{662}\u{660}\u{662}\u{666}"),
      ICUDateCase(
        "de numeric hour keeps one digit", "de-DE",
        ["hour": "numeric", "minute": "2-digit", "second": "2-digit", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "8:30:45"),
      ICUDateCase(
        "de numeric minute pads the hour", "de-DE",
        ["hour": "numeric", "minute": "numeric", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "08:30"),
      ICUDateCase(
        "nl numeric hour keeps one digit", "nl-NL",
        ["hour": "numeric", "minute": "2-digit", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "8:30"),
      ICUDateCase(
        "de 2-digit hour", "de-DE", ["hour": "2-digit", "minute": "2-digit", "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "08:30"),
      ICUDateCase(
        "fractional seconds 3", "de-DE",
        [
          "hour": "numeric", "minute": "2-digit", "second": "2-digit", "fractionalSecondDigits": 3,
          "timeZone": "UTC",
        ],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "8:30:45,678"),
      ICUDateCase(
        "fractional seconds 1", "en-US",
        ["minute": "2-digit", "second": "2-digit", "fractionalSecondDigits": 1, "timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "30:45.6"),
      ICUDateCase(
        "fractional seconds as text, converted as Intl converts it", "en-US",
        [
          "minute": "2-digit", "second": "2-digit", "fractionalSecondDigits": "2",
          "timeZone": "UTC",
        ],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "30:45.67"),
      ICUDateCase(
        "en-US dateStyle full", "en-US", ["dateStyle": "full", "timeZone": "UTC"],
        kind: .date, at: "2026-05-12T08:30:45.678Z", "Tuesday, May 12, 2026"),
      ICUDateCase(
        "en-US dateStyle long", "en-US", ["dateStyle": "long", "timeZone": "UTC"],
        kind: .date, at: "2026-05-12T08:30:45.678Z", "May 12, 2026"),
      ICUDateCase(
        "en-US dateStyle medium", "en-US", ["dateStyle": "medium", "timeZone": "UTC"],
        kind: .date, at: "2026-05-12T08:30:45.678Z", "May 12, 2026"),
      ICUDateCase(
        "en-US dateStyle short", "en-US", ["dateStyle": "short", "timeZone": "UTC"],
        kind: .date, at: "2026-05-12T08:30:45.678Z", "5/12/26"),
      // CLDR 46 en-GB medium date-time: "{1} 'at' {0}" (Node, CLDR 48: "{1}, {0}").
      ICUDateCase(
        "dateStyle and timeStyle", "en-GB",
        ["dateStyle": "medium", "timeStyle": "short", "timeZone": "UTC"],
        kind: .date, at: "2026-05-12T08:30:45.678Z", "12 May 2026 at 08:30"),
      ICUDateCase(
        "weekday era month narrow", "en-US",
        [
          "weekday": "long", "era": "short", "year": "numeric", "month": "narrow", "day": "2-digit",
          "timeZone": "UTC",
        ],
        kind: .date, at: "2026-05-12T08:30:45.678Z", "Tuesday, M 12, 2026 AD"),
      ICUDateCase(
        "2-digit year and month", "en-US",
        ["year": "2-digit", "month": "2-digit", "day": "2-digit", "timeZone": "UTC"],
        kind: .date, at: "2026-05-12T08:30:45.678Z", "05/12/26"),
      ICUDateCase(
        "bare date", "en-US", ["timeZone": "UTC"],
        kind: .date, at: "2026-05-12T08:30:45.678Z", "5/12/2026"),
      ICUDateCase(
        "bare time", "de-DE", ["timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "08:30:45"),
      ICUDateCase(
        "bare time en", "en-US", ["timeZone": "UTC"],
        kind: .time, at: "2026-05-12T08:30:45.678Z", "8:30:45 AM"),
      // ECMA-402 adds the default date fields when only era or timeZoneName is given.
      ICUDateCase(
        "era alone adds the date", "en-US", ["era": "short", "timeZone": "UTC"],
        kind: .date, at: "2026-05-12T08:30:45.678Z", "5/12/2026 AD"),
      ICUDateCase(
        "zone name alone adds the date", "en-US", ["timeZoneName": "short", "timeZone": "UTC"],
        kind: .date, at: "2026-05-12T08:30:45.678Z", "5/12/2026, UTC"),
      ICUDateCase(
        "era and zone name add the date", "en-US",
        ["era": "long", "timeZoneName": "long", "timeZone": "UTC"],
        kind: .date, at: "2026-05-12T08:30:45.678Z",
        "5/12/2026 Anno Domini, Coordinated Universal Time"),
    ]

    @Test(arguments: cases)
    func formats(_ testCase: ICUDateCase) throws {
      let recorder = IssueRecorder()
      let date = try #require(PortableISODate.parse(testCase.instant))
      let text = try MessagevisorFormatting.formatDate(
        date,
        options: testCase.options,
        kind: testCase.kind,
        context: recorder.context(locale: testCase.locale, engine: .icu)
      )
      #expect(ICUTestText.spaced(text) == ICUTestText.spaced(testCase.expected))
      #expect(recorder.issues.isEmpty)
    }

    /// An unknown zone, a non-finite date and one beyond JavaScript's range are
    /// `invalid_format` issues and throw, as on the Foundation engine.
    @Test(
      arguments: [
        (0.0, ["timeZone": "Nowhere/Land"], "Unknown time zone: Nowhere/Land"),
        (Double.nan, [:], "Date must be finite"),
        (9e12, [:], "Date is out of range"),
      ] as [(Double, FormatOptions, String)])
    func invalidInput(_ seconds: Double, _ options: FormatOptions, _ reason: String) {
      let recorder = IssueRecorder()
      #expect(throws: MessagevisorError.self) {
        try MessagevisorFormatting.formatDate(
          Date(timeIntervalSince1970: seconds), options: options, kind: .date,
          context: recorder.context(engine: .icu))
      }
      #expect(recorder.issues.map(\.kind) == [.invalidFormat])
      #expect(recorder.issues.map(\.reason) == [reason])
    }
  }
#endif
