import Foundation
import Messagevisor
import Testing

/// Locales with BCP-47 `-u-` extensions must format, never trap inside Foundation.
@Suite struct UnicodeExtensionLocaleTests {
  static let locales = [
    "en-US-u-nu-latn", "th-TH-u-nu-thai", "hi-IN-u-nu-deva", "ar-u-nu-arab",
    "th-TH-u-ca-buddhist", "en-u-hc-h23", "de-DE-u-co-phonebk-nu-latn", "ja-JP-u-ca-japanese",
  ]

  @Test(arguments: locales)
  func formatsEverything(locale: String) throws {
    let context = FormattingContext(locale: locale, timeZone: "UTC")
    let number = try MessagevisorFormatting.formatNumber(1234.5, options: [:], context: context)
    #expect(!number.isEmpty)
    let date = try MessagevisorFormatting.formatDate(
      Date(timeIntervalSince1970: 0), options: ["dateStyle": "long"], kind: .date, context: context)
    #expect(!date.isEmpty)
    #expect(!MessagevisorFormatting.formatPluralNumber(5, locale: locale).isEmpty)
    #expect(MessagevisorFormatting.formatList(["A", "B"], locale: locale).contains("A"))
  }

  /// The Foundation engine puts calendars, numbering systems and hour cycles on these
  /// locales as keywords; every family must still format.
  @Test(arguments: locales)
  func formatsEverythingWithFoundation(locale: String) throws {
    let context = FormattingContext(locale: locale, timeZone: "UTC", engine: .foundation)
    let start = Date(timeIntervalSince1970: 0)
    let options: FormatOptions = ["hour": "numeric", "minute": "2-digit", "hourCycle": "h11"]
    let date = try MessagevisorFormatting.formatDate(
      start, options: ["calendar": "gregory", "year": "numeric"], kind: .date, context: context)
    #expect(!date.isEmpty)
    let range = try MessagevisorFormatting.formatDateTimeRange(
      start, start.addingTimeInterval(3_600), options: options, context: context)
    #expect(!range.isEmpty)
    let relative = try MessagevisorFormatting.formatRelativeTime(
      -1, unit: .day, options: ["numeric": "auto"], context: context)
    #expect(!relative.isEmpty)
    let number = try MessagevisorFormatting.formatNumber(
      1234.5, options: ["notation": "compact", "style": "currency"], context: context)
    #expect(!number.isEmpty)
  }

  @Test func numberingSystemFromTheExtensionIsUsed() throws {
    let context = FormattingContext(locale: "th-TH-u-nu-thai", timeZone: "UTC")
    let text = try MessagevisorFormatting.formatNumber(5, options: [:], context: context)
    #expect(text == "๕")
  }
}
