import Testing

@testable import MessagevisorProject

/// The strict JSON parser: values, number typing, positions and errors.
@Suite struct JSONSourceParserTests {
  private func renderJSON(_ text: String) throws -> String {
    render(try JSONSourceParser.parse(text, file: "t.json"))
  }

  private func jsonErrorDescription(_ text: String) -> String? {
    do {
      _ = try JSONSourceParser.parse(text, file: "t.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    ParseCase("null", "null"),
    ParseCase(" true ", "true"),
    ParseCase("false", "false"),
    ParseCase("0", "0"),
    ParseCase("-12", "-12"),
    ParseCase("1.5", "1.5"),
    ParseCase("1e2", "100.0"),
    ParseCase("-0.5E-1", "-0.05"),
    ParseCase("1.0", "1.0"),
    ParseCase("9223372036854775808", "9.223372036854776e+18"),
    ParseCase("\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"", "\"a\\\"b\\\\c/d\\u{8}\\u{C}\\n\\u{D}\\t\""),
    ParseCase("\"\\u00e9\\u202F\\ud83d\\ude00\"", "\"é\u{202F}😀\""),
    ParseCase("\"مرحبا €\"", "\"مرحبا €\""),
    ParseCase("[]", "[]"),
    ParseCase("{}", "{}"),
    ParseCase("[1, \"a\", [true], {\"k\": null}]", "[1,\"a\",[true],{\"k\":null}]"),
    ParseCase("{\"z\": 1, \"a\": {\"b\": [1.5]}}", "{\"z\":1,\"a\":{\"b\":[1.5]}}"),
    ParseCase("\u{FEFF}{\"a\": 1}", "{\"a\":1}"),
    ParseCase("\r\n\t{ \"a\" : 1 }\n", "{\"a\":1}"),
  ])
  func values(_ testCase: ParseCase) throws {
    #expect(try renderJSON(testCase.input) == testCase.expected)
  }

  @Test(arguments: [
    ParseCase("", "t.json:1:1: unexpected end of input, expected a JSON value"),
    ParseCase("{\"a\": 1,}", "t.json:1:9: unexpected '}', expected a string key"),
    ParseCase("[1, 2,]", "t.json:1:7: unexpected ']', expected a JSON value"),
    ParseCase("[1 2]", "t.json:1:4: unexpected '2', expected ',' or ']'"),
    ParseCase("{\"a\" 1}", "t.json:1:6: unexpected '1', expected ':'"),
    ParseCase("{\"a\": 1 \"b\": 2}", "t.json:1:9: unexpected '\"', expected ',' or '}'"),
    ParseCase("{a: 1}", "t.json:1:2: unexpected 'a', expected a string key"),
    ParseCase("{\"a\": 1, \"a\": 2}", "t.json:1:10: duplicate key 'a' (first defined at 1:2)"),
    ParseCase("[1]\n x", "t.json:2:2: unexpected 'x', expected end of input"),
    ParseCase("[1", "t.json:1:3: unexpected end of input, expected ',' or ']'"),
    ParseCase("01", "t.json:1:1: invalid number '01'"),
    ParseCase("1.", "t.json:1:1: invalid number '1.'"),
    ParseCase("-", "t.json:1:1: invalid number '-'"),
    ParseCase("[1e+]", "t.json:1:2: invalid number '1e+'"),
    ParseCase(".5", "t.json:1:1: unexpected '.', expected a JSON value"),
    ParseCase("tru", "t.json:1:4: unexpected end of input, expected 'true'"),
    ParseCase("nul!", "t.json:1:4: unexpected '!', expected 'null'"),
    ParseCase("\"abc", "t.json:1:1: unterminated string"),
    ParseCase("[\"a\nb\"]", "t.json:1:4: unescaped control character in string"),
    ParseCase("\"\\x41\"", "t.json:1:2: invalid escape sequence '\\x'"),
    ParseCase("\"\\u12G4\"", "t.json:1:2: invalid escape sequence '\\u12G'"),
    ParseCase("\"\\ud800\"", "t.json:1:2: invalid escape sequence '\\uD800'"),
    ParseCase("// c\n1", "t.json:1:1: unexpected '/', expected a JSON value"),
    ParseCase("NaN", "t.json:1:1: unexpected 'N', expected a JSON value"),
  ])
  func errors(_ testCase: ParseCase) {
    #expect(jsonErrorDescription(testCase.input) == testCase.expected)
  }

  @Test func positionsOfKeysAndValues() throws {
    let root = try JSONSourceParser.parse("{\n  \"ü\": [1,\n    \"x\"]\n}", file: "p.json")
    guard case .mapping(let entries) = root.value,
      case .sequence(let items) = entries[0].value.value
    else {
      Issue.record("unexpected shape \(render(root))")
      return
    }
    #expect(root.position == SourcePosition(file: "p.json", line: 1, column: 1, offset: 0))
    #expect(entries[0].keyPosition == SourcePosition(file: "p.json", line: 2, column: 3, offset: 4))
    #expect(items[0].position == SourcePosition(file: "p.json", line: 2, column: 9, offset: 11))
    #expect(items[1].position == SourcePosition(file: "p.json", line: 3, column: 5, offset: 18))
  }

  @Test func lastWinsKeepsTheFirstPlace() throws {
    let root = try JSONSourceParser.parse(
      "{\"a\": 1, \"b\": 2, \"a\": 3}", file: "t.json", duplicateKeys: .lastWins)
    #expect(render(root) == "{\"a\":3,\"b\":2}")
  }

  @Test func nestingLimit() {
    let deep = String(repeating: "[", count: 10_000)
    #expect(
      jsonErrorDescription(deep) == "t.json:1:257: arrays and objects nested deeper than 256 levels"
    )
    let atLimit = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect(jsonErrorDescription(atLimit) == nil)
  }

  @Test func invalidUTF8() {
    let bytes: [UInt8] = [0x22, 0xC3, 0x28, 0x22]
    #expect(
      throws: JSONSourceError.invalidUTF8(
        at: SourcePosition(file: "t.json", line: 1, column: 2, offset: 1))
    ) {
      try JSONSourceParser.parse(bytes, file: "t.json")
    }
  }
}
