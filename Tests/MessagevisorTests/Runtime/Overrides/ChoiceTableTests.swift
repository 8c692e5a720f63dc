import Testing

@testable import Messagevisor

/// The address-keyed table behind `OverrideMemo`.
@Suite("Choice table")
struct ChoiceTableTests {
  /// Addresses as objects have them: 16-byte aligned, spread over a heap range, and some
  /// that collide in the low bits.
  static func addresses(_ count: Int, stride: UInt) -> [UInt] {
    (0..<UInt(count)).map { 0x7F00_0000_1000 + $0 * stride }
  }

  @Test(
    "Every kept key finds its own value, through growth",
    arguments: [(1, 16), (7, 16), (100, 16), (1000, 48), (4096, 4096), (3000, 1 << 20)])
  func keepsValues(count: Int, stride: Int) {
    var table = ChoiceTable(limit: 4096)
    let keys = Self.addresses(count, stride: UInt(stride))
    for (value, key) in keys.enumerated() {
      table.insert(value - 1, for: key)
    }
    #expect(table.count == count)
    for (value, key) in keys.enumerated() {
      #expect(table.value(for: key) == value - 1)
    }
    #expect(table.value(for: 0x10) == nil)
    #expect(table.value(for: keys[count - 1] + UInt(stride)) == nil)
  }

  @Test("A key keeps its first value")
  func firstValueStays() {
    var table = ChoiceTable(limit: 8)
    table.insert(3, for: 0x1000)
    table.insert(5, for: 0x1000)
    #expect(table.value(for: 0x1000) == 3)
    #expect(table.count == 1)
  }

  @Test("Past the limit, new keys are not kept and kept ones stay", arguments: [1, 5, 64])
  func limit(limit: Int) {
    var table = ChoiceTable(limit: limit)
    let keys = Self.addresses(limit + 10, stride: 32)
    for key in keys {
      table.insert(7, for: key)
    }
    #expect(table.count == limit)
    #expect(keys.prefix(limit).allSatisfy { table.value(for: $0) == 7 })
    #expect(keys.dropFirst(limit).allSatisfy { table.value(for: $0) == nil })
  }
}
