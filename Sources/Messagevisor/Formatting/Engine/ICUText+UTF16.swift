#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  extension ICUText {
    /// The string of ICU's UTF-16 output, transcoded straight into the string's UTF-8 storage.
    ///
    /// `String(decoding:as: UTF16.self)` takes the standard library's generic slow path
    /// (about 300 instructions per code unit); formatted numbers are short and mostly ASCII,
    /// and this costs a few instructions per unit. Unpaired surrogates become U+FFFD, as in
    /// `String(decoding:)`.
    static func string(_ units: UnsafeBufferPointer<MVUChar>) -> String {
      String(unsafeUninitializedCapacity: units.count * 3) { bytes in
        var written = 0
        var index = 0
        while index < units.count {
          var scalar = UInt32(units[index])
          index += 1
          if scalar < 0x80 {
            bytes[written] = UInt8(scalar)
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
        return written
      }
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
#endif
