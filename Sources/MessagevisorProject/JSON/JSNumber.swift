/// JavaScript number conversions: `Number#toString` and `Number(string)`.
enum JSNumber {
  /// Formats a number as JavaScript's `String(n)` does.
  ///
  /// Uses the shortest round-trip digits, plain notation for decimal exponents in
  /// [-6, 21), and `1e+21` / `1e-7` style otherwise. `-0` prints `0`.
  static func format(_ number: Double) -> String {
    if number.isNaN { return "NaN" }
    if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
    if number == 0 { return "0" }
    if number < 0 { return "-" + format(-number) }
    let (digits, pointPosition) = shortestDigits(number)
    return layout(digits: digits, pointPosition: pointPosition)
  }

  /// The shortest round-trip decimal digits of a positive finite number and the position of the
  /// decimal point relative to the first digit (value = 0.DIGITS × 10^pointPosition).
  private static func shortestDigits(_ number: Double) -> ([UInt8], Int) {
    let text = number.description.utf8
    var digits: [UInt8] = []
    var pointPosition = 0
    var seenPoint = false
    var exponent = 0
    var exponentSign = 1
    var inExponent = false
    for byte in text {
      switch byte {
      case UInt8(ascii: "."):
        seenPoint = true
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        inExponent = true
      case UInt8(ascii: "-") where inExponent:
        exponentSign = -1
      case UInt8(ascii: "+"):
        break
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if inExponent {
          exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
        } else {
          digits.append(byte)
          if !seenPoint { pointPosition += 1 }
        }
      default:
        break
      }
    }
    pointPosition += exponentSign * exponent
    while digits.first == UInt8(ascii: "0") {
      digits.removeFirst()
      pointPosition -= 1
    }
    while digits.last == UInt8(ascii: "0") {
      digits.removeLast()
    }
    return (digits, pointPosition)
  }

  private static func layout(digits: [UInt8], pointPosition n: Int) -> String {
    let k = digits.count
    let text = String(decoding: digits, as: UTF8.self)
    if k <= n && n <= 21 {
      return text + String(repeating: "0", count: n - k)
    }
    if 0 < n && n <= 21 {
      let split = text.index(text.startIndex, offsetBy: n)
      return text[..<split] + "." + text[split...]
    }
    if -6 < n && n <= 0 {
      return "0." + String(repeating: "0", count: -n) + text
    }
    let exponent = n - 1
    let sign = exponent >= 0 ? "+" : "-"
    let head = String(text.prefix(1))
    let tail = k > 1 ? "." + text.dropFirst() : ""
    return head + tail + "e" + sign + String(abs(exponent))
  }

  /// Parses a string as JavaScript's `Number(string)` does; nil stands for `NaN`.
  ///
  /// Accepts surrounding whitespace, an empty string (0), decimal literals with optional sign
  /// and exponent, `0x`/`0o`/`0b` integers and `Infinity` with an optional sign.
  static func parse(_ raw: String) -> Double? {
    let text = raw.trimmingJSWhitespace()
    if text.isEmpty { return 0 }
    if let radixValue = parseRadix(text) { return radixValue }
    var body = Substring(text)
    var negative = false
    if let first = body.first, first == "+" || first == "-" {
      negative = first == "-"
      body = body.dropFirst()
    }
    if body == "Infinity" { return negative ? -.infinity : .infinity }
    guard isDecimalLiteral(body), let value = Double(String(body)) else { return nil }
    return negative ? -value : value
  }

  private static func parseRadix(_ text: String) -> Double? {
    let lower = text.lowercased()
    let radix: Int
    if lower.hasPrefix("0x") {
      radix = 16
    } else if lower.hasPrefix("0o") {
      radix = 8
    } else if lower.hasPrefix("0b") {
      radix = 2
    } else {
      return nil
    }
    var value = 0.0
    let body = lower.dropFirst(2)
    guard !body.isEmpty else { return nil }
    for character in body {
      guard let digit = character.hexDigitValue, digit < radix else { return nil }
      value = value * Double(radix) + Double(digit)
    }
    return value
  }

  private static func isDecimalLiteral(_ body: Substring) -> Bool {
    var sawDigit = false
    var sawPoint = false
    var index = body.startIndex
    while index < body.endIndex {
      let character = body[index]
      if character.isASCII, character.isNumber {
        sawDigit = true
      } else if character == "." && !sawPoint {
        sawPoint = true
      } else if character == "e" || character == "E" {
        return sawDigit && isExponent(body[body.index(after: index)...])
      } else {
        return false
      }
      index = body.index(after: index)
    }
    return sawDigit
  }

  private static func isExponent(_ rest: Substring) -> Bool {
    var digits = rest
    if let first = digits.first, first == "+" || first == "-" {
      digits = digits.dropFirst()
    }
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }
}

extension String {
  /// Trims the whitespace and line terminators JavaScript's `String#trim` removes.
  func trimmingJSWhitespace() -> String {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.isJSWhitespace }) else { return "" }
    let end = scalars.lastIndex(where: { !$0.isJSWhitespace })!
    return String(scalars[start...end])
  }
}

extension Unicode.Scalar {
  /// JavaScript `WhiteSpace` or `LineTerminator`.
  var isJSWhitespace: Bool {
    switch value {
    case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000, 0xFEFF:
      return true
    case 0x2000...0x200A:
      return true
    default:
      return false
    }
  }
}
