import Testing

@testable import MessagevisorProject

/// Every YAML error, with its exact `file:line:col: message`.
@Suite struct YAMLErrorTests {
  static let unsupported: [ParseCase] = [
    ParseCase("a: &x 1", "t.yml:1:4: unsupported YAML feature: anchor"),
    ParseCase("&a k: v", "t.yml:1:1: unsupported YAML feature: anchor"),
    ParseCase("[&a x]", "t.yml:1:2: unsupported YAML feature: anchor"),
    ParseCase("a: *x", "t.yml:1:4: unsupported YAML feature: alias"),
    ParseCase("- *x", "t.yml:1:3: unsupported YAML feature: alias"),
    ParseCase("{a: *b}", "t.yml:1:5: unsupported YAML feature: alias"),
    ParseCase("a: !!str 1", "t.yml:1:4: unsupported YAML feature: tag"),
    ParseCase("a: !local x", "t.yml:1:4: unsupported YAML feature: tag"),
    ParseCase("a: 1\n<<: {b: 2}", "t.yml:2:1: unsupported YAML feature: merge key"),
    ParseCase("{<<: x}", "t.yml:1:2: unsupported YAML feature: merge key"),
    ParseCase("a: 1\n---\nb: 2", "t.yml:2:1: unsupported YAML feature: multiple documents"),
    ParseCase("a: 1\n...\nb: 2", "t.yml:3:1: unsupported YAML feature: multiple documents"),
    ParseCase("---\na\n---\nb", "t.yml:3:1: unsupported YAML feature: multiple documents"),
    ParseCase("%YAML 1.2\n---\na: 1", "t.yml:1:1: unsupported YAML feature: directive"),
    ParseCase("? a\n: b", "t.yml:1:1: unsupported YAML feature: complex key"),
    ParseCase("[a, b]: c", "t.yml:1:1: unsupported YAML feature: complex key"),
    ParseCase("{[a]: b}", "t.yml:1:2: unsupported YAML feature: complex key"),
    ParseCase("[{a: 1}: b]", "t.yml:1:2: unsupported YAML feature: complex key"),
    ParseCase("{? a}", "t.yml:1:2: unsupported YAML feature: complex key"),
  ]

  static let structure: [ParseCase] = [
    ParseCase("a: 1\nb: 2\na: 3", "t.yml:3:1: duplicate key 'a' (first defined at 1:1)"),
    ParseCase("{a: 1, a: 2}", "t.yml:1:8: duplicate key 'a' (first defined at 1:2)"),
    ParseCase("x:\n  \"k\": 1\n  k: 2", "t.yml:3:3: duplicate key 'k' (first defined at 2:3)"),
    ParseCase(
      "a:\n  b: 1\n c: 2", "t.yml:3:2: bad indentation: expected a key at column 1 or less"),
    ParseCase("a: \"x\"\n  b", "t.yml:2:3: bad indentation: expected a key at column 1 or less"),
    ParseCase(
      "k: \"a\nb\"",
      "t.yml:2:1: bad indentation: a quoted scalar's continuation line must be indented more "
        + "than its parent"),
    ParseCase(
      "a: |\n    \n  x",
      "t.yml:1:4: bad indentation: a leading blank line is indented more than the block "
        + "scalar's first line"),
    ParseCase("a:\n  - b\n  c: d", "t.yml:3:3: unexpected 'c', expected '- ' (a sequence entry)"),
    ParseCase("- a\nb: 1", "t.yml:2:1: unexpected 'b', expected '- ' (a sequence entry)"),
    ParseCase("a:\n\tb: 1", "t.yml:2:1: tabs are not allowed for indentation"),
    ParseCase("a:\n  b: 1\n  \tc: 2", "t.yml:3:3: tabs are not allowed for indentation"),
    ParseCase("a: b: c", "t.yml:1:5: a mapping value is not allowed here"),
    ParseCase("a: b\n  c: d", "t.yml:2:4: a mapping value is not allowed here"),
    ParseCase("- a: b: c", "t.yml:1:7: a mapping value is not allowed here"),
    ParseCase("\"a\n b\": 1", "t.yml:1:1: a mapping key must be on a single line"),
    ParseCase("a: 1\n- b", "t.yml:2:1: unexpected '-', expected a mapping key"),
  ]

