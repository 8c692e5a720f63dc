/// JSON strings and numbers.
extension JSONSourceReader {
  /// Parses the string whose opening quote is at the cursor.
  mutating func parseString() throws(JSONSourceError) -> String {
    let open = cursor.position()
    cursor.advance()
    var text = ScalarBuffer(traced: origins != nil)
    while true {
      let byte = cursor.current
      if cursor.isAtEnd {
        throw .unterminatedString(at: open)
      }
      if byte == SourceByte.doubleQuote {
        cursor.advance()
        origins?.record(text, startingAt: open.offset)
        return text.text
      }
      if byte < 0x20 {
        throw .controlCharacterInString(at: cursor.position())
      }
      if byte == SourceByte.backslash {
        try appendEscape(to: &text)
      } else {
        text.append(byte, from: cursor.offset)
        cursor.advance()
      }
    }
  }

  private mutating func appendEscape(to text: inout ScalarBuffer) throws(JSONSourceError) {
    let position = cursor.position()
    cursor.advance()
    let byte = cursor.current
    let simple: UInt8?
    switch byte {
    case SourceByte.doubleQuote, SourceByte.backslash, SourceByte.slash: simple = byte
    case 0x62: simple = 0x08
    case 0x66: simple = 0x0C
    case 0x6E: simple = SourceByte.lineFeed
    case 0x72: simple = SourceByte.carriageReturn
    case 0x74: simple = SourceByte.tab
    case 0x75: simple = nil
    default:
      if cursor.isAtEnd {
        throw .unexpectedEnd(expected: "an escape sequence", at: cursor.position())
      }
      throw .invalidEscape(
        "\\" + SourceByte.scalarText(cursor.bytes, at: cursor.offset), at: position)
    }
    cursor.advance()
    if let simple {
      text.append(simple, from: position.offset)
      return
    }
    let scalar = try readUnicodeEscape(at: position)
    text.append(scalar, from: position.offset)
  }

  /// Reads the four hex digits after `\u`, joining a following low surrogate escape.
  private mutating func readUnicodeEscape(at position: SourcePosition) throws(JSONSourceError)
    -> Unicode.Scalar
  {
    let value = try readHex4(at: position)
    if let scalar = Unicode.Scalar(value) {
      return scalar
    }
    if (0xD800...0xDBFF).contains(value) && cursor.current == SourceByte.backslash
      && cursor.peek(1) == 0x75
    {
      let lowPosition = cursor.position()
      cursor.advance(by: 2)
      let low = try readHex4(at: lowPosition)
      if (0xDC00...0xDFFF).contains(low),
        let scalar = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))
      {
        return scalar
      }
    }
    throw .invalidEscape("\\u" + String(value, radix: 16, uppercase: true), at: position)
  }

  private mutating func readHex4(at position: SourcePosition) throws(JSONSourceError) -> UInt32 {
    var value: UInt32 = 0
    var seen = "\\u"
    for _ in 0..<4 {
      guard let digit = SourceByte.hexValue(cursor.current) else {
        seen += SourceByte.scalarText(cursor.bytes, at: cursor.offset)
        throw .invalidEscape(seen, at: position)
      }
      seen.append(Character(Unicode.Scalar(cursor.current)))
      value = value << 4 | digit
      cursor.advance()
    }
    return value
  }

  /// Parses a number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`.
  mutating func parseNumber() throws(JSONSourceError) -> SourceNode {
    let position = cursor.position()
    let start = cursor.offset
    var isIntegral = true
    if cursor.current == SourceByte.minus {
      cursor.advance()
    }
    var valid = consumeIntegerPart()
    if valid && cursor.current == SourceByte.dot {
      isIntegral = false
      cursor.advance()
      valid = consumeDigits() > 0
    }
    if valid && (cursor.current == 0x65 || cursor.current == 0x45) {
      isIntegral = false
      cursor.advance()
      if cursor.current == SourceByte.plus || cursor.current == SourceByte.minus {
        cursor.advance()
      }
      valid = consumeDigits() > 0
    }
    let text = String(decoding: cursor.bytes[start..<cursor.offset], as: UTF8.self)
    guard valid, !SourceByte.isDigit(cursor.current) else {
      let end = Self.tokenEnd(cursor.bytes, from: cursor.offset)
      throw .invalidNumber(String(decoding: cursor.bytes[start..<end], as: UTF8.self), at: position)
    }
    if isIntegral, let value = Int(text) {
      return SourceNode(.int(value), at: position)
    }
    return SourceNode(.double(Double(text) ?? .nan), at: position)
  }

  /// `0` or `[1-9][0-9]*`; returns whether one was present.
  private mutating func consumeIntegerPart() -> Bool {
    if cursor.current == SourceByte.zero {
      cursor.advance()
      return true
    }
    return consumeDigits() > 0
  }

  private mutating func consumeDigits() -> Int {
    var count = 0
    while SourceByte.isDigit(cursor.current) {
      cursor.advance()
      count += 1
    }
    return count
  }

  /// The end of the run of number-like characters starting at `offset`, for error messages.
  private static func tokenEnd(_ bytes: [UInt8], from offset: Int) -> Int {
    var end = offset
    while end < bytes.count {
      let byte = bytes[end]
      let isNumberLike =
        SourceByte.isDigit(byte) || byte == SourceByte.dot || byte == SourceByte.plus
        || byte == SourceByte.minus || byte == 0x65 || byte == 0x45
      guard isNumberLike else { break }
      end += 1
    }
    return end
  }
}
