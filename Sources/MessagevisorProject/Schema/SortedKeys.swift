/// A set of keys held as the sorted list the file index already has, answering membership by
/// binary search.
///
/// Message keys are the bulk of a large project's keys, and are looked up only for the few
/// references to a message (tests, examples); hashing 200,000 of them into a `Set` on every
/// load cost more than every lookup together. Keys are ordered and compared by UTF-16 code
/// units, as `EntityFileIndex` orders its entries; entity keys are ASCII, where this is the
/// equality of `String`.
struct SortedKeys: Sendable, ExpressibleByArrayLiteral {
  private let keys: [String]

  /// Keys already in UTF-16 order (checked in debug builds).
  init(sorted keys: [String]) {
    assert(zip(keys, keys.dropFirst()).allSatisfy { !Self.precedes($1, $0) })
    self.keys = keys
  }

  /// Keys in any order.
  init(arrayLiteral keys: String...) {
    self.keys = Array(Set(keys)).sorted(by: Self.precedes)
  }

  /// Whether `key` is one of the keys.
  func contains(_ key: String) -> Bool {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if Self.precedes(keys[middle], key) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < keys.count && keys[low].utf16.elementsEqual(key.utf16)
  }

  private static func precedes(_ first: String, _ second: String) -> Bool {
    first.utf16.lexicographicallyPrecedes(second.utf16)
  }
}
