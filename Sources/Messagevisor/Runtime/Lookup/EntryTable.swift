import Foundation

/// The translations of one datafile by key: an immutable open-addressing table.
///
/// Built once per stored datafile and only read afterwards. Every key's UTF-8 sits in one
/// byte array (`bytes`, key `i` at `starts[i]..<starts[i + 1]`), the entries in a dense array
/// in insertion order, and the hash table is 32-bit positions into them, at most half full.
/// ASCII keys, nearly all of them, are hashed and compared as bytes: one of at most 15 bytes
/// as two words (`SmallKey`, read from a small string's own representation when the layout
/// allows), a longer one eight bytes at a time (`KeyBytes`). A key with
/// other characters lives in a `Dictionary` (`others`), whose `String` equality merges
/// canonically equivalent spellings, so lookups mean what `[String: …]` lookups mean.
///
/// A final class, so a lookup through `LocaleData` retains one object rather than each array.
/// The entries sit in storage the table owns, so a lookup can lend one in place
/// (`entryAddress(of:)`) without retaining an array buffer.
final class EntryTable: @unchecked Sendable, Sequence {
  private let bytes: [UInt8]
  private let starts: [UInt32]
  /// The entries in insertion order; initialized once, deinitialized by `deinit`, never
  /// written in between (so sharing it across threads is safe).
  private let storage: UnsafeMutableBufferPointer<LookupEntry>
  /// Position + 1 of the ASCII key hashed to each slot (0 = empty); linear probing.
  private let slots: [UInt32]
  private let mask: Int
  private let seed: UInt64
  /// Positions of the keys that are not ASCII.
  private let others: [String: Int]
  /// `SmallKey.layoutIsKnown`, read once (a lookup then checks no lazy global).
  private let readsRepresentation: Bool

  /// This table's keys with other entries, position for position (shares the key arrays).
  func replacingValues(_ transform: (LookupEntry) -> LookupEntry) -> EntryTable {
    EntryTable(self, values: storage.map(transform))
  }

  private init(_ other: EntryTable, values: [LookupEntry]) {
    self.bytes = other.bytes
    self.starts = other.starts
    self.storage = Self.owned(values)
    self.slots = other.slots
    self.mask = other.mask
    self.seed = other.seed
    self.others = other.others
    self.readsRepresentation = other.readsRepresentation
  }

  deinit {
    storage.deinitialize()
    storage.deallocate()
  }

  private static func owned(_ values: [LookupEntry]) -> UnsafeMutableBufferPointer<LookupEntry> {
    let storage = UnsafeMutableBufferPointer<LookupEntry>.allocate(capacity: values.count)
    _ = storage.initialize(fromContentsOf: values)
    return storage
  }

  /// Every entry, in insertion order, in place: valid while this table is.
  var buffer: UnsafeBufferPointer<LookupEntry> { UnsafeBufferPointer(storage) }

  /// A table mapping `keys[i]` to `values[i]`; keys must be distinct `String`s.
  init(keys: [String], values: [LookupEntry]) {
    precondition(keys.count == values.count, "one entry per key")
    precondition(keys.count < Int(UInt32.max), "too many keys")
    let byteCount = keys.reduce(0) { $0 + $1.utf8.count }
    var layout = EntryTableLayout(count: keys.count, byteCount: byteCount)
    for (position, key) in keys.enumerated() {
      layout.add(key, position: position)
    }
    layout.finish()
    self.bytes = layout.bytes
    self.starts = layout.starts
    self.storage = Self.owned(values)
    self.slots = layout.slots
    self.mask = layout.mask
    self.seed = layout.seed
    self.others = layout.others
    self.readsRepresentation = SmallKey.layoutIsKnown
  }

  /// The number of keys.
  var count: Int { storage.count }

  /// The entry for `key`, if any.
  subscript(key: String) -> LookupEntry? {
    position(of: key).map { storage[$0] }
  }

  /// The entry for `key` in place, if any: nothing of it is copied or retained, and the
  /// pointer is valid while this table is.
  @inline(__always)
  func entryAddress(of key: String) -> UnsafePointer<LookupEntry>? {
    guard let position = position(of: key), let base = storage.baseAddress else { return nil }
    return UnsafePointer(base + position)
  }

