import Testing

@testable import MessagevisorProject

struct ContextEvaluatorTests {
  static let context = JSONValue.object(
    JSONObject([
      ("platform", .string("web")),
      ("seats", .string("11")),
      ("count", .number(5)),
      ("nothing", .null),
      ("permissions", .array([.string("read"), .string("write")])),
      ("account", .object(JSONObject([("country", .string("NL"))]))),
      ("signup", .string("2025-06-01T00:00:00Z")),
    ]))

  static func predicate(_ attribute: String, _ op: String, _ value: JSONValue? = nil) -> JSONObject
  {
    var object = JSONObject([("attribute", .string(attribute)), ("operator", .string(op))])
    if let value { object["value"] = value }
    return object
  }

  static let cases: [(JSONObject, Bool)] = [
    (predicate("platform", "equals", .string("web")), true),
    (predicate("count", "equals", .string("5")), false),
    (predicate("permissions", "equals", .array([.string("read"), .string("write")])), false),
    (predicate("platform", "notEquals", .string("ios")), true),
    (predicate("nothing", "exists"), false),
    (predicate("nothing", "notExists"), true),
    (predicate("seats", "greaterThan", .number(10)), true),
    (predicate("seats", "lessThanOrEquals", .number(10)), false),
    (predicate("platform", "greaterThan", .number(0)), false),
    (predicate("platform", "contains", .string("e")), true),
    (predicate("platform", "startsWith", .string("we")), true),
    (predicate("platform", "endsWith", .string("x")), false),
    (predicate("permissions", "includes", .string("write")), true),
    (predicate("permissions", "notIncludes", .string("admin")), true),
    (predicate("platform", "includes", .string("w")), false),
    (predicate("account.country", "in", .array([.string("NL"), .string("BE")])), true),
    (predicate("account.country", "notIn", .array([.string("NL")])), false),
    (predicate("signup", "after", .string("2025-01-01T00:00:00Z")), true),
    (predicate("signup", "before", .string("2025-01-01")), false),
    (predicate("signup", "before", .string("not a date")), false),
    (predicate("platform", "matches", .string("w.*")), false),
  ]

  @Test(arguments: cases)
  func evaluatesLikeTheCoreEvaluator(predicate: JSONObject, expected: Bool) {
    #expect(ContextEvaluator.evaluate(predicate, context: Self.context) == expected)
  }

  static let paths: [(String, Bool)] = [
    ("platform", true), ("nothing", true), ("account.country", true), ("account.plan", false),
    ("platform.length", false), ("missing", false), ("permissions.1", true),
  ]

  @Test(arguments: paths)
  func knowsWhichPathsTheContextDefines(path: String, expected: Bool) {
    #expect(ContextEvaluator.hasPath(Self.context, path) == expected)
  }
}
