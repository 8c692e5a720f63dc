import Testing

@testable import Messagevisor

/// The UTF-16 to UTF-8 transcoder behind ICU output: it agrees with the standard library's
/// `String(decoding:as:)`, also for unpaired surrogates.
@Suite("UTF-16 transcoder")
struct UTF16TranscoderTests {
  /// Code-unit sequences: ASCII, 2- and 3-byte scalars, a surrogate pair, and lone surrogates
  /// at the start, in the middle and at the end.
  static let inputs: [[UInt16]] = [
    [],
    Array("Total: $7.50".utf16),
    Array("café".utf16),
    Array("1\u{202F}234,50\u{A0}€".utf16),
    Array("৩৪ items 😀".utf16),
    [0xD83D],
    [0x61, 0xDE00, 0x62],
    [0x61, 0xD83D],
    [0xDC00, 0xD800, 0x63],
  ]

  @Test("Transcodes as String(decoding:as:) does", arguments: inputs)
  func matchesStandardLibrary(units: [UInt16]) {
    let capacity = UTF16Transcoder.capacity(for: units.count)
    let text = units.withUnsafeBufferPointer { buffer in
      String(unsafeUninitializedCapacity: capacity) { bytes in
        UTF16Transcoder.transcode(buffer, into: bytes, at: 0)
      }
    }
    #expect(text == String(decoding: units, as: UTF16.self))
  }

  @Test("Writes from the given offset and counts only what it wrote")
  func writesAtOffset() {
    let units = Array("é!".utf16)
    var bytes = [UInt8](repeating: 0x2A, count: 2 + UTF16Transcoder.capacity(for: units.count))
    let written = units.withUnsafeBufferPointer { source in
      bytes.withUnsafeMutableBufferPointer { target in
        UTF16Transcoder.transcode(source, into: target, at: 2)
      }
    }
    #expect(written == 3)
    #expect(Array(bytes.prefix(5)) == [0x2A, 0x2A, 0xC3, 0xA9, 0x21])
  }
}