  /// The position of `key`'s entry, if any.
  @inline(__always)
  private func position(of key: String) -> Int? {
    let found: Int?
    if readsRepresentation, let small = SmallKey(representationOf: key) {
      found = position(of: small)
    } else {
      found = key.utf8.withContiguousStorageIfAvailable { utf8 in
        asciiPosition(of: UnsafeRawBufferPointer(utf8))
      }
    }
    if let found, found >= 0 { return found }
    if found == Self.asciiMiss, others.isEmpty { return nil }
    return otherPosition(of: key)
  }

  /// The key of the entry at `position` (insertion order), rebuilt from its bytes.
  func key(at position: Int) -> String {
    let range = Int(starts[position])..<Int(starts[position + 1])
    return String(decoding: bytes[range], as: UTF8.self)
  }

  /// Every key and entry, in insertion order.
  func makeIterator() -> EntryTableIterator {
    EntryTableIterator(table: self)
  }

  private static let asciiMiss = -1
  private static let notASCII = -2

  /// The position of an ASCII key, `asciiMiss` when absent, `notASCII` for other bytes.
  @inline(__always)
  private func asciiPosition(of key: UnsafeRawBufferPointer) -> Int {
    if key.count <= SmallKey.capacity {
      guard let small = SmallKey(bytes: key) else { return Self.notASCII }
      return position(of: small)
    }
    let digest = KeyBytes.digest(key, seed: seed)
    guard digest.isASCII else { return Self.notASCII }
    return probe(digest.hash) { stored, start, end in
      KeyBytes.equal(UnsafeRawBufferPointer(rebasing: stored[start..<end]), key)
    }
  }

  /// The position of an ASCII key of at most 15 bytes, or `asciiMiss`.
  @inline(__always)
  private func position(of key: SmallKey) -> Int {
    probe(key.hash(seed: seed)) { stored, start, end in
      end - start == key.count && key.matches(stored, at: start)
    }
  }

  /// Walks the slots from `hash` (linear probing) to the first stored key that `matches`
  /// (given the stored bytes and the key's start and end in them); `asciiMiss` at an empty
  /// slot.
  @inline(__always)
  private func probe(_ hash: Int, _ matches: (UnsafeRawBufferPointer, Int, Int) -> Bool) -> Int {
    slots.withUnsafeBufferPointer { slots in
      bytes.withUnsafeBytes { stored in
        starts.withUnsafeBufferPointer { starts in
          var slot = hash & mask
          while true {
            let entry = Int(slots[slot])
            if entry == 0 { return Self.asciiMiss }
            if matches(stored, Int(starts[entry - 1]), Int(starts[entry])) { return entry - 1 }
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
  let table: EntryTable
  private var position = 0

  init(table: EntryTable) {
    self.table = table
  }

  mutating func next() -> (String, LookupEntry)? {
    guard position < table.count else { return nil }
    defer { position += 1 }
    return (table.key(at: position), table.buffer[position])
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
    bytes.reserveCapacity(byteCount + Self.padding)
  }

  /// Zero bytes after the last key, so a `SmallKey` comparison may read 16 bytes from the
  /// start of any key.
  static let padding = 16

  /// Adds `key` at `position` (the next one); its bytes are kept for iteration, and it is
  /// hashed into `slots` when ASCII, else kept in `others`.
  mutating func add(_ key: String, position: Int) {
    var key = key
    let hash = key.withUTF8 { utf8 in
      bytes.append(contentsOf: utf8)
      return Self.asciiHash(of: UnsafeRawBufferPointer(utf8), seed: seed)
    }
    starts.append(UInt32(bytes.count))
    guard let hash else {
      others[key] = position
      return
    }
    var slot = hash & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = UInt32(position + 1)
  }

  /// Ends the byte array with `padding` zero bytes; call once, after the last `add`.
  mutating func finish() {
    bytes.append(contentsOf: repeatElement(0, count: Self.padding))
  }

  /// The hash a lookup computes for the ASCII key `bytes`; nil when it is not ASCII.
  private static func asciiHash(of bytes: UnsafeRawBufferPointer, seed: UInt64) -> Int? {
    if bytes.count <= SmallKey.capacity {
      return SmallKey(bytes: bytes)?.hash(seed: seed)
    }
    let digest = KeyBytes.digest(bytes, seed: seed)
    return digest.isASCII ? digest.hash : nil
  }
}
