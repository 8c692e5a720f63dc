import Testing

@testable import Messagevisor

/// Byte-level string tests agree with comparing the UTF-8 sequences element by element.
@Suite("UTF-8 byte tests")
struct UTF8BytesTests {
  /// Pairs of strings: equal, different lengths, canonically equivalent but different scalars
  /// (which JavaScript's `===` and so the condition engine tell apart), small and large.
  static let pairs: [(String, String)] = [
    ("", ""),
    ("", "a"),
    ("ios", "ios"),
    ("ios", "iOS"),
    ("caf\u{E9}", "cafe\u{301}"),
    ("Pro plan 😀", "Pro plan 😀"),
    (String(repeating: "long text ", count: 20), String(repeating: "long text ", count: 20)),
    (String(repeating: "long text ", count: 20), String(repeating: "long text ", count: 20) + "!"),
  ]

  @Test("equal is byte equality", arguments: pairs)
  func equal(_ left: String, _ right: String) {
    let expected = Array(left.utf8) == Array(right.utf8)
    #expect(UTF8Bytes.equal(left, right) == expected)
    #expect(UTF8Bytes.equal(right, left) == expected)
  }

  static let searches: [(String, Bool)] = [
    ("", false),
    ("platform", false),
    ("user.plan", true),
    ("trailing.", true),
    (String(repeating: "x", count: 40) + ".y", true),
    ("café.", true),
  ]

  @Test("contains finds a byte", arguments: searches)
  func contains(_ text: String, _ expected: Bool) {
    #expect(UTF8Bytes.contains(UInt8(ascii: "."), in: text) == expected)
  }
}
