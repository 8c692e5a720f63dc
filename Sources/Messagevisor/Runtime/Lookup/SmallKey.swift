/// An ASCII key of at most 15 bytes held in two words, for `EntryTable` (and for the ICU
/// output writer, which writes a small ASCII value from the same two words).
///
/// `low` holds bytes 0–7 and `high` bytes 8–14 in memory order, zero-padded; `count` is the
/// byte count. Two keys are equal exactly when all three are. The masks of the bytes that
/// count in each word are kept, for comparing with stored keys.
///
/// A `String` of at most 15 UTF-8 bytes is usually stored in its own two words (a "small"
/// string) in this same order, so such a key is read from its representation without going
/// through the UTF-8 view (`init(representationOf:)`). That depends on the standard library's
/// layout, so `layoutIsKnown` checks it once against keys read from their bytes; where it does
/// not hold, or on a 32-bit platform, every key takes the byte path and nothing else changes.
package struct SmallKey: Equatable {
  let low: UInt64
  let high: UInt64
  let count: Int
  private let lowMask: UInt64
  private let highMask: UInt64

  /// The longest key held this way.
  static let capacity = 15

  /// The key of `bytes`; nil when longer than `capacity` or not ASCII.
  init?(bytes: UnsafeRawBufferPointer) {
    guard bytes.count <= Self.capacity else { return nil }
    var words: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &words) { target in
      target.copyMemory(from: bytes)
    }
    guard (words.0 | words.1) & KeyBytes.highBits == 0 else { return nil }
    low = words.0
    high = words.1
    count = bytes.count
    lowMask = Self.lowMask(count)
    highMask = Self.highMask(count)
  }

  /// The key of `key` read from its representation when it is a small ASCII string; nil
  /// otherwise (a longer key, one with other characters, or one stored on the heap).
  @inline(__always)
  init?(representationOf key: String) {
    guard let words = Self.words(ofSmallASCII: key) else { return nil }
    // Bytes past the count are masked off rather than assumed to be zero.
    lowMask = Self.lowMask(words.count)
    highMask = Self.highMask(words.count)
    low = words.low & lowMask
    high = words.high & highMask
    count = words.count
  }

  /// The two words of `text`'s representation and its byte count when it is a small ASCII
  /// string; nil otherwise. Only meaningful where `layoutIsKnown`. The words are returned as
  /// stored: the last byte is the discriminator, and the bytes between the count and it are
  /// zeros by the standard library's own invariant (`_SmallString`, checked only in its
  /// internal-checks builds), which no caller relies on: `init(representationOf:)` masks them
  /// off and `ICUOutputWriter` writes them only where later bytes overwrite them.
  @inlinable
  @inline(__always)
  package static func words(ofSmallASCII text: String)
    -> (low: UInt64, high: UInt64, count: Int)?
  {
    #if _pointerBitWidth(_64)
      let words = unsafeBitCast(text, to: (UInt64, UInt64).self)
      let discriminator = words.1 &>> 56
      // The top four bits of a small, ASCII, immortal string's representation.
      guard discriminator & 0xF0 == 0xE0 else { return nil }
      return (words.0, words.1, Int(truncatingIfNeeded: discriminator & 0x0F))
    #else
      return nil
    #endif
  }

  /// True when the bytes of `stored` from `start` are this key's; `stored` must be readable
  /// for 16 bytes from `start` (the table pads its byte array) and hold `count` bytes there.
  @inline(__always)
  func matches(_ stored: UnsafeRawBufferPointer, at start: Int) -> Bool {
    let first = stored.loadUnaligned(fromByteOffset: start, as: UInt64.self)
    let second = stored.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self)
    return first & lowMask == low && second & highMask == high
  }

  /// A well-mixed hash of the key with `seed`, from `KeyBytes`'s steps: each word is mixed
  /// in, then the result is finished, so every byte reaches the low bits a table index uses.
  @inline(__always)
  func hash(seed: UInt64) -> Int {
    let first = KeyBytes.mix(low ^ seed)
    return KeyBytes.finish(KeyBytes.mix(first ^ high ^ UInt64(truncatingIfNeeded: count)))
  }

  /// The mask of the first `count` bytes of the first word (in memory order).
  @inline(__always)
  private static func lowMask(_ count: Int) -> UInt64 {
    count >= 8 ? ~0 : Self.prefixMask(count)
  }

  /// The mask of the bytes past the eighth of the second word.
  @inline(__always)
  private static func highMask(_ count: Int) -> UInt64 {
    count <= 8 ? 0 : Self.prefixMask(count &- 8)
  }

  /// The mask of the first `bytes` (0–7) bytes of a word in memory order.
  @inline(__always)
  private static func prefixMask(_ bytes: Int) -> UInt64 {
    let mask: UInt64 = (1 &<< UInt64(truncatingIfNeeded: bytes &* 8)) &- 1
    return UInt64(littleEndian: mask)
  }

  /// True when small strings read from their representation as they do from their bytes:
  /// checked with keys of every length from 0 to 15, and with a 16-byte key, which must not
  /// look small.
  package static let layoutIsKnown: Bool = {
    let alphabet = Array("abcdefghijklmnop".utf8)
    for count in 0...capacity {
      let key = String(decoding: alphabet[..<count], as: UTF8.self)
      let fromBytes = alphabet[..<count].withUnsafeBytes { SmallKey(bytes: $0) }
      guard let fromBytes, SmallKey(representationOf: key) == fromBytes else { return false }
    }
    let long = String(decoding: alphabet, as: UTF8.self)
    return SmallKey(representationOf: long) == nil
  }()
}
