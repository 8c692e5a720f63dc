#if canImport(CMessagevisorICU)
  import Testing

  @testable import Messagevisor

  /// ICU's UTF-16 output becomes the same string `String(decoding:as:)` makes.
  @Suite struct ICUTextUTF16Tests {
    @Test(arguments: [
      "", "Total: $1,234.50", "1.234,50\u{A0}€", "\u{200F}١٬٢٣٤٫٥٠\u{A0}ج.م.\u{200F}",
      "১২,৩৪,৫৬৭", "𞥑𞥒 adlam", "12\u{202F}345 ₹", "\u{10FFFF}",
    ])
    func transcodes(_ text: String) {
      let units = Array(text.utf16)
      let decoded = units.withUnsafeBufferPointer { ICUText.string($0) }
      #expect(decoded == text)
      #expect(Array(decoded.utf8) == Array(text.utf8))
    }

    @Test(arguments: [[0xD800], [0x41, 0xDC00, 0x42], [0xD83D, 0x41], [0xD83D]] as [[UInt16]])
    func unpairedSurrogatesBecomeReplacementCharacters(_ units: [UInt16]) {
      let decoded = units.withUnsafeBufferPointer { ICUText.string($0) }
      #expect(decoded == String(decoding: units, as: UTF16.self))
    }
  }
#endif
