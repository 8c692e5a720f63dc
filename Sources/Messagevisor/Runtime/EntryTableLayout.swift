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
