/// Parses the ECMAScript date-time string format into epoch milliseconds.
///
/// Accepts `YYYY`, `YYYY-MM`, `YYYY-MM-DD`, optionally followed by `THH:mm`, `:ss`, `.sss`
/// and `Z` or `±HH:mm`. Forms without an offset are read as UTC (JS reads date-times without
/// an offset as local time; build output must not depend on the host zone).
enum ISODateParser {
  static func milliseconds(_ text: String) -> Double? {
    var scanner = Array(text.utf8)[...]
    guard let year = number(&scanner, digits: 4) else { return nil }
    var month = 1
    var day = 1
    if scanner.first == UInt8(ascii: "-") {
      scanner.removeFirst()
      guard let value = number(&scanner, digits: 2), (1...12).contains(value) else { return nil }
      month = value
      if scanner.first == UInt8(ascii: "-") {
        scanner.removeFirst()
        guard let value = number(&scanner, digits: 2), (1...31).contains(value) else {
          return nil
        }
        day = value
      }
    }
    var millis = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400_000
    guard let first = scanner.first else { return millis }
    guard first == UInt8(ascii: "T") || first == UInt8(ascii: "t") else { return nil }
    scanner.removeFirst()
    guard let time = timeOfDay(&scanner), let offset = zoneOffset(&scanner), scanner.isEmpty else {
      return nil
    }
    millis += time - offset
    return millis
  }

  private static func timeOfDay(_ scanner: inout ArraySlice<UInt8>) -> Double? {
    guard let hour = number(&scanner, digits: 2), hour <= 24,
      scanner.popFirst() == UInt8(ascii: ":"),
      let minute = number(&scanner, digits: 2), minute < 60
    else { return nil }
    var seconds = 0.0
    if scanner.first == UInt8(ascii: ":") {
      scanner.removeFirst()
      guard let whole = number(&scanner, digits: 2), whole < 60 else { return nil }
      seconds = Double(whole)
      if scanner.first == UInt8(ascii: ".") || scanner.first == UInt8(ascii: ",") {
        scanner.removeFirst()
        var scale = 0.1
        var sawDigit = false
        while let byte = scanner.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
          seconds += Double(byte - UInt8(ascii: "0")) * scale
          scale /= 10
          sawDigit = true
          scanner.removeFirst()
        }
        guard sawDigit else { return nil }
      }
    }
    let millis = (Double(hour) * 3600 + Double(minute) * 60 + seconds) * 1000
    return millis.rounded(.down)
  }

  /// The zone offset in milliseconds (0 for `Z` or none).
  private static func zoneOffset(_ scanner: inout ArraySlice<UInt8>) -> Double? {
    guard let first = scanner.first else { return 0 }
    if first == UInt8(ascii: "Z") || first == UInt8(ascii: "z") {
      scanner.removeFirst()
      return 0
    }
    guard first == UInt8(ascii: "+") || first == UInt8(ascii: "-") else { return nil }
    scanner.removeFirst()
    guard let hours = number(&scanner, digits: 2) else { return nil }
    if scanner.first == UInt8(ascii: ":") { scanner.removeFirst() }
    let minutes = number(&scanner, digits: 2) ?? 0
    let sign: Double = first == UInt8(ascii: "-") ? -1 : 1
    return sign * Double(hours * 60 + minutes) * 60_000
  }

  private static func number(_ scanner: inout ArraySlice<UInt8>, digits: Int) -> Int? {
    guard scanner.count >= digits else { return nil }
    var value = 0
    for _ in 0..<digits {
      guard let byte = scanner.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
        return nil
      }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
      scanner.removeFirst()
    }
    return value
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date.
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let monthIndex = (month + 9) % 12
    let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
