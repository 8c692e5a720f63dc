import Foundation

/// The translations of one datafile by key: an immutable open-addressing table.
///
/// Built once per stored datafile and only read afterwards. Every key's UTF-8 sits in one
/// byte array (`bytes`, key `i` at `starts[i]..<starts[i + 1]`), the entries in a dense array
/// in insertion order, and the hash table is 32-bit positions into them, at most half full.
/// ASCII keys, nearly all of them, are hashed and compared as bytes (`KeyBytes`); a key with
/// other characters lives in a `Dictionary` (`others`), whose `String` equality merges
/// canonically equivalent spellings, so lookups mean what `[String: …]` lookups mean.
///
/// A final class, so a lookup through `LocaleData` retains one object rather than each array.
final class EntryTable: Sendable, Sequence {
  private let bytes: [UInt8]
  private let starts: [UInt32]
  private let values: [LookupEntry]
  /// Position + 1 of the ASCII key hashed to each slot (0 = empty); linear probing.
  private let slots: [UInt32]
  private let mask: Int
  private let seed: UInt64
  /// Positions of the keys that are not ASCII.
  private let others: [String: Int]

  /// This table's keys with other entries, position for position (shares the key arrays).
  func replacingValues(_ transform: (LookupEntry) -> LookupEntry) -> EntryTable {
    EntryTable(self, values: values.map(transform))
  }

  private init(_ other: EntryTable, values: [LookupEntry]) {
    self.bytes = other.bytes
    self.starts = other.starts
    self.values = values
    self.slots = other.slots
    self.mask = other.mask
    self.seed = other.seed
    self.others = other.others
  }

  /// Every entry, in insertion order.
  var entries: [LookupEntry] { values }

  /// A table mapping `keys[i]` to `values[i]`; keys must be distinct `String`s.
  init(keys: [String], values: [LookupEntry]) {
    precondition(keys.count == values.count, "one entry per key")
    precondition(keys.count < Int(UInt32.max), "too many keys")
    let byteCount = keys.reduce(0) { $0 + $1.utf8.count }
    var layout = EntryTableLayout(count: keys.count, byteCount: byteCount)
    for (position, key) in keys.enumerated() {
      layout.add(key, position: position)
    }
    self.bytes = layout.bytes
    self.starts = layout.starts
    self.values = values
    self.slots = layout.slots
    self.mask = layout.mask
    self.seed = layout.seed
    self.others = layout.others
  }

  /// The number of keys.
  var count: Int { values.count }

  /// The entry for `key`, if any.
  subscript(key: String) -> LookupEntry? {
    let found = key.utf8.withContiguousStorageIfAvailable { utf8 in
      asciiPosition(of: UnsafeRawBufferPointer(utf8))
    }
    if let found, found >= 0 { return values[found] }
    if found == Self.asciiMiss, others.isEmpty { return nil }
    guard let position = otherPosition(of: key) else { return nil }
    return values[position]
  }

  /// The key of the entry at `position` (insertion order), rebuilt from its bytes.
  func key(at position: Int) -> String {
    let range = Int(starts[position])..<Int(starts[position + 1])
    return String(decoding: bytes[range], as: UTF8.self)
  }

  /// Every key and entry, in insertion order.
  func makeIterator() -> EntryTableIterator {
    EntryTableIterator(bytes: bytes, starts: starts, values: values)
  }

  private static let asciiMiss = -1
  private static let notASCII = -2

  /// The position of an ASCII key, `asciiMiss` when absent, `notASCII` for other bytes.
  @inline(__always)
  private func asciiPosition(of key: UnsafeRawBufferPointer) -> Int {
    let digest = KeyBytes.digest(key, seed: seed)
    guard digest.isASCII else { return Self.notASCII }
    return slots.withUnsafeBufferPointer { slots in
      bytes.withUnsafeBytes { stored in
        starts.withUnsafeBufferPointer { starts in
          var slot = digest.hash & mask
          while true {
            let entry = Int(slots[slot])
            if entry == 0 { return Self.asciiMiss }
            let start = Int(starts[entry - 1])
            let end = Int(starts[entry])
            let candidate = UnsafeRawBufferPointer(rebasing: stored[start..<end])
            if KeyBytes.equal(candidate, key) { return entry - 1 }
            slot = (slot + 1) & mask
          }
        }
      }
    }
  }

  /// The position of a key that is not ASCII, or of one canonically equivalent to an ASCII key.
  private func otherPosition(of key: String) -> Int? {
    if let position = others[key] { return position }
    // Foundation's NFC: canonically equivalent strings have the same composed form.
    var composed = key.precomposedStringWithCanonicalMapping
    guard composed.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    let found = composed.withUTF8 { asciiPosition(of: UnsafeRawBufferPointer($0)) }
    return found >= 0 ? found : nil
  }
}

/// Iterates an `EntryTable`'s keys (rebuilt from their bytes) and entries in order.
struct EntryTableIterator: IteratorProtocol {
  let bytes: [UInt8]
  let starts: [UInt32]
  let values: [LookupEntry]
  private var position = 0

  init(bytes: [UInt8], starts: [UInt32], values: [LookupEntry]) {
    self.bytes = bytes
    self.starts = starts
    self.values = values
  }

  mutating func next() -> (String, LookupEntry)? {
    guard position < values.count else { return nil }
    let range = Int(starts[position])..<Int(starts[position + 1])
    let key = String(decoding: bytes[range], as: UTF8.self)
    defer { position += 1 }
    return (key, values[position])
  }
}

/// The arrays of an `EntryTable`, filled key by key while the table is built.
struct EntryTableLayout {
  private(set) var bytes: [UInt8] = []
  private(set) var starts: [UInt32] = [0]
  private(set) var slots: [UInt32]
  private(set) var others: [String: Int] = [:]
  let mask: Int
  let seed = KeyBytes.seed

  /// An empty layout for `count` keys of `byteCount` UTF-8 bytes in all: the hash table has
  /// at least twice as many slots as keys.
  init(count: Int, byteCount: Int) {
    var capacity = 8
    while capacity < count * 2 { capacity *= 2 }
    mask = capacity - 1
    slots = [UInt32](repeating: 0, count: capacity)
    starts.reserveCapacity(count + 1)
    bytes.reserveCapacity(byteCount)
  }

  /// Adds `key` at `position` (the next one); its bytes are kept for iteration, and it is
  /// hashed into `slots` when ASCII, else kept in `others`.
  mutating func add(_ key: String, position: Int) {
    var key = key
    let digest = key.withUTF8 { utf8 in
      bytes.append(contentsOf: utf8)
      return KeyBytes.digest(UnsafeRawBufferPointer(utf8), seed: seed)
    }
    starts.append(UInt32(bytes.count))
    guard digest.isASCII else {
      others[key] = position
      return
    }
    var slot = digest.hash & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = UInt32(position + 1)
  }
}
