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
  /// The top bit of every byte of a word: a word of ASCII bytes has none of them set.
  static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Hashes `bytes` with `seed` (`KeyBytes.seed`, passed in to avoid a lazy-global check).
  @inline(__always)
  static func digest(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> Digest {
    let count = bytes.count
    var hash = seed ^ (UInt64(truncatingIfNeeded: count) &* multiplier)
    var union: UInt64 = 0
    if count >= 8 {
      var offset = 0
      while offset + 8 < count {
        let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        union |= word
        hash = mix(hash ^ word)
        offset += 8
      }
      let last = bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      union |= last
      hash = mix(hash ^ last)
    } else if count > 0 {
      union = short(bytes)
      hash = mix(hash ^ union)
    }
    return Digest(hash: finish(hash), isASCII: union & highBits == 0)
  }

  /// The last step of a hash: shifts and a multiplication that spread every bit of `hash`
  /// over the low bits a table index uses.
  @inline(__always)
  static func finish(_ hash: UInt64) -> Int {
    var hash = hash
    hash ^= hash >> 31
    hash &*= finisher
    hash ^= hash >> 29
    return Int(truncatingIfNeeded: hash)
  }

  /// True when both buffers hold the same bytes.
  @inline(__always)
  static func equal(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
    let count = lhs.count
    guard count == rhs.count else { return false }
    guard count >= 8 else { return short(lhs) == short(rhs) }
    var offset = 0
    while offset + 8 < count {
      let left = lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let right = rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      guard left == right else { return false }
      offset += 8
    }
    let left = lhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    return left == rhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
  }

  /// `value` multiplied by an odd constant, with the product's high half folded down.
  @inline(__always)
  static func mix(_ value: UInt64) -> UInt64 {
    let product = value &* multiplier
    return product ^ (product >> 32)
  }

  /// The bytes of a buffer shorter than eight bytes in one word (0 when empty): for a given
  /// length, different bytes give different words, as the loads cover every byte.
  @inline(__always)
  private static func short(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    let count = bytes.count
    if count >= 4 {
      let first = UInt64(bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
      let last = UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      return first | last << 32
    }
    guard count > 0 else { return 0 }
    return UInt64(bytes[0]) | UInt64(bytes[count / 2]) << 8 | UInt64(bytes[count - 1]) << 16
  }
}
