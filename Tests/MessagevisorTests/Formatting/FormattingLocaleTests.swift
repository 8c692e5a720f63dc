import Testing

@testable import Messagevisor

@Suite struct FormattingLocaleTests {
  @Test(
    arguments: [
      ("en_US@calendar=japanese", "calendar", "japanese"),
      ("en_US@numbers=arab;calendar=buddhist", "CALENDAR", "buddhist"),
      ("en_US@numbers=arab", "calendar", nil),
      ("en_US", "calendar", nil),
      ("en_US@hours=h11", "hours", "h11"),
    ] as [(String, String, String?)])
  func keyword(_ identifier: String, _ name: String, _ expected: String?) {
    #expect(FormattingLocale.keyword(name, in: identifier) == expected)
  }

  @Test(arguments: [
    ("en_US", "hours", "h11", "en_US@hours=h11"),
    ("en_US@hours=h23", "hours", "h24", "en_US@hours=h24"),
    ("th-TH-u-nu-thai", "calendar", "buddhist", "th-TH@numbers=thai;calendar=buddhist"),
  ])
  func settingAKeyword(_ locale: String, _ keyword: String, _ value: String, _ expected: String) {
    #expect(FormattingLocale.identifier(locale, keyword: keyword, value: value) == expected)
  }
}
