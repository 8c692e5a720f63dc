import Testing

@testable import MessagevisorProject

/// Block and flow collections, nesting, plain scalars in context, comments and documents.
@Suite struct YAMLCollectionTests {
  @Test(arguments: [
    ParseCase("a: 1\nb: two\n", "{\"a\":1,\"b\":\"two\"}"),
    ParseCase("z: 1\na: 2\nm: 3\n", "{\"z\":1,\"a\":2,\"m\":3}"),
    ParseCase("a:\n  b:\n    c: d\n", "{\"a\":{\"b\":{\"c\":\"d\"}}}"),
    ParseCase("a:\n- x\n- y\nb: 1\n", "{\"a\":[\"x\",\"y\"],\"b\":1}"),
    ParseCase("a:\n    - x\n    - y\nb: 1\n", "{\"a\":[\"x\",\"y\"],\"b\":1}"),
    ParseCase("- a: 1\n  b: 2\n- c\n", "[{\"a\":1,\"b\":2},\"c\"]"),
    ParseCase("- - a\n  - b\n- c\n", "[[\"a\",\"b\"],\"c\"]"),
    ParseCase("- - a: 1\n    b: 2\n  - c\n", "[[{\"a\":1,\"b\":2},\"c\"]]"),
    ParseCase("- a:\n  - x\n  b: 1\n", "[{\"a\":[\"x\"],\"b\":1}]"),
    ParseCase("- a:\n  b:\n- c: \n", "[{\"a\":null,\"b\":null},{\"c\":null}]"),
    ParseCase("-\n  a: 1\n-\n  - b\n", "[{\"a\":1},[\"b\"]]"),
    ParseCase("-\ta\n-\tb\n", "[\"a\",\"b\"]"),
    ParseCase("  a: 1\n  b: 2\n", "{\"a\":1,\"b\":2}"),
    ParseCase("a : 1\n", "{\"a\":1}"),
    ParseCase("a:\tb\n", "{\"a\":\"b\"}"),
    ParseCase("\"a b\": 1\n'c': [2]\n", "{\"a b\":1,\"c\":[2]}"),
    ParseCase("a: 1\r\nb:\r\n  - x\r\n", "{\"a\":1,\"b\":[\"x\"]}"),
    ParseCase("\u{FEFF}a: 1\n", "{\"a\":1}"),
  ])
  func blockCollections(_ testCase: ParseCase) throws {
    #expect(try renderYAML(testCase.input) == testCase.expected)
  }

  @Test(arguments: [
    ParseCase("[a, b]", "[\"a\",\"b\"]"),
    ParseCase("[en, nl]", "[\"en\",\"nl\"]"),
    ParseCase("[0, 1, 5]", "[0,1,5]"),
    ParseCase("[a, {b: c}, [1,2], \"q\", 's']", "[\"a\",{\"b\":\"c\"},[1,2],\"q\",\"s\"]"),
    ParseCase("{a: [1,2], b: {c: d}}", "{\"a\":[1,2],\"b\":{\"c\":\"d\"}}"),
    ParseCase(
      "{attribute: platform, operator: equals, value: web}",
      "{\"attribute\":\"platform\",\"operator\":\"equals\",\"value\":\"web\"}"),
    ParseCase("{en: 'x'}", "{\"en\":\"x\"}"),
    ParseCase("[]", "[]"),
    ParseCase("{}", "{}"),
    ParseCase("[a, b, ]", "[\"a\",\"b\"]"),
    ParseCase("[a: 1, b]", "[{\"a\":1},\"b\"]"),
    ParseCase("{a, b: }", "{\"a\":null,\"b\":null}"),
    ParseCase("{ \"a\":1, \"b\" :2 }", "{\"a\":1,\"b\":2}"),
    ParseCase("[http://a.b/c, a:b]", "[\"http://a.b/c\",\"a:b\"]"),
    ParseCase("['a, b', \"c]\"]", "[\"a, b\",\"c]\"]"),
    ParseCase(
      "k: [\n  a, b, # note\n  {c: d,\n   e: f},\n  ]\n",
      "{\"k\":[\"a\",\"b\",{\"c\":\"d\",\"e\":\"f\"}]}"),
    ParseCase("a: [\n  1,\n  2\n]\nb: {\n x: 1\n}\n", "{\"a\":[1,2],\"b\":{\"x\":1}}"),
    ParseCase("a: [one\n  two, three]\n", "{\"a\":[\"one two\",\"three\"]}"),
    ParseCase("a: {x: [1,\n  2], y:\n   z}\n", "{\"a\":{\"x\":[1,2],\"y\":\"z\"}}"),
    ParseCase("[[[[[1]]]]]", "[[[[[1]]]]]"),
    ParseCase("[-1, -a, .5]", "[-1,\"-a\",0.5]"),
  ])
  func flowCollections(_ testCase: ParseCase) throws {
    #expect(try renderYAML(testCase.input) == testCase.expected)
  }

