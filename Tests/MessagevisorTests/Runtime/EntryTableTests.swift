import Testing

@testable import Messagevisor

/// The immutable key → entry table of a stored datafile.
@Suite("Entry table")
struct EntryTableTests {
  static func table(_ keys: [String]) -> EntryTable {
    EntryTable(
      keys: keys, values: keys.map { LookupEntry(translation: "value of \($0)", message: nil) })
  }

  static let sizes = [0, 1, 2, 7, 8, 9, 1_000, 100_000]

  @Test("Every key is found with its own entry; absent keys are not", arguments: sizes)
  func lookups(_ count: Int) {
    let keys = (0..<count).map { "key.\($0)" }
    let table = Self.table(keys)
    #expect(table.count == count)
    for key in keys { #expect(table[key]?.translation == "value of \(key)") }
    for probe in ["key.\(count)", "", "KEY.0", "key.0 ", "key"] {
      #expect(table[probe] == nil)
    }
  }

  /// Canonically equivalent keys (`café` precomposed or decomposed) are one key in Swift, as
  /// in every `String`-keyed table; JSON decoding of a datafile already merges them.
  @Test("Keys that differ only in case, dotted or dotless i, or invisible characters stay apart")
  func exactKeys() {
    let keys = ["café", "Café", "title", "tıtle", "TİTLE", "a\u{200B}b", "ab", "🙂"]
    let table = Self.table(keys)
    for key in keys {
      let found = table[key]?.translation.map { Array($0.utf8) }
      #expect(found == Array("value of \(key)".utf8))
    }
  }

  @Test("Iteration visits every key once, in insertion order")
  func iteration() {
    let keys = (0..<50).map { "k\($0)" }
    var seen: [String] = []
    for (key, entry) in Self.table(keys) {
      seen.append(key)
      #expect(entry.translation == "value of \(key)")
    }
    #expect(seen == keys)
  }
}
