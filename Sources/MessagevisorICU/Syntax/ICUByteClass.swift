/// Byte-level character classes used by the ICU parser.
///
/// Whitespace is Unicode `Pattern_White_Space`: the ASCII tab, line feed, vertical tab, form
/// feed, carriage return and space, plus U+0085, U+200E, U+200F, U+2028 and U+2029.
enum ICUByteClass {
  /// True for ASCII whitespace bytes.
  @inline(__always)
  static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  /// The length in bytes of the whitespace character starting at `index`, or 0.
  static func whitespaceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let byte = bytes[index]
    if isASCIIWhitespace(byte) {
      return 1
    }
    if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
      return 2
    }
    guard byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80 else {
      return 0
    }
    switch bytes[index + 2] {
    case 0x8E, 0x8F, 0xA8, 0xA9: return 3
    default: return 0
    }
  }

  /// The length in bytes of the whitespace character ending just before `end`, or 0.
  static func whitespaceLength(_ bytes: [UInt8], endingAt end: Int, from start: Int) -> Int {
    if end - 1 >= start, isASCIIWhitespace(bytes[end - 1]) {
      return 1
    }
    if end - 2 >= start, whitespaceLength(bytes, at: end - 2) == 2 {
      return 2
    }
    if end - 3 >= start, whitespaceLength(bytes, at: end - 3) == 3 {
      return 3
    }
    return 0
  }
}
