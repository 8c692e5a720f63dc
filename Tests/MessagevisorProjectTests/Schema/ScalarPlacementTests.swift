import Testing

@testable import MessagevisorProject

/// A place inside a message (a UTF-8 offset into the string the reader made) is put on the
/// file's line and column of the character that wrote it, whatever the scalar's style.
struct ScalarPlacementTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The file's name; `.json` reads it as JSON.
    var file = "m.yml"
    let text: String
    /// The keys from the root to the string.
    var path = ["m"]
    /// The part of the string whose first byte is placed.
    let target: String
    /// `line:column` in the file.
    let expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "plain", text: "m: Hi {n, nubmer}\n", target: "{", expected: "1:7"),
    Case(name: "double-quoted", text: "m: \"Hi {n\"\n", target: "{", expected: "1:8"),
    Case(
      name: "after escapes, counted as written", text: "m: \"\\u00e9\\t{n\"\n", target: "{",
      expected: "1:13"),
    Case(
      name: "an escape, on its backslash", text: "m: \"a\\u00e9\"\n", target: "é", expected: "1:6"),
    Case(name: "single-quoted with ''", text: "m: 'It''s {n'\n", target: "{", expected: "1:11"),
    Case(name: "non-ASCII before", text: "m: \"Grüße {n\"\n", target: "{", expected: "1:11"),
    Case(name: "folded plain", text: "m: Hello\n  world {n\n", target: "{", expected: "2:9"),
    Case(
      name: "folded double-quoted", text: "m: \"Hello\n  world {n\"\n", target: "{",
      expected: "2:9"),
    Case(
      name: "double-quoted, a line after an escaped break", text: "m: \"a\\\n    b {n\"\n",
      target: "{", expected: "2:7"),
    Case(name: "literal, first line", text: "m: |\n  {x\n", target: "{", expected: "2:3"),
    Case(
      name: "literal, a later line", text: "m: |\n  Hello\n  Total {n, plural, one {x}\n",
      target: "{n", expected: "3:9"),
    Case(
      name: "literal, blank and more-indented lines", text: "m: |\n  a\n\n    b {x\n",
      target: "{", expected: "4:7"),
    Case(
      name: "literal, nested in a mapping", text: "t:\n  m: |-\n    a\n    b {x\n",
      path: ["t", "m"], target: "{", expected: "4:7"),
    Case(
      name: "literal with an indentation indicator", text: "m: |2\n    a {x\n", target: "{",
      expected: "2:7"),
    Case(
      name: "folded, a folded line", text: "m: >\n  Hello\n  world {n\n\n  next {y\n",
      target: "{n", expected: "3:9"),
    Case(
      name: "folded, after a kept break", text: "m: >\n  Hello\n  world {n\n\n  next {y\n",
      target: "{y", expected: "5:8"),
    Case(
      name: "flow mapping, plain over two lines", text: "m: {en: Hello\n  world, fr: x}\n",
      path: ["m", "en"], target: "world", expected: "2:3"),
    Case(
      name: "flow mapping, quoted", text: "m: {fr: x, en: \"Hi {n\"}\n", path: ["m", "en"],
      target: "{", expected: "1:20"),
    Case(
      name: "CRLF, literal", text: "m: |\r\n  Hello\r\n  Total {n\r\n", target: "{",
      expected: "3:9"),
    Case(name: "CR, literal", text: "m: |\r  a\r  b {x\r", target: "{", expected: "3:5"),
    Case(
      name: "CRLF, folded double-quoted", text: "m: \"a\r\n  b {x\"\r\n", target: "{",
      expected: "2:5"),
    Case(
      name: "after a byte-order mark", text: "\u{FEFF}m: \"{x\"\n", target: "{", expected: "1:5"),
    Case(
      name: "JSON, after escapes", file: "m.json", text: "{\"m\": \"a\\n\\u00e9 {n\"}",
      target: "{", expected: "1:18"),
    Case(
      name: "JSON over CRLF lines", file: "m.json", text: "{\r\n  \"m\": \"x {n\"\r\n}\r\n",
      target: "{", expected: "2:11"),
  ]

  @Test(arguments: cases)
  func aPlaceIsTheCharacterThatWroteIt(_ testCase: Case) throws {
    let bytes = Array(testCase.text.utf8)
    let node = try #require(try Self.node(testCase.path, in: bytes, file: testCase.file))
    guard case .string(let value) = node.value else {
      Issue.record("not a string: \(node.value)")
      return
    }
    let range = try #require(value.range(of: testCase.target))
    let offset = value.utf8.distance(from: value.startIndex, to: range.lowerBound)
    let placement = ScalarPlacement(bytes: bytes, file: testCase.file)
    let place = placement.place(utf8Offset: offset, scalarAt: node.position)
    #expect("\(place.line):\(place.column)" == testCase.expected)
  }

  @Test func aStringTheFileNoLongerHoldsIsPlacedAtItsNode() {
    let placement = ScalarPlacement(bytes: Array("m: x\n".utf8), file: "m.yml")
    let node = SourcePosition(file: "m.yml", line: 7, column: 3, offset: 99)
    let place = placement.place(utf8Offset: 0, scalarAt: node)
    #expect(place.line == 7 && place.column == 3)
  }

  /// The node at `path` (mapping keys from the root).
  static func node(_ path: [String], in bytes: [UInt8], file: String) throws -> SourceNode? {
    var node: SourceNode? =
      file.hasSuffix(".json")
      ? try JSONSourceParser.parse(bytes, file: file) : try YAMLParser.parse(bytes, file: file)
    for key in path {
      guard case .mapping(let entries)? = node?.value else { return nil }
      node = entries.first { $0.key == key }?.value
    }
    return node
  }
}
