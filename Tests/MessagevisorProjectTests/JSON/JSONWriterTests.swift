import Testing

@testable import MessagevisorProject

struct JSONWriterTests {
  static let cases: [(JSONValue, String)] = [
    (.string("a\"b\\c\n\t\u{1}/é\u{2028}"), #""a\"b\\c\n\t\u0001/é\#u{2028}""#),
    (.number(2500), "2500"),
    (.number(.nan), "null"),
    (.array([]), "[]"),
    (.object(JSONObject()), "{}"),
    (
      .object(
        JSONObject([("b", .number(1)), ("10", .bool(true)), ("2", .null), ("a", .string(""))])),
      #"{"2":null,"10":true,"b":1,"a":""}"#
    ),
    (
      .object(JSONObject([("01", .number(1)), ("4294967295", .number(2))])),
      #"{"01":1,"4294967295":2}"#
    ),
  ]

  @Test(arguments: cases)
  func writesCompactJSONLikeStringify(value: JSONValue, expected: String) {
    #expect(JSONWriter.compact(value) == expected)
  }

  @Test func prettyPrintsWithTwoSpaces() {
    let value = JSONValue.object(
      JSONObject([("a", .array([.number(1), .object(JSONObject())])), ("b", .array([]))]))
    let expected = "{\n  \"a\": [\n    1,\n    {}\n  ],\n  \"b\": []\n}"
    #expect(JSONWriter(indent: 2).string(value) == expected)
  }

  @Test func assignmentKeepsPosition() {
    var object = JSONObject([("key", .string("x")), ("b", .number(1))])
    object["key"] = .string("y")
    object["c"] = .null
    object["b"] = nil
    #expect(JSONWriter.compact(.object(object)) == #"{"key":"y","c":null}"#)
  }
}
