import Testing

@testable import MessagevisorICU

@Suite("ICU syntax tree")
struct ICUMessageTreeTests {
  @Test("Plain text is one node covering the source")
  func plainText() throws {
    let message = try ICUMessage.parse("Hello } #")
    #expect(message.nodes == [.text(ICUTextNode(value: "Hello } #", range: 0..<9))])
    #expect(message.isPlainText)
    #expect(!ICUMessage.needsParsing("Hello } #"))
  }

  @Test("The empty message has no nodes")
  func empty() throws {
    let message = try ICUMessage.parse("")
    #expect(message.nodes.isEmpty)
    #expect(message.isPlainText)
  }

  @Test("Quoted pieces merge into one text node spanning the quotes")
  func quotedText() throws {
    let message = try ICUMessage.parse("don''t '{x}' {y}")
    let expected: [ICUNode] = [
      .text(ICUTextNode(value: "don't {x} ", range: 0..<13)),
      .argument(
        ICUArgumentNode(name: "y", kind: .simple, style: .none, range: 13..<16)),
    ]
    #expect(message.nodes == expected)
    #expect(!message.isPlainText)
  }

  @Test("Typed arguments keep kind, style and range")
  func typedArguments() throws {
    let message = try ICUMessage.parse("{a, number, ::percent} {b, date, short} {c, spellout}")
    let references = message.arguments()
    #expect(references.map(\.name) == ["a", "b", "c"])
    #expect(references.map(\.kind) == [.number, .date, .other("spellout")])
    #expect(references.map(\.style) == [.skeleton("percent"), .named("short"), .none])
    #expect(references.map(\.range) == [0..<22, 23..<39, 40..<53])
  }

  /// Separators after `::`, with the skeleton each leaves: `Pattern_White_Space` is dropped,
  /// as around names and types; other spaces (U+00A0, U+3000) are part of the skeleton.
  static let skeletonSeparators: [(separator: String, skeleton: String)] = [
    (" ", "yMMMd"),
    ("\t\n", "yMMMd"),
    ("\u{85}", "yMMMd"),
    ("\u{200E}", "yMMMd"),
    ("\u{2028} \u{2029}", "yMMMd"),
    ("\u{A0}", "\u{A0}yMMMd"),
    ("\u{3000}", "\u{3000}yMMMd"),
  ]

  @Test("Whitespace after :: is dropped from a skeleton", arguments: skeletonSeparators)
  func skeletonSeparator(separator: String, skeleton: String) throws {
    let message = try ICUMessage.parse("{d, date, ::\(separator)yMMMd}")
    #expect(message.arguments().map(\.style) == [.skeleton(skeleton)])
  }

  @Test("Choices keep offset, selectors, exact values, pound ranges and branch ranges")
  func pluralTree() throws {
    let source = "{n, plural, offset:1 =0 {none} one {# one} other {#}}"
    let message = try ICUMessage.parse(source)
    guard case .choice(let choice) = try #require(message.nodes.first) else {
      Issue.record("expected a choice")
      return
    }
    #expect(choice.name == "n")
    #expect(choice.kind == .plural)
    #expect(choice.offset == 1)
    #expect(choice.range == 0..<source.utf8.count)
    #expect(choice.branches.map(\.selector) == ["=0", "one", "other"])
    #expect(choice.branches.map(\.exactValue) == [0, nil, nil])
    #expect(choice.branches.map(\.range) == [21..<30, 31..<42, 43..<52])
    #expect(choice.branches[1].body.first == .pound(36..<37))
    #expect(choice.branches[2].body == [.pound(50..<51)])
  }

  @Test("Select selectors starting with = stay plain keys")
  func selectExactLookalike() throws {
    let message = try ICUMessage.parse("{v, select, =1 {a} other {b}}")
    guard case .choice(let choice) = message.nodes[0] else {
      Issue.record("expected a choice")
      return
    }
    #expect(choice.branches[0].exactValue == nil)
  }

  @Test("A repeated selector replaces the earlier body in place")
  func duplicates() throws {
    let message = try ICUMessage.parse("{g, select, a {1} other {2} a {3}}")
    guard case .choice(let choice) = message.nodes[0] else {
      Issue.record("expected a choice")
      return
    }
    #expect(choice.branches.map(\.selector) == ["a", "other"])
    #expect(choice.branches[0].body == [.text(ICUTextNode(value: "3", range: 31..<32))])
  }

  @Test("Arguments are listed in source order with their nesting depth")
  func argumentListing() throws {
    let source =
      "{g, select, f {{n, plural, other {{when, date, long} #}}} other {{name}}} {amount, "
      + "number, money}"
    let references = try ICUMessage.parse(source).arguments()
    #expect(references.map(\.name) == ["g", "n", "when", "name", "amount"])
    #expect(references.map(\.kind) == [.select, .plural, .date, .simple, .number])
    #expect(references.map(\.depth) == [0, 1, 2, 1, 0])
    #expect(references[2].style == .named("long"))
    #expect(references[4].style == .named("money"))
  }

  @Test("Argument names are distinct, in order of first appearance")
  func argumentNames() throws {
    let message = try ICUMessage.parse(
      "{b} {a, plural, one {{b}} other {{c, selectordinal, other {#}}}} {a}")
    #expect(message.argumentNames() == ["b", "a", "c"])
    #expect(
      message.arguments().map(\.kind) == [.simple, .plural, .simple, .selectordinal, .simple])
  }
}
