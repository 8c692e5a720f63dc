import Foundation
import Testing

@testable import Messagevisor

@Suite struct DateRangeSpecTests {
  static let layouts: [(FormatOptions, DateRangeSpec.Layout)] = [
    ([:], .styles(date: .short, time: .short, hourLetter: nil)),
    (["timeZone": "UTC"], .styles(date: .short, time: .short, hourLetter: nil)),
    (["dateStyle": "long"], .styles(date: .long, time: .short, hourLetter: nil)),
    (
      ["dateStyle": "bogus", "timeStyle": "full"],
      .styles(date: .short, time: .full, hourLetter: nil)
    ),
    (["hour12": false], .styles(date: .short, time: .short, hourLetter: "H")),
    (
      ["timeStyle": "short", "hourCycle": "h11"],
      .styles(date: .short, time: .short, hourLetter: "K")
    ),
    (["hour": "numeric", "minute": "2-digit"], .template("jmm")),
    (["hour": "numeric", "hourCycle": "h24"], .template("k")),
    (
      ["dateStyle": "full", "hour": "numeric"], .styles(date: .full, time: .short, hourLetter: nil)
    ),
    (["era": "short"], .template("yMdGGG")),
    (["timeZoneName": "shortGeneric"], .template("yMdv")),
  ]

  @Test(arguments: layouts)
  func layout(_ options: FormatOptions, _ expected: DateRangeSpec.Layout) {
    #expect(DateRangeSpec(options: options).layout == expected)
  }

  @Test(
    arguments: [
      (["hour": "numeric", "timeZoneName": "shortOffset"], "timeZoneName"),
      (["hour": "numeric", "timeZoneName": "longOffset"], "timeZoneName"),
      (["hour": "numeric", "timeZoneName": "long"], nil),
      (["dateStyle": "short", "timeZoneName": "shortOffset"], nil),
    ] as [(FormatOptions, String?)])
  func unhonouredOption(_ options: FormatOptions, _ expected: String?) {
    #expect(DateRangeSpec(options: options).unhonouredOption == expected)
  }

  /// `K` and `k` become `j` with the cycle as the locale's `hours` keyword.
  @Test(
    arguments: [
      (["hour": "numeric", "minute": "2-digit", "hourCycle": "h11"], "jmma", "h11"),
      (["hour": "2-digit", "hourCycle": "h24"], "jj", "h24"),
      (["hour": "numeric", "minute": "2-digit", "hourCycle": "h23"], "Hmm", nil),
      (["year": "numeric", "month": "short"], "yMMM", nil),
    ] as [(FormatOptions, String, String?)])
  func resolvesHourCycles(_ options: FormatOptions, _ template: String, _ hours: String?) {
    let format = DateRangeSpec(options: options).resolved(for: Locale(identifier: "en_US"))
    #expect(format.template == template)
    #expect(FormattingLocale.keyword("hours", in: format.locale.identifier) == hours)
  }
}
