import Testing

@testable import MessagevisorCLI

@Suite struct DocCommentTests {
  @Test func paragraphsAreSeparatedByEmptyCommentLines() {
    let lines = DocComment(indent: "  ").lines(["Heading of the screen", "`en`: Sign in"])
    #expect(lines == ["  /// Heading of the screen", "  ///", "  /// `en`: Sign in"])
  }

  @Test func longTextWrapsWithinTheLineLength() {
    let words = Array(repeating: "word", count: 60).joined(separator: " ")
    let lines = DocComment(indent: "      ").lines([words])
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.count <= 100 && $0.hasPrefix("      /// word") })
    let rejoined = lines.map { $0.dropFirst("      /// ".count) }.joined(separator: " ")
    #expect(rejoined == words)
  }

  @Test func lineBreaksAndControlCharactersCannotEndTheComment() {
    let lines = DocComment(indent: "").lines(["one\r\ntwo\u{2028}three\nfour\u{7}five"])
    #expect(lines == ["/// one", "/// two", "/// three", "/// four five"])
  }

  @Test func aWrappedLineNeverStartsWithAMarkdownMarker() {
    let long = String(repeating: "x", count: 90)
    let lines = DocComment(indent: "").lines([long + " a #tag"])
    #expect(lines == ["/// " + long, "/// a #tag"])
  }
}

@Suite struct SwiftLiteralTests {
  @Test(arguments: [
    ("auth.signIn.title", #""auth.signIn.title""#),
    (#"say "hi""#, #""say \"hi\"""#),
    (#"back\slash"#, #""back\\slash""#),
    ("line\nbreak\ttab", #""line\nbreak\ttab""#),
    ("bell\u{7}", #""bell\u{7}""#),
    ("caf\u{E9}", "\"caf\u{E9}\""),
  ])
  func escaping(text: String, literal: String) {
    #expect(SwiftLiteral.string(text) == literal)
  }
}
