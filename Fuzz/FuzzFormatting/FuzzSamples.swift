import Foundation

/// Numbers, dates, zones, skeletons, codes and list items for `FuzzFormatting`.
///
/// Each `…(_:)` reads one selector byte: below 0xF0 it picks from the list, at 0xF0 and above
/// it reads raw input (eight bytes as a double's bit pattern, or a length-prefixed string).
enum FuzzSamples {
  static let numbers: [Double] = [
    0, -0.0, 1, -1, 2, 0.5, 1.005, 2.5, -2.5, 1.45, 1234567.891, -1234.5, 0.1 + 0.2, 123.456,
    999999.5, 1e15, 1e21, -1e21, 1e-7, 0.000001, 9_007_199_254_740_991, 9_007_199_254_740_994,
    1e308, -1e308,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
    .leastNormalMagnitude, -.leastNonzeroMagnitude, .nan, -.nan, .signalingNaN, .infinity,
    -.infinity, 100, 1000, 1500, 1e6, 4.35, 0.125, -0.005,
  ]

  /// Seconds since 1970.
  static let instants: [Double] = [
    0, -1, 0.5, -0.001, 1e9, 1.7e9, 1_711_846_800, 1_729_990_800, 1699999999.999, 8.64e12, -8.64e12,
    8.64e12 + 1, -8.64e12 - 1, 1e15, -1e15, -62_135_596_800, -62_135_596_801, 253_402_300_799,
    253_402_300_800, -2_208_988_800, .greatestFiniteMagnitude, .leastNonzeroMagnitude, .nan,
    .infinity, -.infinity,
  ]

  static let zones = [
    "UTC", "Etc/UTC", "GMT", "America/Los_Angeles", "Europe/Berlin", "Asia/Tokyo",
    "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "America/St_Johns", "GMT+14",
    "Etc/GMT-14", "+05:30", "-12:00", "EST5EDT", "Mars/Olympus", "", "utc", "Europe/Kyiv",
    "Europe/Kiev", String(repeating: "A/", count: 500),
  ]

  static let currencies: [String?] = [nil, "EUR", "JPY", "BHD", "", "xx", "ZZZZ", "€"]

  static let skeletons = [
    "yMd", "yMMMd", "yMMMMEEEEd", "jmm", "jjmmss", "Hms", "hmsa", "EEEE", "GGGGG", "GyMMMd",
    "yyyyyyyyyyyy", "MMMMMMMMM", "zzzz", "VVVV", "OOOO", "XXXXX", "xxxxx", "vvvv", "QQQQ",
    "w", "W", "D", "F", "g", "A", "SSSSSSSSSS", "aaaaa", "bbbbb", "BBBBB", "hhhhhh", "kK", "u",
    "U", "r", "''", "'", "'quoted'", "yMd'", "{", "}", "::yMd", "::", " ", "\u{0}", "ü",
    "y-M-d", "yMdjmsSSSzzzz", "Bhm", "Ehm", "MMMMW", "YwE",
    String(repeating: "y", count: 2_000), String(repeating: "yMdHmsGEQz", count: 100),
  ]

  static let displayCodes = [
    "en", "en-US", "zh-Hant", "sr-Latn-RS", "und", "xx", "", "US", "419", "001", "ZZ", "Latn",
    "Cyrl", "Zzzz", "USD", "EUR", "XXX", "usd", "ÄÖÜ", "ǆǆǆ", "ﬀ", "ßß", "ß", "gregory",
    "islamic-umalqura", "japanese", "bogus", "era", "year", "month", "dayPeriod",
    "timeZoneName", "weekOfYear", "quarter", "en@numbers=arab", "en-u-nu-", "-", "@",
    String(repeating: "en-", count: 2_000),
  ]

  static let listItems = [
    "a", "b", "", " ", "apple", "Äpfel", "مرحبا", "日本", "🙂", "\u{0}", "{0}", "'", "%s",
    String(repeating: "x", count: 3_000),
  ]

  static let relativeUnits: [Calendar.Component] = [
    .year, .quarter, .month, .weekOfYear, .weekOfMonth, .day, .hour, .minute, .second,
    .nanosecond, .era, .weekday, .weekdayOrdinal, .yearForWeekOfYear, .calendar, .timeZone,
  ]

  static func number(_ input: inout FuzzInput) -> Double {
    let selector = input.byte()
    let number = selector >= 0xF0 ? input.rawDouble() : numbers[Int(selector) % numbers.count]
    FormattingTrace.print("number", number, "bits", String(number.bitPattern, radix: 16))
    return number
  }

  static func date(_ input: inout FuzzInput) -> Date {
    let selector = input.byte()
    let seconds = selector >= 0xF0 ? input.rawDouble() : instants[Int(selector) % instants.count]
    FormattingTrace.print("date seconds", seconds)
    return Date(timeIntervalSince1970: seconds)
  }

  static func zone(_ input: inout FuzzInput) -> String {
    let selector = input.byte()
    return selector >= 0xF0 ? input.rawString() : input.counted(zones[Int(selector) % zones.count])
  }

  static func skeleton(_ input: inout FuzzInput) -> String {
    let selector = input.byte()
    let skeleton =
      selector >= 0xF0
      ? input.rawString() : input.counted(skeletons[Int(selector) % skeletons.count])
    FormattingTrace.print("skeleton", skeleton.debugDescription)
    return skeleton
  }

  static func displayCode(_ input: inout FuzzInput) -> String {
    let selector = input.byte()
    let code =
      selector >= 0xF0
      ? input.rawString() : input.counted(displayCodes[Int(selector) % displayCodes.count])
    FormattingTrace.print("code", code.debugDescription)
    return code
  }

  /// A count byte (0...15 items, or 500 copies of one item at 0xFF), then the items.
  static func list(_ input: inout FuzzInput) -> [String] {
    let count = input.byte()
    if count == 0xFF {
      let item = listItem(&input)
      input.addText(length: item.utf8.count * 499)
      return Array(repeating: item, count: 500)
    }
    let items = (0..<Int(count % 16)).map { _ in listItem(&input) }
    FormattingTrace.print("items", items)
    return items
  }

  private static func listItem(_ input: inout FuzzInput) -> String {
    let selector = input.byte()
    return selector >= 0xF0
      ? input.rawString() : input.counted(listItems[Int(selector) % listItems.count])
  }
}
