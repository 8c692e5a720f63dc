#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  extension ICUText {
    /// The string of ICU's UTF-16 output, transcoded straight into the string's UTF-8 storage
    /// (`UTF16Transcoder`: unpaired surrogates become U+FFFD, as in `String(decoding:)`).
    static func string(_ units: UnsafeBufferPointer<MVUChar>) -> String {
      String(unsafeUninitializedCapacity: UTF16Transcoder.capacity(for: units.count)) { bytes in
        UTF16Transcoder.transcode(units, into: bytes, at: 0)
      }
    }
  }
#endif
