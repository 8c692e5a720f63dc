import Testing

@testable import Messagevisor

/// Option reads by name, scanned for small dictionaries and hashed for large ones.
@Suite("Option lookup")
struct OptionLookupTests {
  static let sizes = [0, 1, 3, OptionLookup.linearLimit, OptionLookup.linearLimit + 1, 50]

  @Test("Every stored option is found and nothing else", arguments: sizes)
  func finds(_ count: Int) {
    var options: FormatOptions = [:]
    for index in 0..<count { options["option\(index)"] = .int(index) }
    let lookup = OptionLookup(options)
    for index in 0..<count { #expect(lookup["option\(index)"] == .int(index)) }
    #expect(lookup["option\(count)"] == nil)
    #expect(lookup["Option0"] == nil)
    #expect(lookup[""] == nil)
  }

  @Test("A null option is returned as null, not as missing")
  func null() {
    let lookup = OptionLookup(["style": .null])
    #expect(lookup["style"] == .null)
  }
}
