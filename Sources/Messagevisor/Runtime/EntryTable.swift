/// The translations of one datafile by key: an immutable open-addressing table.
///
/// Built once per `setDatafile` and only read afterwards, so it can be tighter than a
/// `Dictionary`, which keeps a quarter of its buckets free and doubles at each power of two
/// (100 000 keys take 262 144 buckets of key + value). Here keys and entries sit in two dense
/// arrays, and the hash table is only 32-bit positions into them, kept at most half full so
/// probes stay short: about 5 MB instead of 11 MB for 100 000 keys.
struct EntryTable: Sendable, Sequence {
  private let keys: [String]
  private let values: [LookupEntry]
  /// Position + 1 of the key hashed to each slot (0 = empty); linear probing.
  private let slots: [UInt32]
  private let mask: Int

  /// A table mapping `keys[i]` to `values[i]`; keys must be distinct.
  init(keys: [String], values: [LookupEntry]) {
    precondition(keys.count == values.count, "one entry per key")
    precondition(keys.count < Int(UInt32.max), "too many keys")
    var capacity = 8
    while capacity < keys.count * 2 { capacity *= 2 }
    let mask = capacity - 1
    var slots = [UInt32](repeating: 0, count: capacity)
    for (position, key) in keys.enumerated() {
      var slot = key.hashValue & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = UInt32(position + 1)
    }
    self.keys = keys.map(Self.canonical)
    self.values = values
    self.slots = slots
    self.mask = mask
  }

  /// `key` in the small (inline) form when it fits 15 UTF-8 bytes.
  ///
  /// Decoders may hand out short keys as heap strings; `==` between a heap string and the
  /// small string a caller's literal is takes the full comparison (about 200 instructions),
  /// while two small strings compare as two words.
  private static func canonical(_ key: String) -> String {
    guard key.utf8.count <= 15 else { return key }
    var source = key
    return source.withUTF8 { utf8 in
      String(unsafeUninitializedCapacity: utf8.count) { bytes in
        _ = bytes.initialize(from: utf8)
        return utf8.count
      }
    }
  }

  /// The number of keys.
  var count: Int { keys.count }

  /// The entry for `key`, if any.
  subscript(key: String) -> LookupEntry? {
    var slot = key.hashValue & mask
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { return nil }
      if keys[stored - 1] == key { return values[stored - 1] }
      slot = (slot + 1) & mask
    }
  }

  /// Every key and entry, in insertion order.
  func makeIterator() -> Zip2Sequence<[String], [LookupEntry]>.Iterator {
    zip(keys, values).makeIterator()
  }
}
