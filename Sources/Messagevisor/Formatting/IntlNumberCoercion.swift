/// JavaScript's `ToNumber` for format option values, as `Intl` applies it to numeric options.
///
/// A preset written as `fractionalSecondDigits: "2"` or `maximumFractionDigits: " 2 "` is a
/// number to `Intl` (a string goes through `StringToNumber`: surrounding white space is
/// ignored, an empty string is 0, `0x`/`0o`/`0b` integers and `Infinity` are read, anything
/// else is NaN), and `true`/`false` are 1 and 0. A date is its epoch milliseconds. Arrays and
/// objects are NaN here; JavaScript would read a one-element array through its text, which no
/// preset needs.
enum IntlNumberCoercion {
  /// The number `value` converts to, or nil where JavaScript gives NaN.
  static func number(_ value: MessagevisorValue) -> Double? {
    switch value {
    case .int(let number): return Double(number)
    case .double(let number): return number.isNaN ? nil : number
    case .bool(let flag): return flag ? 1 : 0
    case .string(let text): return number(fromText: text)
    case .date(let date): return (date.timeIntervalSince1970 * 1000).rounded(.towardZero)
    case .null: return 0
    case .array, .object: return nil
    }
  }

  /// ECMA-402 `DefaultNumberOption`: the value in `range`, floored; nil for NaN or a value
  /// outside the range (the range is checked before flooring, so 3.5 is outside 1…3).
  static func option(_ value: MessagevisorValue, in range: ClosedRange<Int>) -> Int? {
    guard let number = number(value), number >= Double(range.lowerBound),
      number <= Double(range.upperBound)
    else {
      return nil
    }
    return Int(number.rounded(.down))
  }

  /// `StringToNumber`: nil where JavaScript gives NaN.
  static func number(fromText text: String) -> Double? {
    let scalars = text.unicodeScalars
    guard let start = scalars.firstIndex(where: { !isWhiteSpace($0) }),
      let last = scalars.lastIndex(where: { !isWhiteSpace($0) })
    else {
      return 0
    }
    let trimmed = String(scalars[start...last])
    if let integer = nonDecimalInteger(trimmed) {
      return integer
    }
    return decimal(trimmed)
  }

  /// `StrWhiteSpaceChar`: ECMAScript white space (tab, vertical tab, form feed, space,
  /// no-break space, byte order mark, every `Zs` character) and line terminators.
  private static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0xFEFF, 0x2028, 0x2029:
      return true
    default:
      return scalar.properties.generalCategory == .spaceSeparator
    }
  }

  /// `0x1F`, `0o17`, `0b101` (no sign, no fraction): the integer, or nil for another form.
  private static func nonDecimalInteger(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    guard bytes.count > 2, bytes[0] == UInt8(ascii: "0") else {
      return nil
    }
    let radix: Double
    switch bytes[1] | 0x20 {
    case UInt8(ascii: "x"): radix = 16
    case UInt8(ascii: "o"): radix = 8
    case UInt8(ascii: "b"): radix = 2
    default: return nil
    }
    var value = 0.0
    for byte in bytes[2...] {
      guard let digit = digitValue(byte), Double(digit) < radix else {
        return nil
      }
      value = value * radix + Double(digit)
    }
    return value
  }

  private static func digitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
    default: return nil
    }
  }

  /// `StrDecimalLiteral`: an optional sign, then `Infinity` or digits with an optional
  /// fraction and exponent (`ICUDecimal`'s grammar); nil for anything else (Swift's own
  /// reading would also take `inf`, `nan` and hexadecimal fractions).
  private static func decimal(_ text: String) -> Double? {
    switch text {
    case "Infinity", "+Infinity": return .infinity
    case "-Infinity": return -.infinity
    default: return ICUDecimal.parse(text.utf8)
    }
  }
}
