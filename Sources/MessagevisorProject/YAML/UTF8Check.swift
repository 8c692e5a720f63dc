/// Validation of source bytes before parsing.
enum UTF8Check {
  /// The offset of the first byte that is not well-formed UTF-8 or is a NUL, or nil.
  ///
  /// Rejects overlong forms, surrogates and code points above U+10FFFF, like the standard
  /// decoder, but reports where the problem is.
  static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        if lead == 0 {
          return index
        }
        index += 1
        continue
      }
      let length = sequenceLength(lead: lead, next: index + 1 < count ? bytes[index + 1] : 0)
      guard length > 0, index + length <= count else { return index }
      for continuation in 1..<length where bytes[index + continuation] & 0xC0 != 0x80 {
        return index
      }
      index += length
    }
    return nil
  }

  /// The length of the sequence started by `lead`, or 0 when `lead`/`next` cannot start one.
  private static func sequenceLength(lead: UInt8, next: UInt8) -> Int {
    switch lead {
    case 0xC2...0xDF: return 2
    case 0xE0: return (0xA0...0xBF).contains(next) ? 3 : 0
    case 0xED: return (0x80...0x9F).contains(next) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF: return 3
    case 0xF0: return (0x90...0xBF).contains(next) ? 4 : 0
    case 0xF1...0xF3: return 4
    case 0xF4: return (0x80...0x8F).contains(next) ? 4 : 0
    default: return 0
    }
  }

  /// The number of bytes of a UTF-8 byte-order mark at the start of `bytes` (0 or 3).
  static func byteOrderMarkLength(_ bytes: [UInt8]) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }
}