  static let scalars: [ParseCase] = [
    ParseCase("a: \"abc\n", "t.yml:1:4: unterminated quoted scalar"),
    ParseCase("a: 'abc", "t.yml:1:4: unterminated quoted scalar"),
    ParseCase("a: \"x\\\"", "t.yml:1:4: unterminated quoted scalar"),
    ParseCase("a: \"ab\n---\n\"", "t.yml:1:4: unterminated quoted scalar"),
    ParseCase("a: [1, 2\n", "t.yml:1:4: unterminated flow collection"),
    ParseCase("a: {b: 1", "t.yml:1:4: unterminated flow collection"),
    ParseCase("a: \"\\q\"", "t.yml:1:5: invalid escape sequence '\\q'"),
    ParseCase("a: \"x\\x4\"", "t.yml:1:6: invalid escape sequence '\\x4'"),
    ParseCase("a: \"\\uD800\"", "t.yml:1:5: invalid escape sequence '\\uD800'"),
    ParseCase("a: \"\\UFFFFFFFF\"", "t.yml:1:5: invalid escape sequence '\\UFFFFFFFF'"),
    ParseCase("a: \"\\u12G4\"", "t.yml:1:5: invalid escape sequence '\\u12G'"),
    ParseCase("a: \"é\\é\"", "t.yml:1:6: invalid escape sequence '\\é'"),
    ParseCase("a: |x", "t.yml:1:5: invalid block scalar header"),
    ParseCase("a: |0\n  x", "t.yml:1:5: invalid block scalar header"),
    ParseCase("a: >#c\n x", "t.yml:1:5: invalid block scalar header"),
  ]

  static let characters: [ParseCase] = [
    ParseCase("a: - b", "t.yml:1:4: unexpected '-', expected a scalar or flow collection"),
    ParseCase("a: @x", "t.yml:1:4: unexpected '@', expected a value"),
    ParseCase("a: `x`", "t.yml:1:4: unexpected '`', expected a value"),
    ParseCase("- ,", "t.yml:1:3: unexpected ',', expected a value"),
    ParseCase(": x", "t.yml:1:1: unexpected ':', expected a mapping key before ':'"),
    ParseCase("a: [- b]", "t.yml:1:5: unexpected '-', expected a flow value"),
    ParseCase("a: [b, , c]", "t.yml:1:8: unexpected ',', expected a flow value"),
    ParseCase("a: {b: |}", "t.yml:1:8: unexpected '|', expected a flow value"),
    ParseCase(
      "a: [\"b\" c]", "t.yml:1:9: unexpected 'c', expected ',' or ']' closing the '[' opened at 1:4"
    ),
    ParseCase(
      "{\"a\": 1, \"b\" 2}",
      "t.yml:1:14: unexpected '2', expected ',' or '}' closing the '{' opened at 1:1"),
    // An unclosed `[` whose next lines read as more items: the error names where it opened.
    ParseCase(
      "a: 1\nb:\n  en: [Hi\n  de: Hallo\n  fr: Salut\n",
      "t.yml:5:5: unexpected ':', expected ',' or ']' closing the '[' opened at 3:7"),
    ParseCase("[1, 2]]", "t.yml:1:7: unexpected ']', expected end of line"),
    ParseCase("\"x\"y", "t.yml:1:4: unexpected 'y', expected end of line"),
    ParseCase("a: \"x\"#c", "t.yml:1:7: unexpected '#', expected end of line"),
    ParseCase("a: [x]y", "t.yml:1:7: unexpected 'y', expected end of line"),
    ParseCase(
      "a: [\n---\n]",
      "t.yml:2:1: unexpected '-', expected the end of the flow collection opened at 1:4"
    ),
    ParseCase("a: 'ü' ü", "t.yml:1:8: unexpected 'ü' (U+00FC), expected end of line"),
    ParseCase("a: 1\n  b: 2", "t.yml:2:4: a mapping value is not allowed here"),
  ]

  @Test(arguments: unsupported + structure + scalars + characters)
  func errorDescription(_ testCase: ParseCase) {
    #expect(yamlErrorDescription(testCase.input) == testCase.expected)
  }

  @Test(arguments: YAMLError.Feature.allCases)
  func everyUnsupportedFeatureIsCovered(_ feature: YAMLError.Feature) {
    let message = "unsupported YAML feature: \(feature.rawValue)"
    #expect(Self.unsupported.contains { $0.expected.hasSuffix(message) })
  }

  @Test func invalidUTF8IsPositioned() {
    let bytes: [UInt8] = Array("a: 1\nb: x".utf8) + [0xFF] + Array("\n".utf8)
    #expect(
      throws: YAMLError.invalidUTF8(
        at: SourcePosition(file: "t.yml", line: 2, column: 5, offset: 9))
    ) {
      try YAMLParser.parse(bytes, file: "t.yml")
    }
  }

  @Test func localizedDescriptionIncludesThePosition() {
    let error = YAMLError.unsupportedFeature(
      .alias, at: SourcePosition(file: "locales/en.yml", line: 3, column: 7, offset: 20))
    #expect(error.description == "locales/en.yml:3:7: unsupported YAML feature: alias")
    #expect(error.localizedDescription == error.description)
  }

  @Test func duplicateKeyCarriesBothPositions() throws {
    let error = try #require(throws: YAMLError.self) {
      try YAMLParser.parse("k: 1\nj: 2\nk: 3\n", file: "dir/x.yml")
    }
    guard case .duplicateKey(let key, let at, let first) = error else {
      Issue.record("unexpected error \(error)")
      return
    }
    #expect(key == "k")
    #expect(at == SourcePosition(file: "dir/x.yml", line: 3, column: 1, offset: 10))
    #expect(first == SourcePosition(file: "dir/x.yml", line: 1, column: 1, offset: 0))
    #expect(error.position == at)
  }
}