  @Test(arguments: [
    ParseCase("en: Welcome back, {name}", "{\"en\":\"Welcome back, {name}\"}"),
    ParseCase("- auth*", "[\"auth*\"]"),
    ParseCase(
      "d: Matrix target formats ${{ label }}", "{\"d\":\"Matrix target formats ${{ label }}\"}"),
    ParseCase("c: ${{ currency }}", "{\"c\":\"${{ currency }}\"}"),
    ParseCase("a: http://x.y/z?a=b#frag", "{\"a\":\"http://x.y/z?a=b#frag\"}"),
    ParseCase("a: b:c\nd: e :f", "{\"a\":\"b:c\",\"d\":\"e :f\"}"),
    ParseCase("a: x - y", "{\"a\":\"x - y\"}"),
    ParseCase("a: ?x\nb: -x\nc: :x", "{\"a\":\"?x\",\"b\":\"-x\",\"c\":\":x\"}"),
    ParseCase("a: --- x\nb: ...", "{\"a\":\"--- x\",\"b\":\"...\"}"),
    ParseCase("a: one\n  two\n\n  three\nb: x", "{\"a\":\"one two\\nthree\",\"b\":\"x\"}"),
    ParseCase("hello\n  world", "\"hello world\""),
    ParseCase("- a\n - b", "[\"a - b\"]"),
    ParseCase("a:    value   \nb: x  ", "{\"a\":\"value\",\"b\":\"x\"}"),
    ParseCase("ar: مرحبا\n€: £", "{\"ar\":\"مرحبا\",\"€\":\"£\"}"),
  ])
  func plainScalarsInContext(_ testCase: ParseCase) throws {
    #expect(try renderYAML(testCase.input) == testCase.expected)
  }

  @Test(arguments: [
    ParseCase(
      "# c\na: b # c\nc: d#e\n  # c2\ne: \"x\" # c\n", "{\"a\":\"b\",\"c\":\"d#e\",\"e\":\"x\"}"),
    ParseCase("a: 1\n   \n\t\nb: 2\n", "{\"a\":1,\"b\":2}"),
    ParseCase("a:    # note\n  b: 1\n", "{\"a\":{\"b\":1}}"),
    ParseCase("a: b\t# note\n", "{\"a\":\"b\"}"),
    ParseCase("a#b: 1\n", "{\"a#b\":1}"),
    ParseCase("--- # start\na: 1\n...\n", "{\"a\":1}"),
    ParseCase("---\n", "null"),
    ParseCase("---\n...\n# trailing\n", "null"),
    ParseCase("--- [1, 2]\n", "[1,2]"),
    ParseCase("--- text\n", "\"text\""),
  ])
  func commentsAndDocumentMarkers(_ testCase: ParseCase) throws {
    #expect(try renderYAML(testCase.input) == testCase.expected)
  }
}
