import Testing

@testable import MessagevisorProject

/// Characters a source format keeps out of its text: YAML refuses everything outside its
/// printable set (YAML 1.2, section 5.1) wherever it is written raw; JSON refuses a raw NUL up
/// front and leaves the other controls to its grammar. Neither calls them invalid UTF-8.
@Suite struct SourceCharacterTests {
  static let refusedInYAML: [ParseCase] = [
    ParseCase(
      "a: x\u{0}y",
      "t.yml:1:5: control character U+0000 is not allowed in YAML; write it as \"\\x00\" in a "
        + "double-quoted scalar"),
    ParseCase(
      "a: \"\u{1}\"",
      "t.yml:1:5: control character U+0001 is not allowed in YAML; write it as \"\\x01\" in a "
        + "double-quoted scalar"),
    ParseCase(
      "# bell \u{7}\na: 1",
      "t.yml:1:8: control character U+0007 is not allowed in YAML; write it as \"\\x07\" in a "
        + "double-quoted scalar"),
    ParseCase(
      "a: |\n  x\u{B}y\n",
      "t.yml:2:4: control character U+000B is not allowed in YAML; write it as \"\\x0B\" in a "
        + "double-quoted scalar"),
    ParseCase(
      "a\u{1B}: 1",
      "t.yml:1:2: control character U+001B is not allowed in YAML; write it as \"\\x1B\" in a "
        + "double-quoted scalar"),
    ParseCase(
      "a: '\u{7F}'",
      "t.yml:1:5: control character U+007F is not allowed in YAML; write it as \"\\x7F\" in a "
        + "double-quoted scalar"),
    ParseCase(
      "a: ü\u{9F}",
      "t.yml:1:5: control character U+009F is not allowed in YAML; write it as \"\\x9F\" in a "
        + "double-quoted scalar"),
    ParseCase(
      "a: [\u{FFFF}]",
      "t.yml:1:5: noncharacter U+FFFF is not allowed in YAML; write it as \"\\uFFFF\" in a "
        + "double-quoted scalar"),
  ]

  @Test(arguments: refusedInYAML)
  func yamlRefusesRawNonPrintableCharacters(_ testCase: ParseCase) {
    #expect(yamlErrorDescription(testCase.input) == testCase.expected)
  }

  /// Tab, NEL, no-break space and a byte-order mark inside the text are printable; escapes
  /// still write any character.
  @Test(arguments: [
    ParseCase("a: \"x\ty\"", "{\"a\":\"x\\ty\"}"),
    ParseCase("a: x\u{85}y", "{\"a\":\"x\\u{85}y\"}"),
    ParseCase("a: x\u{A0}y\u{FEFF}", "{\"a\":\"x\u{A0}y\u{FEFF}\"}"),
    ParseCase("a: \"\\0\\x1B\\uFFFE\"", "{\"a\":\"\\u{0}\\u{1B}\u{FFFE}\"}"),
  ])
  func yamlKeepsPrintableCharactersAndEscapes(_ testCase: ParseCase) throws {
    #expect(try renderYAML(testCase.input) == testCase.expected)
  }

  /// The first problem wins: a byte that is not UTF-8 before a refused character is invalid UTF-8.
  @Test func invalidUTF8ComesFirstWhenItIsFirst() {
    let position = SourcePosition(file: "t.yml", line: 1, column: 4, offset: 3)
    #expect(throws: YAMLError.invalidUTF8(at: position)) {
      try YAMLParser.parse(Array("a: ".utf8) + [0xFF, 0x01], file: "t.yml")
    }
  }

  @Test(arguments: [
    ParseCase(
      "{\"a\": \"x\u{0}\"}",
      "t.json:1:9: control character U+0000 is not allowed in JSON; write it as \"\\u0000\" in "
        + "a string"),
    ParseCase("{\"a\": \"x\u{1}\"}", "t.json:1:9: unescaped control character in string"),
    ParseCase(
      "{\"a\": 1}\u{1B}", "t.json:1:9: unexpected '\u{1B}' (U+001B), expected end of input"),
  ])
  func jsonRefusesNulUpFrontAndOtherControlsByItsGrammar(_ testCase: ParseCase) {
    do {
      _ = try JSONSourceParser.parse(testCase.input, file: "t.json")
      Issue.record("parsed")
    } catch {
      #expect(error.description == testCase.expected)
    }
  }
}
