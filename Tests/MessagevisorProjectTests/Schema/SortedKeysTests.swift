import Testing

@testable import MessagevisorProject

/// Membership by binary search over keys in UTF-16 order answers as a set of their UTF-16
/// code units does.
struct SortedKeysTests {
  static let keys = [
    "a", "a.b", "a.b.c", "a-b", "a_b", "b", "m.000001", "m.000002", "m.010000", "z", "é", "😀",
    "\u{FF5E}",
  ]

  @Test(arguments: [
    "a", "a.b", "a.b.c", "a-b", "z", "é", "😀", "\u{FF5E}", "", "0", "a.", "a.b.d", "m.000003",
    "zz", "e\u{301}", "m.01000",
  ])
  func containsAnswersAsASet(_ key: String) {
    let sorted = Self.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
    let units = Set(Self.keys.map { Array($0.utf16) })
    #expect(SortedKeys(sorted: sorted).contains(key) == units.contains(Array(key.utf16)))
  }

  @Test func emptyHoldsNothing() {
    #expect(!SortedKeys(sorted: []).contains(""))
    let literal: SortedKeys = ["b", "a", "b"]
    #expect(literal.contains("a") && literal.contains("b") && !literal.contains("c"))
  }
}
