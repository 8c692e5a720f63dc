import Testing

@testable import Messagevisor

@Suite struct DateTemplateBuilderTests {
  static let hourLetters: [(FormatOptions, Character)] = [
    ([:], "j"),
    (["hour12": true], "h"),
    (["hour12": false], "H"),
    (["hourCycle": "h11"], "K"),
    (["hourCycle": "h12"], "h"),
    (["hourCycle": "h23"], "H"),
    (["hourCycle": "h24"], "k"),
    (["hourCycle": "h99"], "j"),
    (["hour12": true, "hourCycle": "h23"], "h"),
  ]

  static let fieldSkeletons: [(FormatOptions, String)] = [
    ([:], ""),
    (["weekday": "long", "year": "numeric", "month": "long", "day": "numeric"], "EEEEyMMMMd"),
    (["weekday": "numeric", "era": "numeric"], "EG"),
    (["weekday": "2-digit", "era": "short", "month": "2-digit", "day": "2-digit"], "EEGGGMMdd"),
    (["weekday": "bogus", "era": "bogus", "month": "bogus"], "EEEEEGGGGGMMMMM"),
    (["year": "2-digit", "month": "narrow"], "yyMMMMM"),
    (["hour": "numeric", "minute": "2-digit"], "jmm"),
    (["hour": "2-digit", "minute": "numeric", "hour12": true], "hhma"),
    (["hour": "numeric", "hourCycle": "h11"], "Ka"),
    (["hour": "numeric", "hourCycle": "h24"], "k"),
    (["second": "2-digit", "fractionalSecondDigits": 2], "ssSS"),
    (["second": "numeric", "fractionalSecondDigits": 4], "s"),
    (["second": "numeric", "fractionalSecondDigits": .double(.infinity)], "s"),
    (["second": "numeric", "fractionalSecondDigits": "2"], "sSS"),
    (["second": "numeric", "fractionalSecondDigits": " 3 "], "sSSS"),
    (["second": "numeric", "fractionalSecondDigits": true], "sS"),
    (["second": "numeric", "fractionalSecondDigits": 2.9], "sSS"),
    (["hour": "numeric", "timeZoneName": "short"], "jz"),
    (["hour": "numeric", "timeZoneName": "long"], "jzzzz"),
    (["hour": "numeric", "timeZoneName": "shortOffset"], "jO"),
    (["hour": "numeric", "timeZoneName": "longOffset"], "jOOOO"),
    (["hour": "numeric", "timeZoneName": "shortGeneric"], "jv"),
    (["hour": "numeric", "timeZoneName": "longGeneric"], "jvvvv"),
    (["hour": "numeric", "timeZoneName": "bogus"], "jz"),
    (["hour": "numeric", "dayPeriod": "long", "hour12": true], "hBBBB"),
    (["hour": "numeric", "dayPeriod": "narrow"], "jBBBBB"),
    (["hour": "numeric", "dayPeriod": "short"], "jB"),
    (["dayPeriod": "long"], "BBBB"),
    (["hour12": true], ""),
    (["year": .null, "month": "long"], "MMMM"),
  ]

  static let styleSkeletons: [(String, Character, String)] = [
    ("h:mm a", "H", "Hmm"),
    ("HH:mm", "h", "hhmma"),
    ("EEEE, MMMM d, y 'at' h:mm:ss a zzzz", "H", "EEEEMMMMdyHmmsszzzz"),
    ("h 'o''clock' B", "K", "Ka"),
    ("HH 'Uhr'", "j", "jj"),
  ]

  @Test(arguments: hourLetters)
  func hourLetter(_ options: FormatOptions, _ expected: Character) {
    #expect(DateTemplateBuilder.hourLetter(options) == expected)
  }

  @Test(arguments: fieldSkeletons)
  func fieldSkeleton(_ options: FormatOptions, _ expected: String) {
    #expect(DateTemplateBuilder.fieldSkeleton(options) == expected)
  }

  @Test(arguments: styleSkeletons)
  func styleSkeleton(_ pattern: String, _ hourLetter: Character, _ expected: String) {
    #expect(DateTemplateBuilder.styleSkeleton(pattern: pattern, hourLetter: hourLetter) == expected)
  }

  @Test func defaultSkeletons() {
    #expect(DateTemplateBuilder.defaultSkeleton(.date) == "yMd")
    #expect(DateTemplateBuilder.defaultSkeleton(.time) == "jmmss")
  }
}
