import Testing

@testable import MessagevisorProject

struct MatrixExpanderTests {

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let matrix: JSONObject
    let expected: [[String: JSONValue]]
    var testDescription: String { name }
  }

  static let combinationCases: [Case] = [
    Case(
      name: "first axis varies slowest",
      matrix: JSONObject([
        ("a", .array([.number(1), .number(2)])), ("b", .array([.string("x"), .string("y")])),
      ]),
      expected: [
        ["a": .number(1), "b": .string("x")], ["a": .number(1), "b": .string("y")],
        ["a": .number(2), "b": .string("x")], ["a": .number(2), "b": .string("y")],
      ]),
    Case(name: "empty matrix has no cases", matrix: JSONObject([]), expected: []),
    Case(
      name: "an empty axis removes every case",
      matrix: JSONObject([("a", .array([.number(1)])), ("b", .array([]))]), expected: []),
    Case(
      name: "single axis",
      matrix: JSONObject([("flag", .array([.bool(true), .null]))]),
      expected: [["flag": .bool(true)], ["flag": .null]]),
  ]

  @Test(arguments: combinationCases)
  func combinations(testCase: Case) {
    #expect(MatrixExpander.combinations(testCase.matrix) == testCase.expected)
  }

  static let combination: [String: JSONValue] = [
    "n": .number(0.1), "big": .number(1e21), "flag": .bool(false), "name": .string("Ada"),
    "nothing": .null,
  ]

  static let substitutionCases: [(JSONValue, JSONValue?)] = [
    (.string("${{ n }}"), .number(0.1)),
    (.string("${{flag}}"), .bool(false)),
    (.string("${{ missing }}"), nil),
    (.string("n=${{ n }} big=${{ big }}"), .string("n=0.1 big=1e+21")),
    (.string("${{ name }}-${{ missing }}"), .string("Ada-undefined")),
    (.string("${{ nothing }} and ${{ flag }}"), .string("null and false")),
    (.string("${{  }} stays"), .string("${{  }} stays")),
    (.string("no placeholders"), .string("no placeholders")),
    (.number(3), .number(3)),
    (
      .array([.string("${{ missing }}"), .string("${{ name }}")]),
      .array([.null, .string("Ada")])
    ),
    (
      .object(
        JSONObject([("${{ name }}", .string("${{ missing }}")), ("k", .string("${{ name }}"))])),
      .object(JSONObject([("k", .string("Ada"))]))
    ),
  ]

  @Test(arguments: substitutionCases)
  func substitution(input: JSONValue, expected: JSONValue?) {
    #expect(MatrixExpander.substitute(input, Self.combination) == expected)
  }

  /// Texts around the `${{` opening, with the placeholder names found (nil for a malformed
  /// occurrence): a `$` before the braces, braces without a `$`, text before and after.
  static let openings: [(text: String, found: [String?])] = [
    ("$${{ name }}", ["name"]),
    ("é ${{n}} and ${{ flag }}.", ["n", "flag"]),
    ("{{ name }} ${ name } $ {{ name }} $${ name }", []),
    ("${ {name}}", []),
    ("tail ${{", [nil]),
    ("${{}} ${{ n }}", [nil, "n"]),
  ]

  @Test(arguments: openings)
  func placeholdersAroundTheOpening(text: String, found: [String?]) {
    let names = PlaceholderScanner.occurrences(in: text).map { occurrence -> String? in
      guard case .placeholder(let placeholder) = occurrence else { return nil }
      return placeholder.name
    }
    #expect(names == found)
  }

  @Test func expandsAssertionsWithIndexesAndNormalizers() {
    let plain = JSONValue.object(
      JSONObject([("locale", .string("en")), ("withFlags", flags("true"))]))
    let matrix = JSONValue.object(
      JSONObject([
        ("plan", .array([.string("free"), .string("pro")])), ("flag", .array([.string("false")])),
      ]))
    let withMatrix = JSONValue.object(
      JSONObject([
        ("matrix", matrix), ("description", .string("plan ${{ plan }}")),
        ("withFlags", flags("${{ flag }}")),
      ]))
    let expanded = TestLister.expand([plain, withMatrix], kind: .message)
    let rendered = expanded.map(JSONWriter.compact)
    #expect(
      rendered == [
        #"{"locale":"en","withFlags":{"beta":true},"assertionIndex":0}"#,
        #"{"description":"plan "#
          + #"free","withFlags":{"beta":false},"assertionIndex":1,"matrixIndex":0}"#,
        #"{"description":"plan pro","withFlags":{"beta":false},"assertionIndex":1,"#
          + #""matrixIndex":1}"#,
      ])
  }

  @Test func segmentNormalizerTurnsStringsIntoBooleans() {
    let assertion = JSONValue.object(JSONObject([("expectedToMatch", .string("true"))]))
    let expanded = TestLister.expand([assertion], kind: .segment)
    #expect(
      JSONWriter.compact(.array(expanded)) == #"[{"expectedToMatch":true,"assertionIndex":0}]"#)
  }

  private func flags(_ value: String) -> JSONValue {
    .object(JSONObject([("beta", .string(value))]))
  }
}
