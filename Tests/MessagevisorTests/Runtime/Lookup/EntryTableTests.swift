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

/// Keys as bytes: lengths around the eight-byte words, and equivalence beyond ASCII.
@Suite("Entry table: byte keys")
struct EntryTableByteKeyTests {
  @Test("Keys of every length up to 40 bytes that share prefixes are found and kept apart")
  func lengths() {
    let keys = (0...40).map { String(repeating: "k", count: $0) } + (0...40).map { "x\($0)" }
    let table = EntryTableTests.table(keys)
    for key in keys { #expect(table[key]?.translation == "value of \(key)") }
    for key in keys where !key.isEmpty {
      #expect(table[key + "!"] == nil)
      #expect(table[String(key.dropLast()) + "?"] == nil)
    }
  }

  @Test("A key is found whether the caller's string is small or on the heap")
  func heapKeys() {
    let long = "settings.notifications.email.description"
    let table = EntryTableTests.table(["a.b", long])
    let built = ["settings", "notifications", "email", "description"].joined(separator: ".")
    #expect(table[built]?.translation == "value of \(long)")
    #expect(table[String("xa.b".dropFirst())]?.translation == "value of a.b")
  }

  @Test("Canonically equivalent spellings find each other, ASCII or not")
  func equivalence() {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    let kelvin = "\u{212A}ey"
    let table = EntryTableTests.table([composed, "Key", "plain"])
    #expect(table[decomposed]?.translation == "value of \(composed)")
    #expect(table[kelvin]?.translation == "value of Key")
    let stored = EntryTableTests.table([kelvin, "plain"])
    #expect(stored["Key"]?.translation == "value of \(kelvin)")
    #expect(stored["key"] == nil)
    #expect(stored["plain"]?.translation == "value of plain")
  }

  @Test("Iteration gives back every key's exact bytes")
  func iterationBytes() {
    let keys = ["cafe\u{301}", "\u{212A}", "a", "🙂.x", ""]
    let seen = EntryTableTests.table(keys).map { Array($0.0.utf8) }
    #expect(seen == keys.map { Array($0.utf8) })
  }
}
