/// Escape sequences of double-quoted scalars.
extension YAMLReader {
  /// Consumes the escape sequence at the cursor (on the backslash) and appends its UTF-8.
  ///
  /// Supports every YAML 1.2 escape, `\uXXXX` surrogate pairs, and escaped line breaks (which
  /// join lines without a space).
  mutating func appendEscape(to text: inout ScalarBuffer, open: SourcePosition, parentIndent: Int)
    throws(YAMLError)
  {
    let escapePosition = cursor.position()
    cursor.advance()
    let byte = cursor.current
    if cursor.isAtEnd {
      throw .unterminatedQuotedScalar(at: open)
    }
    if byte == SourceByte.lineFeed || byte == SourceByte.carriageReturn {
      let breaks = try skipQuotedBreaks(open: open, parentIndent: parentIndent)
      text.append(SourceByte.lineFeed, count: breaks - 1, from: escapePosition.offset)
      return
    }
    if let simple = Self.simpleEscape(byte) {
      cursor.advance()
      text.append(simple, from: escapePosition.offset)
      return
    }
    let digits: Int
    switch byte {
    case 0x78: digits = 2
    case 0x75: digits = 4
    case 0x55: digits = 8
    default:
      let character = SourceByte.scalarText(cursor.bytes, at: cursor.offset)
      throw .invalidEscape("\\" + character, at: escapePosition)
    }
    cursor.advance()
    let scalar = try readEscapedScalar(digits: digits, letter: byte, at: escapePosition)
    text.append(scalar, from: escapePosition.offset)
  }

  /// Reads the hex digits of `\x`, `\u` or `\U` (already consumed), joining surrogate pairs.
  private mutating func readEscapedScalar(digits: Int, letter: UInt8, at position: SourcePosition)
    throws(YAMLError) -> Unicode.Scalar
  {
    let value = try readHex(digits: digits, letter: letter, at: position)
    if let scalar = Unicode.Scalar(value) {
      return scalar
    }
    let isHighSurrogate = (0xD800...0xDBFF).contains(value)
    if letter == 0x75 && isHighSurrogate && cursor.current == SourceByte.backslash
      && cursor.peek(1) == 0x75
    {
      let lowPosition = cursor.position()
      cursor.advance(by: 2)
      let low = try readHex(digits: 4, letter: 0x75, at: lowPosition)
      if (0xDC00...0xDFFF).contains(low),
        let scalar = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))
      {
        return scalar
      }
    }
    let hex = String(value, radix: 16, uppercase: true)
    throw .invalidEscape("\\\(Character(Unicode.Scalar(letter)))\(hex)", at: position)
  }

  /// Reads exactly `digits` hex digits.
  private mutating func readHex(digits: Int, letter: UInt8, at position: SourcePosition)
    throws(YAMLError) -> UInt32
  {
    var value: UInt32 = 0
    var seen = "\\" + String(Character(Unicode.Scalar(letter)))
    for _ in 0..<digits {
      guard let digit = SourceByte.hexValue(cursor.current) else {
        if !SourceByte.isBlankOrEnd(cursor.current) && cursor.current != SourceByte.doubleQuote {
          seen += SourceByte.scalarText(cursor.bytes, at: cursor.offset)
        }
        throw .invalidEscape(seen, at: position)
      }
      seen.append(Character(Unicode.Scalar(cursor.current)))
      value = value << 4 | digit
      cursor.advance()
    }
    return value
  }

  /// The character a single-letter escape stands for, or nil.
  private static func simpleEscape(_ byte: UInt8) -> Unicode.Scalar? {
    switch byte {
    case 0x30: return "\u{0}"
    case 0x61: return "\u{7}"
    case 0x62: return "\u{8}"
    case 0x74, SourceByte.tab: return "\t"
    case 0x6E: return "\n"
    case 0x76: return "\u{B}"
    case 0x66: return "\u{C}"
    case 0x72: return "\r"
    case 0x65: return "\u{1B}"
    case SourceByte.space: return " "
    case SourceByte.doubleQuote: return "\""
    case SourceByte.slash: return "/"
    case SourceByte.backslash: return "\\"
    case 0x4E: return "\u{85}"
    case 0x5F: return "\u{A0}"
    case 0x4C: return "\u{2028}"
    case 0x50: return "\u{2029}"
    default: return nil
    }
  }
}
