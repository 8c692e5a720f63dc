import Testing

@testable import MessagevisorProject

/// Literal and folded block scalars with every chomping mode and indentation indicators.
@Suite struct YAMLBlockScalarTests {
  @Test(arguments: [
    ParseCase("a: |\n  x\n   y\n\n  z\n\n\nb: 1\n", "{\"a\":\"x\\n y\\n\\nz\\n\",\"b\":1}"),
    ParseCase("a: |-\n  x\n  y\n\n\nb: 1\n", "{\"a\":\"x\\ny\",\"b\":1}"),
    ParseCase("a: |+\n  x\n  y\n\n\nb: 1\n", "{\"a\":\"x\\ny\\n\\n\\n\",\"b\":1}"),
    ParseCase("a: |\n  x", "{\"a\":\"x\"}"),
    ParseCase("a: |\n  x\n", "{\"a\":\"x\\n\"}"),
    ParseCase("a: |\nb: 1\n", "{\"a\":\"\",\"b\":1}"),
    ParseCase("a: |+\n\n\nb: 1\n", "{\"a\":\"\\n\\n\",\"b\":1}"),
    ParseCase("a: |-\n\nb: 1\n", "{\"a\":\"\",\"b\":1}"),
    ParseCase("a: |\n\n  x\n", "{\"a\":\"\\nx\\n\"}"),
    ParseCase(
      "a: |  # note\n  # kept\n  x\n# comment\nb: 1\n", "{\"a\":\"# kept\\nx\\n\",\"b\":1}"),
    ParseCase("a: |\n  x\n      \n  y\n", "{\"a\":\"x\\n    \\ny\\n\"}"),
  ])
  func literal(_ testCase: ParseCase) throws {
    #expect(try renderYAML(testCase.input) == testCase.expected)
  }

  @Test(arguments: [
    ParseCase("a: >\n  one\n  two\n\n  three\n", "{\"a\":\"one two\\nthree\\n\"}"),
    ParseCase("a: >-\n  x\n  y\n\n", "{\"a\":\"x y\"}"),
    ParseCase("a: >+\n  x\n\n", "{\"a\":\"x\\n\\n\"}"),
    ParseCase(">\n a\n b\n\n  c\n d\n", "\"a b\\n\\n c\\nd\\n\""),
    ParseCase("a: >\n  x\n    more\n  y\n", "{\"a\":\"x\\n  more\\ny\\n\"}"),
    ParseCase("a: >\n\n  folded\n  text\n\n", "{\"a\":\"\\nfolded text\\n\"}"),
  ])
  func folded(_ testCase: ParseCase) throws {
    #expect(try renderYAML(testCase.input) == testCase.expected)
  }

  @Test(arguments: [
    ParseCase("a: |2\n    x\n  y\n", "{\"a\":\"  x\\ny\\n\"}"),
    ParseCase("- |1\n  x\n", "[\" x\\n\"]"),
    ParseCase("a: |-2\n   x\n", "{\"a\":\" x\"}"),
    ParseCase("a: |2-\n   x\n", "{\"a\":\" x\"}"),
    ParseCase("a: >+1\n  x\n\n", "{\"a\":\" x\\n\\n\"}"),
    ParseCase("- a: |2\n      x\n", "[{\"a\":\"  x\\n\"}]"),
  ])
  func indentationIndicator(_ testCase: ParseCase) throws {
    #expect(try renderYAML(testCase.input) == testCase.expected)
  }

  @Test(arguments: [
    ParseCase("- |\n  a\n- >-\n  b\n  c\n- x\n", "[\"a\\n\",\"b c\",\"x\"]"),
    ParseCase("a: |\r\n  x\r\n  y\r\nb: 1\r\n", "{\"a\":\"x\\ny\\n\",\"b\":1}"),
    ParseCase("--- |\nfoo\n", "\"foo\\n\""),
  ])
  func inContext(_ testCase: ParseCase) throws {
    #expect(try renderYAML(testCase.input) == testCase.expected)
  }
}
