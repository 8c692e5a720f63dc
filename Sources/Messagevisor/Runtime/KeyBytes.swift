/// Hashing and comparing message keys as raw UTF-8 bytes, for `EntryTable`.
///
/// `String.hashValue` runs SipHash over the normalized text (about 250 instructions for a
/// short key, through a generic entry point); these read the bytes eight at a time with
/// unaligned loads and mix them with multiplications, about 30 instructions for a short key.
/// Byte equality is `String` equality only for ASCII text (canonical equivalence can equate
/// different non-ASCII byte sequences), so the hash also says whether the bytes are ASCII and
/// the table keeps other keys apart.
///
/// The seed comes from the process's `Hasher` seed, so probe sequences differ from run to run
/// unless `SWIFT_DETERMINISTIC_HASHING` is set (as `make profile` does). Keys come from the
/// app's own datafiles: a crafted datafile could at worst slow down its own indexing.
enum KeyBytes {
  /// The hash of `bytes` and whether every byte is ASCII.
  struct Digest {
    let hash: Int
    let isASCII: Bool
  }

  /// The per-process seed.
  static let seed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x6D65_7373_6167_6576 as UInt64)
    return UInt64(UInt(bitPattern: hasher.finalize()))
  }()

  private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
  private static let finisher: UInt64 = 0xBF58_476D_1CE4_E5B9
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Hashes `bytes` with `seed` (`KeyBytes.seed`, passed in to avoid a lazy-global check).
  @inline(__always)
  static func digest(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> Digest {
    let count = bytes.count
    var hash = seed ^ (UInt64(truncatingIfNeeded: count) &* multiplier)
    var union: UInt64 = 0
    var offset = 0
    while offset + 8 <= count {
      let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      union |= word
      hash = mix(hash ^ word)
      offset += 8
    }
    if offset < count {
      let word = tail(bytes, from: offset)
      union |= word
      hash = mix(hash ^ word)
    }
    hash ^= hash >> 31
    hash &*= finisher
    hash ^= hash >> 29
    return Digest(hash: Int(truncatingIfNeeded: hash), isASCII: union & highBits == 0)
  }

  /// True when both buffers hold the same bytes.
  @inline(__always)
  static func equal(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
    let count = lhs.count
    guard count == rhs.count else { return false }
    var offset = 0
    while offset + 8 <= count {
      let left = lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let right = rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      guard left == right else { return false }
      offset += 8
    }
    guard offset < count else { return true }
    return tail(lhs, from: offset) == tail(rhs, from: offset)
  }

  @inline(__always)
  private static func mix(_ value: UInt64) -> UInt64 {
    let product = value &* multiplier
    return product ^ (product >> 32)
  }

  /// The last one to seven bytes from `offset`, in the low bytes of a word.
  @inline(__always)
  private static func tail(_ bytes: UnsafeRawBufferPointer, from offset: Int) -> UInt64 {
    let remaining = bytes.count - offset
    if bytes.count >= 8 {
      let last = bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
      return last >> UInt64(8 * (8 - remaining))
    }
    var word: UInt64 = 0
    var shift: UInt64 = 0
    for index in offset..<bytes.count {
      word |= UInt64(bytes[index]) << shift
      shift += 8
    }
    return word
  }
}
