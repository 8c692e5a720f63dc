import Testing

@testable import MessagevisorProject

/// Single- and double-quoted scalars: escapes, folding, escaped line breaks.
@Suite struct YAMLQuotedScalarTests {
  /// Each double-quoted escape and the scalar it produces.
  static let escapes: [(escape: String, scalar: Unicode.Scalar)] = [
    ("\\0", "\u{0}"), ("\\a", "\u{7}"), ("\\b", "\u{8}"), ("\\t", "\t"), ("\\\t", "\t"),
    ("\\n", "\n"), ("\\v", "\u{B}"), ("\\f", "\u{C}"), ("\\r", "\r"), ("\\e", "\u{1B}"),
    ("\\ ", " "), ("\\\"", "\""), ("\\/", "/"), ("\\\\", "\\"), ("\\N", "\u{85}"),
    ("\\_", "\u{A0}"), ("\\L", "\u{2028}"), ("\\P", "\u{2029}"), ("\\x41", "A"),
    ("\\xe9", "é"), ("\\u00A0", "\u{A0}"), ("\\u202F", "\u{202F}"), ("\\U0001F600", "😀"),
    ("\\ud83d\\ude00", "😀"),
  ]

  @Test(arguments: escapes)
  func doubleQuotedEscape(_ escape: String, _ scalar: Unicode.Scalar) throws {
    let node = try YAMLParser.parse("v: \"<\(escape)>\"", file: "t.yml")
    guard case .mapping(let entries) = node.value else {
      Issue.record("expected a mapping, got \(render(node))")
      return
    }
    #expect(entries.first?.value.value == .string("<" + String(scalar) + ">"))
  }

  @Test(arguments: [
    ParseCase("\"a\nb\"", "\"a b\""),
    ParseCase("\"a  \n   b\"", "\"a b\""),
    ParseCase("\"a\n\n  b\"", "\"a\\nb\""),
    ParseCase("\"a\n\n\n  b\"", "\"a\\n\\nb\""),
    ParseCase("\"a\\\n   b\"", "\"ab\""),
    ParseCase("\"a \\\n   b\"", "\"a b\""),
    ParseCase("\"a\\t\n  b\"", "\"a\\t b\""),
    ParseCase("\"a\\\n\n  b\"", "\"a\\nb\""),
    ParseCase("k: \"one\n  two\"\nn: 1", "{\"k\":\"one two\",\"n\":1}"),
    ParseCase("\"a\r\n b\"", "\"a b\""),
  ])
  func doubleQuotedFolding(_ testCase: ParseCase) throws {
    #expect(try renderYAML(testCase.input) == testCase.expected)
  }

  @Test(arguments: [
    ParseCase("'it''s'", "\"it's\""),
    ParseCase("''''", "\"'\""),
    ParseCase("''", "\"\""),
    ParseCase("'a\\nb'", "\"a\\\\nb\""),
    ParseCase("'a\n  b\n\n  c'", "\"a b\\nc\""),
    ParseCase("'x # y'", "\"x # y\""),
    ParseCase("'a: b'", "\"a: b\""),
    ParseCase("\"*\"", "\"*\""),
    ParseCase("\"a # b\" # comment", "\"a # b\""),
    ParseCase("\"\"", "\"\""),
  ])
  func quotedText(_ testCase: ParseCase) throws {
    #expect(try renderYAML(testCase.input) == testCase.expected)
  }
}
