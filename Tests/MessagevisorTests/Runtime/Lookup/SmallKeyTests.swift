import Testing

@testable import Messagevisor

/// Short ASCII keys held in two words, read from a small string's representation or from
/// bytes.
@Suite("Small keys")
struct SmallKeyTests {
  /// A string with `text`'s bytes in heap storage of its own, never in the small form.
  static func onHeap(_ text: String) -> String {
    let bytes = Array(text.utf8)
    return String(unsafeUninitializedCapacity: 32) { target in
      _ = target.initialize(fromContentsOf: bytes)
      return bytes.count
    }
  }

  static func fromBytes(_ text: String) -> SmallKey? {
    Array(text.utf8).withUnsafeBytes { SmallKey(bytes: $0) }
  }

  static let lengths = Array(0...SmallKey.capacity)

  @Test("The standard library's small-string layout is the one the lookup reads")
  func layout() {
    #expect(SmallKey.layoutIsKnown)
  }

  @Test("A small string reads as its bytes do", arguments: lengths)
  func representation(_ count: Int) {
    let key = String(repeating: "k", count: count)
    #expect(SmallKey(representationOf: key) == Self.fromBytes(key))
    #expect(SmallKey(representationOf: key)?.count == count)
  }

  @Test(
    "Longer, non-ASCII or heap-stored keys are not read from their representation",
    arguments: ["sixteen.bytes.ok", "café", "🙂", "settings.notifications.email"])
  func notSmall(_ key: String) {
    #expect(SmallKey(representationOf: key) == nil)
    #expect(SmallKey(representationOf: Self.onHeap(key)) == nil)
  }

  @Test("A short key stored on the heap is not read as small, yet packs from its bytes")
  func heapShort() {
    let key = Self.onHeap("key.7")
    #expect(SmallKey(representationOf: key) == nil)
    #expect(Self.fromBytes(key) == SmallKey(representationOf: "key.7"))
  }

  @Test(
    "Keys that differ only in length, trailing NUL bytes or the last byte pack apart",
    arguments: [("a", "a\u{0}"), ("", "\u{0}"), ("abcdefgh", "abcdefgh\u{0}"), ("abc", "abd")])
  func distinct(_ pair: (String, String)) {
    #expect(Self.fromBytes(pair.0) != Self.fromBytes(pair.1))
    #expect(SmallKey(representationOf: pair.0) != SmallKey(representationOf: pair.1))
  }

  @Test("Non-ASCII bytes and keys past the capacity do not pack")
  func rejected() {
    #expect(Self.fromBytes("café") == nil)
    #expect(Self.fromBytes(String(repeating: "x", count: 16)) == nil)
  }
}

/// `EntryTable` lookups of short keys through each path.
@Suite("Entry table: small keys")
struct EntryTableSmallKeyTests {
  static let keys =
    (0...SmallKey.capacity).map { String(repeating: "s", count: $0) }
    + ["a", "a\u{0}", "key.1", "key.10", "key.100", "z.last"]

  @Test("Every short key is found from a small string and from a heap string", arguments: keys)
  func found(_ key: String) {
    let table = EntryTableTests.table(Self.keys + ["a.long.key.past.fifteen"])
    #expect(table[key]?.translation == "value of \(key)")
    #expect(table[SmallKeyTests.onHeap(key)]?.translation == "value of \(key)")
  }

  @Test("A short key absent from the table is not found", arguments: ["b", "key.2", "s\u{0}"])
  func absent(_ key: String) {
    let table = EntryTableTests.table(Self.keys)
    #expect(table[key] == nil)
    #expect(table[SmallKeyTests.onHeap(key)] == nil)
  }

  @Test("The last key stored is compared within the table's padding")
  func lastKey() {
    let table = EntryTableTests.table(["x", "y.is.the.last"])
    #expect(table["y.is.the.last"]?.translation == "value of y.is.the.last")
    #expect(table["y.is.the.las"] == nil)
  }
}

/// The spread of `SmallKey.hash` over a table's index bits.
@Suite("Small keys: hash")
struct SmallKeyHashTests {
  /// Keys that differ in one byte position only.
  static func keys(varying position: Int) -> [String] {
    (0..<90).map { index in
      var bytes = Array(repeating: UInt8(ascii: "k"), count: position + 1)
      bytes[position] = UInt8(33 + index)
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  @Test(
    "Keys differing in any one byte spread over a 1,024-slot table's index bits",
    arguments: Array(0..<SmallKey.capacity))
  func spread(_ position: Int) throws {
    for seed: UInt64 in [0, 0x1234_5678_9ABC_DEF0] {
      var slots = Set<Int>()
      for key in Self.keys(varying: position) {
        let packed = try #require(Array(key.utf8).withUnsafeBytes { SmallKey(bytes: $0) })
        slots.insert(packed.hash(seed: seed) & 1023)
      }
      // 90 random slots of 1,024 are about 86 distinct ones; a byte that never reached the
      // index bits would give one.
      #expect(slots.count >= 75)
    }
  }
}
