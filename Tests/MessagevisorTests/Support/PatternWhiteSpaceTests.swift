import Testing

@testable import Messagevisor

/// `PatternWhiteSpace`: ICU's whitespace (the separators of message syntax and number
/// skeletons) and the tokens between it, with UTF-8 offsets.
@Suite("Pattern_White_Space")
struct PatternWhiteSpaceTests {
  /// Every member of the set, as ICU documents it.
  static let members: [Unicode.Scalar] = [
    "\u{9}", "\u{A}", "\u{B}", "\u{C}", "\u{D}", " ", "\u{85}", "\u{200E}", "\u{200F}",
    "\u{2028}", "\u{2029}",
  ]

  /// Unicode `White_Space` that ICU keeps inside a token, U+FEFF, the neighbours of the
  /// members, and a letter.
  static let nonMembers: [Unicode.Scalar] = [
    "\u{A0}", "\u{1680}", "\u{2000}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}",
    "\u{FEFF}", "\u{8}", "\u{E}", "\u{84}", "\u{86}", "\u{200D}", "\u{2010}", "\u{2027}",
    "\u{202A}", "a",
  ]

  @Test(arguments: members.map { ($0, true) } + nonMembers.map { ($0, false) })
  func membership(_ scalar: Unicode.Scalar, _ isMember: Bool) {
    #expect(PatternWhiteSpace.contains(scalar) == isMember)
  }

  /// A member between two letters has its UTF-8 length at its start and before its end;
  /// anything else has 0.
  @Test(arguments: members.map { ($0, true) } + nonMembers.map { ($0, false) })
  func lengthInText(_ scalar: Unicode.Scalar, _ isMember: Bool) {
    let bytes = Array("a\(scalar)b".utf8)
    let width = String(scalar).utf8.count
    let expected = isMember ? width : 0
    #expect(PatternWhiteSpace.length(in: bytes, at: 1) == expected)
    #expect(PatternWhiteSpace.length(in: bytes, endingAt: 1 + width, from: 0) == expected)
  }

  /// A cut-off or malformed sequence is not whitespace, nor is a continuation byte (the
  /// 0x85 of `Ņ` is not U+0085).
  @Test(
    arguments: [
      ([0xE2, 0x80], 0, 0),
      ([0xC2], 0, 0),
      ([0xE2, 0x80, 0x41], 0, 0),
      ([0xC2, 0x20], 0, 0),
      ([0x80, 0xA8], 0, 0),
      ([0x41, 0xE2, 0x80, 0xA8], 1, 3),
      ([0x41, 0xE2, 0x80, 0xA8], 2, 0),
      ([0xC5, 0x85], 1, 0),
    ] as [([UInt8], Int, Int)])
  func lengthOfBytes(_ bytes: [UInt8], _ index: Int, _ expected: Int) {
    #expect(PatternWhiteSpace.length(in: bytes, at: index) == expected)
  }

  /// Before the end, a member counts only when it starts at or after `from`.
  @Test(arguments: [
    (" \u{2028}", 0, 3),
    (" \u{2028}", 1, 3),
    (" \u{2028}", 2, 0),
    ("a\t", 0, 1),
    ("a\u{A0}", 0, 0),
    ("a\u{85}", 0, 2),
    ("Ņ", 0, 0),
    ("", 0, 0),
  ])
  func lengthBeforeEnd(_ text: String, _ start: Int, _ expected: Int) {
    let bytes = Array(text.utf8)
    #expect(PatternWhiteSpace.length(in: bytes, endingAt: bytes.count, from: start) == expected)
  }

  /// Tokens are the runs between members, with their UTF-8 ranges.
  @Test(
    arguments: [
      ("percent scale/100", ["percent", "scale/100"], [0..<7, 8..<17]),
      ("\u{2028}a\u{85}\u{85}bc\u{200F}", ["a", "bc"], [3..<4, 8..<10]),
      ("é\u{2029}ü", ["é", "ü"], [0..<2, 5..<7]),
      ("Ņ\u{2026} Ņ", ["Ņ\u{2026}", "Ņ"], [0..<5, 6..<8]),
      ("a\u{A0}b\u{3000}c\u{FEFF}d", ["a\u{A0}b\u{3000}c\u{FEFF}d"], [0..<12]),
      (" \t\r\n", [], []),
      ("", [], []),
    ] as [(String, [Substring], [Range<Int>])])
  func tokens(_ text: String, _ tokens: [Substring], _ ranges: [Range<Int>]) {
    #expect(PatternWhiteSpace.tokens(of: text) == tokens)
    #expect(PatternWhiteSpace.tokenRanges(in: Array(text.utf8)) == ranges)
  }
}
