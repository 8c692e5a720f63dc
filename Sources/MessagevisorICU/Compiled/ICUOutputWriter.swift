/// Writes one rendering as UTF-8 straight into the result string's storage.
///
/// `ICUCompiledMessage` sizes the storage from the message and renders into it; a rendering
/// that does not fit throws `Overflow` and is run again with room for it. So a message costs
/// one allocation (the result), and no intermediate strings are appended.
struct ICUOutputWriter {
  /// The rendering needs more room than the buffer has.
  struct Overflow: Error {
    /// At least this many bytes are needed.
    let needed: Int
  }

  private let bytes: UnsafeMutableBufferPointer<UInt8>
  /// Bytes written so far.
  private(set) var count = 0

  init(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Writes the UTF-8 of `text`.
  mutating func write(_ text: String) throws(Overflow) {
    var text = text
    let done = text.withUTF8 { utf8 in copy(utf8) }
    guard done else { throw Overflow(needed: count + text.utf8.count) }
  }

  /// Writes UTF-16 text as UTF-8 (unpaired surrogates become U+FFFD).
  mutating func write(utf16 units: UnsafeBufferPointer<UInt16>) throws(Overflow) {
    guard count + units.count * 3 <= bytes.count else {
      throw Overflow(needed: count + units.count * 3)
    }
    var index = 0
    while index < units.count {
      var scalar = UInt32(units[index])
      index += 1
      if scalar < 0x80 {
        bytes[count] = UInt8(scalar)
        count += 1
        continue
      }
      if UTF16.isLeadSurrogate(UInt16(scalar)), index < units.count,
        UTF16.isTrailSurrogate(units[index])
      {
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
        index += 1
      } else if (0xD800...0xDFFF).contains(scalar) {
        scalar = 0xFFFD
      }
      encode(scalar)
    }
  }

  private mutating func copy(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    guard count + utf8.count <= bytes.count else { return false }
    if let source = utf8.baseAddress, let target = bytes.baseAddress {
      (target + count).update(from: source, count: utf8.count)
    }
    count += utf8.count
    return true
  }

  /// Writes a non-ASCII scalar; `write(utf16:)` checked the room (3 bytes per unit, and a
  /// 4-byte scalar takes two units).
  private mutating func encode(_ scalar: UInt32) {
    if scalar < 0x800 {
      put(0xC0 | (scalar >> 6))
    } else if scalar < 0x10000 {
      put(0xE0 | (scalar >> 12))
      put(0x80 | ((scalar >> 6) & 0x3F))
    } else {
      put(0xF0 | (scalar >> 18))
      put(0x80 | ((scalar >> 12) & 0x3F))
      put(0x80 | ((scalar >> 6) & 0x3F))
    }
    put(0x80 | (scalar & 0x3F))
  }

  private mutating func put(_ value: UInt32) {
    bytes[count] = UInt8(truncatingIfNeeded: value)
    count += 1
  }
}
