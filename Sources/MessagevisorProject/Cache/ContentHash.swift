/// A 128-bit fingerprint of a byte string, used to recognise unchanged files.
///
/// Two independent 64-bit multiply-rotate lanes over 8-byte words, with the length mixed in
/// and a final avalanche on each lane. It is not a cryptographic hash: it guards against
/// accidental changes (any edit, a checkout, a truncated write), where the chance that two
/// different contents collide is about 2⁻¹²⁸.
package struct ContentHash: Hashable, Sendable {
  /// The first lane.
  package var high: UInt64
  /// The second lane.
  package var low: UInt64

  /// Fingerprints `bytes`.
  package init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBytes { ContentHash($0) }
  }

  /// Fingerprints the bytes of `text`.
  package init(_ text: String) {
    self.init(Array(text.utf8))
  }

  /// Fingerprints raw bytes.
  package init(_ bytes: UnsafeRawBufferPointer) {
    var first: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F &+ UInt64(bytes.count)
    var offset = 0
    let count = bytes.count
    while offset + 8 <= count {
      let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      first = Self.rotate(first ^ (word &* 0x87C3_7B91_1142_53D5), 31) &* 0x4CF5_AD43_2745_937F
      second = Self.rotate(second ^ (word &* 0x1656_67B1_9E37_79F9), 27) &* 0x9E37_79B1_85EB_CA87
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < count {
      tail |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    first = Self.rotate(first ^ (tail &* 0x87C3_7B91_1142_53D5), 31) &* 0x4CF5_AD43_2745_937F
    second = Self.rotate(second ^ (tail &* 0x1656_67B1_9E37_79F9), 27) &* 0x9E37_79B1_85EB_CA87
    high = Self.avalanche(first &+ second)
    low = Self.avalanche(second ^ Self.rotate(first, 17))
  }

  /// `high` and `low` as 32 hexadecimal digits, e.g. for a folder name.
  package var hex: String {
    let digits = String(high, radix: 16) + ":" + String(low, radix: 16)
    return digits.split(separator: ":").map { String(repeating: "0", count: 16 - $0.count) + $0 }
      .joined()
  }

  private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }

  private static func avalanche(_ value: UInt64) -> UInt64 {
    var mixed = value
    mixed ^= mixed >> 33
    mixed &*= 0xFF51_AFD7_ED55_8CCD
    mixed ^= mixed >> 33
    mixed &*= 0xC4CE_B9FE_1A85_EC53
    mixed ^= mixed >> 33
    return mixed
  }
}
