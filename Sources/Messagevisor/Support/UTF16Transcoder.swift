/// UTF-16 to UTF-8 transcoding into a caller's buffer, for ICU's UTF-16 output.
///
/// `String(decoding:as: UTF16.self)` takes the standard library's generic slow path (about
/// 300 instructions per code unit); formatted numbers and dates are short and mostly ASCII,
/// and this costs a few instructions per unit. Unpaired surrogates become U+FFFD, as in
/// `String(decoding:)`. The ICU engine and the ICU module's compiled messages both use it.
package enum UTF16Transcoder {
  /// The most UTF-8 bytes `unitCount` UTF-16 units can need (3 per unit; a 4-byte scalar
  /// takes two units).
  package static func capacity(for unitCount: Int) -> Int {
    unitCount * 3
  }

  /// Writes `units` as UTF-8 into `bytes` from `start`; returns how many bytes it wrote.
  ///
  /// The caller guarantees `capacity(for: units.count)` bytes of room from `start`.
  package static func transcode(
    _ units: UnsafeBufferPointer<UInt16>,
    into bytes: UnsafeMutableBufferPointer<UInt8>,
    at start: Int
  ) -> Int {
    guard let source = units.baseAddress, let target = bytes.baseAddress else { return 0 }
    var written = start
    var index = 0
    while index < units.count {
      var scalar = UInt32(source[index])
      index += 1
      if scalar < 0x80 {
        // The caller guarantees the room (see above), so the common case is unchecked.
        target[written] = UInt8(truncatingIfNeeded: scalar)
        written += 1
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
      written += encode(scalar, into: bytes, at: written)
    }
    return written - start
  }

  /// Writes the UTF-8 bytes of a non-ASCII scalar; returns how many.
  private static func encode(
    _ scalar: UInt32,
    into bytes: UnsafeMutableBufferPointer<UInt8>,
    at offset: Int
  ) -> Int {
    if scalar < 0x800 {
      bytes[offset] = UInt8(0xC0 | (scalar >> 6))
      bytes[offset + 1] = UInt8(0x80 | (scalar & 0x3F))
      return 2
    }
    if scalar < 0x10000 {
      bytes[offset] = UInt8(0xE0 | (scalar >> 12))
      bytes[offset + 1] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
      bytes[offset + 2] = UInt8(0x80 | (scalar & 0x3F))
      return 3
    }
    bytes[offset] = UInt8(0xF0 | (scalar >> 18))
    bytes[offset + 1] = UInt8(0x80 | ((scalar >> 12) & 0x3F))
    bytes[offset + 2] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
    bytes[offset + 3] = UInt8(0x80 | (scalar & 0x3F))
    return 4
  }
}
