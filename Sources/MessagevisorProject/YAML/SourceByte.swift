/// ASCII byte constants and classifications shared by the YAML and JSON readers.
///
/// `end` (0) is the sentinel the cursor returns past the last byte; NUL bytes in the input are
/// rejected up front (`UTF8Check`), so it never collides with real content.
enum SourceByte {
  static let end: UInt8 = 0
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let exclamation: UInt8 = 0x21
  static let doubleQuote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let percent: UInt8 = 0x25
  static let ampersand: UInt8 = 0x26
  static let singleQuote: UInt8 = 0x27
  static let asterisk: UInt8 = 0x2A
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let colon: UInt8 = 0x3A
  static let greaterThan: UInt8 = 0x3E
  static let question: UInt8 = 0x3F
  static let at: UInt8 = 0x40
  static let leftBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let rightBracket: UInt8 = 0x5D
  static let backtick: UInt8 = 0x60
  static let leftBrace: UInt8 = 0x7B
  static let pipe: UInt8 = 0x7C
  static let rightBrace: UInt8 = 0x7D

  /// Space or tab.
  static func isWhite(_ byte: UInt8) -> Bool {
    byte == space || byte == tab
  }

  /// A line break byte or the end sentinel.
  static func isBreakOrEnd(_ byte: UInt8) -> Bool {
    byte == lineFeed || byte == carriageReturn || byte == end
  }

  /// Space, tab, a line break byte or the end sentinel.
  static func isBlankOrEnd(_ byte: UInt8) -> Bool {
    isWhite(byte) || isBreakOrEnd(byte)
  }

  /// One of `,[]{}`.
  static func isFlowIndicator(_ byte: UInt8) -> Bool {
    byte == comma || byte == leftBracket || byte == rightBracket || byte == leftBrace
      || byte == rightBrace
  }

  /// An ASCII decimal digit.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= zero && byte <= nine
  }

  /// The value of an ASCII hexadecimal digit, or nil.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: return UInt32(byte - 0x30)
    case 0x41...0x46: return UInt32(byte - 0x41 + 10)
    case 0x61...0x66: return UInt32(byte - 0x61 + 10)
    default: return nil
    }
  }

  /// The text of the Unicode scalar starting at `offset` (empty past the end).
  static func scalarText(_ bytes: [UInt8], at offset: Int) -> String {
    guard offset < bytes.count else { return "" }
    var end = offset + 1
    while end < bytes.count && end < offset + 4 && bytes[end] & 0xC0 == 0x80 {
      end += 1
    }
    return String(decoding: bytes[offset..<end], as: UTF8.self)
  }

  /// A readable rendering of the character at `offset`, for error messages.
  static func describe(_ bytes: [UInt8], at offset: Int) -> String {
    guard offset < bytes.count else { return "end of input" }
    let byte = bytes[offset]
    switch byte {
    case lineFeed, carriageReturn: return "line break"
    case tab: return "tab"
    case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    default:
      let text = scalarText(bytes, at: offset)
      return "'\(text)' (\(codePoint(text.unicodeScalars.first?.value ?? 0)))"
    }
  }

  /// `U+` and at least four uppercase hexadecimal digits, e.g. `U+001B`.
  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// What a character YAML refuses is, for messages: `control character` or `noncharacter`.
  static func kind(of scalar: Unicode.Scalar) -> String {
    scalar.value >= 0xFFFE ? "noncharacter" : "control character"
  }

  /// The double-quoted YAML escape that writes `scalar`: `\x1B` up to U+00FF, else `\uFFFE`.
  static func yamlEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let digits = scalar.value <= 0xFF ? 2 : 4
    let padded = String(repeating: "0", count: max(0, digits - hex.count)) + hex
    return (digits == 2 ? "\\x" : "\\u") + padded
  }
}
