import Foundation
import Testing

@testable import Messagevisor

@Suite struct DateCalendarOptionTests {
  /// Name, Foundation calendar (nil: Foundation has none), ICU keyword.
  static let names: [(String, Calendar.Identifier?, String?)] = [
    ("gregory", .gregorian, "gregorian"),
    ("gregorian", .gregorian, "gregorian"),
    ("GREGORY", .gregorian, "gregorian"),
    ("buddhist", .buddhist, "buddhist"),
    ("ethioaa", .ethiopicAmeteAlem, "ethiopic-amete-alem"),
    ("ethiopic-amete-alem", .ethiopicAmeteAlem, "ethiopic-amete-alem"),
    ("islamic-civil", .islamicCivil, "islamic-civil"),
    ("islamic-tbla", .islamicTabular, "islamic-tbla"),
    ("islamic-umalqura", .islamicUmmAlQura, "islamic-umalqura"),
    ("roc", .republicOfChina, "roc"),
    ("islamic-rgsa", nil, nil),
    ("dangi", nil, nil),
    ("bogus", nil, nil),
    ("", nil, nil),
  ]

  @Test(arguments: names)
  func named(_ name: String, _ identifier: Calendar.Identifier?, _ keyword: String?) {
    let option = DateCalendarOption.named(name)
    #expect(option?.identifier == identifier)
    #expect(option?.keyword == keyword)
  }

  @Test(arguments: [
    ("en_US", "gregory", "en_US@calendar=gregorian"),
    ("ja-JP-u-ca-japanese", "gregory", "ja-JP@calendar=gregorian"),
    ("th_TH@numbers=thai", "buddhist", "th_TH@numbers=thai;calendar=buddhist"),
  ])
  func putsTheCalendarOnTheLocale(_ locale: String, _ name: String, _ expected: String) throws {
    let option = try #require(DateCalendarOption.named(name))
    #expect(option.locale(locale) == expected)
  }
}
