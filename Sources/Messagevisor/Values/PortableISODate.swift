import Foundation

/// Parses and prints the portable ISO-8601 date strings used in values and conditions.
///
/// The accepted shape is `YYYY-MM-DDTHH:MM:SS`, an optional fraction of 1–9 digits, then `Z`
/// or `±HH:MM`. A date without a time or a time without an offset is not a portable instant.
public enum PortableISODate {
  /// Parses a value date: fraction of up to nine digits, offset mandatory.
  public static func parse(_ text: String) -> Date? {
    parse(text, maximumFractionDigits: 9)
  }

  /// Parses a condition date: a date-time with a fraction of up to three digits and a
  /// mandatory offset, or a calendar date `YYYY-MM-DD`, which means midnight UTC (as
  /// JavaScript's `Date.parse` reads it).
  ///
  /// A date-time without an offset is refused: its instant would depend on the host zone.
  public static func parseStrict(_ text: String) -> Date? {
    if text.utf8.count == 10 { return parseCalendarDate(text) }
    return parse(text, maximumFractionDigits: 3)
  }

  /// Midnight UTC of a `YYYY-MM-DD` calendar date.
  static func parseCalendarDate(_ text: String) -> Date? {
    parse(text + "T00:00:00Z", maximumFractionDigits: 0)
  }

  /// Formats an instant as an internet date-time in UTC without fractional seconds.
  public static func format(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    guard seconds.isFinite, abs(seconds) < 1e14 else { return "Invalid Date" }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second],
      from: Date(timeIntervalSince1970: seconds)
    )
    let year = parts.year ?? 0
    let yearText = year >= 0 ? pad(year, 4) : "-" + pad(-year, 4)
    return yearText + "-" + pad(parts.month ?? 1, 2) + "-" + pad(parts.day ?? 1, 2) + "T"
      + pad(parts.hour ?? 0, 2) + ":" + pad(parts.minute ?? 0, 2) + ":"
      + pad(parts.second ?? 0, 2) + "Z"
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func parse(_ text: String, maximumFractionDigits: Int) -> Date? {
    var scanner = ISOScanner(bytes: Array(text.utf8))
    return scanner.scan(maximumFractionDigits: maximumFractionDigits)
  }
}

/// A byte scanner for the portable ISO-8601 shape.
private struct ISOScanner {
  let bytes: [UInt8]
  var index = 0

  mutating func scan(maximumFractionDigits: Int) -> Date? {
    guard let year = digits(4), expect(UInt8(ascii: "-")),
      let month = digits(2), expect(UInt8(ascii: "-")),
      let day = digits(2), expect(UInt8(ascii: "T")),
      let hour = digits(2), expect(UInt8(ascii: ":")),
      let minute = digits(2), expect(UInt8(ascii: ":")),
      let second = digits(2)
    else { return nil }
    var fraction = 0.0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard let value = fractionDigits(maximum: maximumFractionDigits) else { return nil }
      fraction = value
    }
    guard let offset = zoneOffset(), index == bytes.count else { return nil }
    guard (1...12).contains(month), hour <= 23, minute <= 59, second <= 60 else { return nil }
    var parts = DateComponents()
    parts.year = year
    parts.month = month
    parts.day = day
    parts.hour = hour
    parts.minute = minute
    parts.second = second
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    guard day >= 1, day <= daysIn(month: month, year: year), let base = calendar.date(from: parts)
    else { return nil }
    let millis = (fraction * 1000).rounded(.down) / 1000
    return base.addingTimeInterval(millis - Double(offset))
  }

  private func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2:
      let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
      return leap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  private mutating func expect(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func digits(_ count: Int) -> Int? {
    guard index + count <= bytes.count else { return nil }
    var value = 0
    for offset in 0..<count {
      let byte = bytes[index + offset]
      guard byte >= 0x30, byte <= 0x39 else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    index += count
    return value
  }

  private mutating func fractionDigits(maximum: Int) -> Double? {
    var count = 0
    var value = 0.0
    var scale = 0.1
    while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
      value += Double(bytes[index] - 0x30) * scale
      scale /= 10
      count += 1
      index += 1
    }
    guard count >= 1, count <= maximum else { return nil }
    return value
  }

  private mutating func zoneOffset() -> Int? {
    guard index < bytes.count else { return nil }
    let sign = bytes[index]
    if sign == UInt8(ascii: "Z") {
      index += 1
      return 0
    }
    guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
    index += 1
    guard let hours = digits(2), expect(UInt8(ascii: ":")), let minutes = digits(2),
      hours <= 23, minutes <= 59
    else { return nil }
    let seconds = hours * 3600 + minutes * 60
    return sign == UInt8(ascii: "-") ? -seconds : seconds
  }
}
