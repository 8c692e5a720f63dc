/// Validation of source bytes before parsing.
///
/// Two questions, answered in one pass: are the bytes well-formed UTF-8, and does the text use
/// a character its format keeps out of the stream. The readers never see either problem; both
/// are reported at the offset of the first offending byte.
enum UTF8Check {
  /// The first problem found in the bytes.
  enum Problem: Equatable {
    /// The bytes at `offset` are not well-formed UTF-8.
    case invalidUTF8(offset: Int)
    /// The well-formed character at `offset` is one the format refuses.
    case refusedCharacter(Unicode.Scalar, offset: Int)
  }

  /// Which well-formed characters a format refuses in its stream.
  enum Refusal {
    /// Only U+0000: the readers use NUL as their end-of-input sentinel. JSON's own grammar
    /// refuses the other control characters where they cannot appear.
    case nul
    /// Everything outside YAML 1.2's printable set (section 5.1): the C0 controls but tab, LF
    /// and CR, DEL, the C1 controls but NEL (U+0085), U+FFFE and U+FFFF.
    case yamlNonPrintable
  }

  /// The first invalid sequence or refused character in `bytes`, or nil when there is none.
  ///
  /// Rejects overlong forms, surrogates and code points above U+10FFFF, like the standard
  /// decoder, but reports where the problem is.
  static func firstProblem(in bytes: [UInt8], refusing refusal: Refusal) -> Problem? {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        if refuses(ascii: lead, refusal) {
          return .refusedCharacter(Unicode.Scalar(lead), offset: index)
        }
        index += 1
        continue
      }
      let length = sequenceLength(lead: lead, next: index + 1 < count ? bytes[index + 1] : 0)
      guard length > 0, index + length <= count else { return .invalidUTF8(offset: index) }
      for continuation in 1..<length where bytes[index + continuation] & 0xC0 != 0x80 {
        return .invalidUTF8(offset: index)
      }
      if refusal == .yamlNonPrintable, let scalar = nonPrintable(bytes, at: index) {
        return .refusedCharacter(scalar, offset: index)
      }
      index += length
    }
    return nil
  }

  /// Whether the ASCII byte `byte` is refused.
  private static func refuses(ascii byte: UInt8, _ refusal: Refusal) -> Bool {
    switch refusal {
    case .nul:
      return byte == 0
    case .yamlNonPrintable:
      let allowedControl =
        byte == SourceByte.tab || byte == SourceByte.lineFeed
        || byte == SourceByte.carriageReturn
      return (byte < SourceByte.space && !allowedControl) || byte == 0x7F
    }
  }

  /// The scalar of the well-formed multi-byte sequence at `index` when YAML does not count it
  /// printable: a C1 control but NEL (`C2 80`…`C2 9F` but `C2 85`), U+FFFE or U+FFFF
  /// (`EF BF BE`, `EF BF BF`).
  private static func nonPrintable(_ bytes: [UInt8], at index: Int) -> Unicode.Scalar? {
    let lead = bytes[index]
    let second = bytes[index + 1]
    if lead == 0xC2, second <= 0x9F, second != 0x85 { return Unicode.Scalar(second) }
    guard lead == 0xEF, second == 0xBF, bytes[index + 2] >= 0xBE else { return nil }
    return Unicode.Scalar(0xFFFE + UInt32(bytes[index + 2] - 0xBE))
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
