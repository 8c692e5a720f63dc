import Testing

@testable import MessagevisorProject

/// The cache's byte records read back what was written, and refuse a short or malformed one
/// without trapping.
struct CacheBytesTests {
  @Test(arguments: ["", "plain", "héllo wörld ✓ 日本語 🎉", String(repeating: "long ", count: 500)])
  func stringsReadBackAsWritten(_ text: String) {
    var writer = CacheByteWriter()
    writer.string(text)
    writer.string("after")
    let read = writer.bytes.withUnsafeBytes { raw -> [String?] in
      var reader = CacheByteReader(raw)
      return [reader.string(), reader.string(), reader.string()]
    }
    #expect(read == [text, "after", nil])
  }

  /// A length past the end, and bytes that are not UTF-8 (a lone continuation byte, a cut
  /// sequence, an encoded surrogate, an overlong form), are refused.
  @Test(
    arguments: [
      [5, 0x61, 0x62],
      [1, 0x80],
      [2, 0xE2, 0x82],
      [3, 0xED, 0xA0, 0x80],
      [2, 0xC0, 0xAF],
      [3, 0x61, 0xFF, 0x62],
    ] as [[UInt8]])
  func malformedStringsAreRefused(_ bytes: [UInt8]) {
    let read = bytes.withUnsafeBytes { raw -> String? in
      var reader = CacheByteReader(raw)
      return reader.string()
    }
    #expect(read == nil)
  }

  @Test func stampsReadBackAsWritten() throws {
    let stamp = FileStamp(
      device: 7, inode: 123_456, size: 99, modified: (1_700_000_000, 5),
      changed: (1_700_000_001, 999_999_999), mode: 0o100644)
    var writer = CacheByteWriter()
    writer.stamp(stamp)
    writer.stamp(nil)
    let read = writer.bytes.withUnsafeBytes { raw -> [FileStamp??] in
      var reader = CacheByteReader(raw)
      return [reader.stamp(), reader.stamp(), reader.stamp()]
    }
    #expect(read.count == 3)
    #expect(read[0] == .some(stamp))
    #expect(read[1] == .some(nil))
    #expect(read[2] == nil)
  }
}
