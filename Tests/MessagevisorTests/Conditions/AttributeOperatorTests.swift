import Foundation
import Messagevisor
import Testing

/// One attribute operator applied to an actual value (nil = absent) and an expected value.
struct OperatorCase: Sendable, CustomTestStringConvertible {
  let actual: MessagevisorValue?
  let name: String
  let expected: MessagevisorValue?
  let result: Bool

  init(
    _ actual: MessagevisorValue?, _ name: String, _ expected: MessagevisorValue?, _ result: Bool
  ) {
    self.actual = actual
    self.name = name
    self.expected = expected
    self.result = result
  }

  var testDescription: String {
    let actual = self.actual.map { "\($0)" } ?? "absent"
    let expected = self.expected.map { "\($0)" } ?? "absent"
    return "\(actual) \(name) \(expected) → \(result)"
  }

  /// Evaluates the case as a single predicate on attribute `value`.
  func evaluate() -> Bool {
    let predicate = ConditionPredicate(attribute: "value", operator: name, value: expected)
    let context: MessagevisorContext = actual.map { ["value": $0] } ?? [:]
    return evaluateCondition(
      .predicate(predicate), provider: MessagevisorEvaluationDataProvider(context: context))
  }
}

@Suite("Attribute operators are type-strict")
struct AttributeOperatorTests {
  static let instant = Date(timeIntervalSince1970: 1_767_225_600)

  static let equality: [OperatorCase] = [
    .init("a", "equals", "a", true),
    .init(10, "equals", 10, true),
    .init(10, "equals", 10.0, true),
    .init(10.5, "equals", 10.5, true),
    .init("10", "equals", 10, false),
    .init(true, "equals", 1, false),
    .init(.null, "equals", .null, true),
    .init(nil, "equals", .null, false),
    .init(.null, "equals", "", false),
    .init("a", "equals", nil, false),
    .init(.array([1, 2]), "equals", .array([1, 2]), true),
    .init(.array([1, 2]), "equals", .array([2, 1]), false),
    .init(.object(["a": 1]), "equals", .object(["a": 1]), true),
    .init(.date(instant), "equals", .date(instant), true),
    .init("e\u{301}", "equals", "\u{e9}", false),
    .init("a", "notEquals", nil, true),
    .init(nil, "notEquals", nil, false),
    .init(nil, "notEquals", "a", true),
    .init("10", "notEquals", 10, true),
    .init(10, "notEquals", 10.0, false),
    .init("a", "notEquals", "a", false),
    .init(.null, "exists", nil, true),
    .init(nil, "exists", nil, false),
    .init(nil, "notExists", nil, true),
    .init(.null, "notExists", nil, false),
    .init(false, "exists", nil, true),
  ]

  static let numeric: [OperatorCase] = [
    .init(11, "greaterThan", 10, true),
    .init(11.5, "greaterThan", 11, true),
    .init(10, "greaterThan", 10, false),
    .init("11", "greaterThan", 10, false),
    .init(11, "greaterThan", "10", false),
    .init(true, "greaterThan", 0, false),
    .init(nil, "greaterThan", 0, false),
    .init(.null, "greaterThan", -1, false),
    .init(10, "greaterThanOrEquals", 10, true),
    .init(9.99, "greaterThanOrEquals", 10, false),
    .init(9, "lessThan", 10, true),
    .init("9", "lessThan", 10, false),
    .init(10.0, "lessThanOrEquals", 10, true),
    .init(11, "lessThanOrEquals", 10, false),
    .init(11, "greaterThan", nil, false),
  ]

  static let strings: [OperatorCase] = [
    .init("messagevisor", "contains", "sage", true),
    .init("messagevisor", "contains", "xyz", false),
    .init(123, "contains", "2", false),
    .init("123", "contains", 2, false),
    .init("abc", "contains", "", true),
    .init("cafe\u{301}", "contains", "e", true),
    .init("abc", "notContains", "d", true),
    .init("abc", "notContains", "b", false),
    .init(123, "notContains", "d", false),
    .init(nil, "notContains", "d", false),
    .init("messagevisor", "startsWith", "message", true),
    .init("messagevisor", "startsWith", "visor", false),
    .init(12, "startsWith", "1", false),
    .init("messagevisor", "endsWith", "visor", true),
    .init("e\u{301}", "endsWith", "\u{301}", true),
    .init("visor", "endsWith", 1, false),
  ]

  static let dates: [OperatorCase] = [
    .init("2026-01-01T00:00:00.000Z", "before", "2026-02-01T00:00:00.000Z", true),
    .init("2026-01-01T00:00:00Z", "before", "2026-01-01T00:00:00Z", false),
    .init("2026-01-01T01:00:00+02:00", "before", "2026-01-01T00:00:00Z", true),
    .init("2026-02-01T00:00:00Z", "after", "2026-01-01T00:00:00Z", true),
    .init("2026-01-01", "before", "2026-02-01T00:00:00Z", true),
    .init("2026-01-01", "before", "2026-01-01T00:00:00Z", false),
    .init("2026-01-01T00:00:01Z", "after", "2026-01-01", true),
    .init("2026-1-01", "before", "2026-02-01T00:00:00Z", false),
    .init("2026-01-01T00:00:00", "before", "2026-02-01T00:00:00Z", false),
    .init("2026-01-01T00:00:00.0001Z", "before", "2026-02-01T00:00:00Z", false),
    .init(.date(instant), "before", "2026-02-01T00:00:00Z", true),
    .init(.date(instant), "after", .date(instant.addingTimeInterval(-1)), true),
    .init(1_767_225_600_000, "before", "2026-02-01T00:00:00Z", false),
    .init(nil, "before", "2026-02-01T00:00:00Z", false),
  ]

  static let collections: [OperatorCase] = [
    .init(.array(["admin", "viewer"]), "includes", "admin", true),
    .init(.array(["admin", "viewer"]), "includes", "owner", false),
    .init(.array([1, 2]), "includes", 1.0, true),
    .init(.array(["1"]), "includes", 1, false),
    .init("admin", "includes", "admin", false),
    .init(.array(["admin"]), "includes", nil, false),
    .init(.array(["admin"]), "notIncludes", "viewer", true),
    .init(.array(["admin"]), "notIncludes", "admin", false),
    .init("admin", "notIncludes", "viewer", false),
    .init(nil, "notIncludes", "viewer", false),
    .init("admin", "in", .array(["admin", "viewer"]), true),
    .init("owner", "in", .array(["admin", "viewer"]), false),
    .init(2.0, "in", .array([1, 2]), true),
    .init("admin", "in", "admin", false),
    .init(nil, "in", .array(["admin"]), false),
    .init("owner", "notIn", .array(["admin"]), true),
    .init("admin", "notIn", .array(["admin"]), false),
    .init("admin", "notIn", "viewer", false),
    .init(nil, "notIn", .array(["admin"]), false),
  ]

  static let unknown: [OperatorCase] = [
    .init("1.0.0", "semverEquals", "1.0.0", false),
    .init("a", "EQUALS", "a", false),
    .init("a", "", "a", false),
  ]

  @Test("Equality and existence", arguments: equality)
  func equalityOperators(_ item: OperatorCase) {
    #expect(item.evaluate() == item.result)
  }

  @Test("Numeric comparisons need numbers on both sides", arguments: numeric)
  func numericOperators(_ item: OperatorCase) {
    #expect(item.evaluate() == item.result)
  }

  @Test("String tests need strings on both sides (UTF-16 semantics)", arguments: strings)
  func stringOperators(_ item: OperatorCase) {
    #expect(item.evaluate() == item.result)
  }

  @Test(
    "Date comparisons need dates, calendar dates or ISO strings with an offset", arguments: dates)
  func dateOperators(_ item: OperatorCase) {
    #expect(item.evaluate() == item.result)
  }

  @Test("Array operators need an array on the right side", arguments: collections)
  func collectionOperators(_ item: OperatorCase) {
    #expect(item.evaluate() == item.result)
  }

  @Test("Unknown operators are false", arguments: unknown)
  func unknownOperators(_ item: OperatorCase) {
    #expect(item.evaluate() == item.result)
  }

  static let paths: [(String, MessagevisorContext, Bool)] = [
    ("user.plan", ["user": .object(["plan": "pro"])], true),
    ("user..plan", ["user": .object(["plan": "pro"])], true),
    (".user.plan.", ["user": .object(["plan": "pro"])], true),
    ("user.plan", ["user": "pro"], false),
    ("user.plan", ["user": .object([:])], false),
    ("user.plan", ["user.plan": "pro"], false),
    ("plan", ["plan": "pro"], true),
    ("user.plan", ["user": .array(["pro"])], false),
  ]

  @Test("Attribute paths step through objects only", arguments: paths)
  func attributePaths(_ path: String, _ context: MessagevisorContext, _ found: Bool) {
    let predicate = ConditionPredicate(attribute: path, operator: "equals", value: "pro")
    let result = evaluateCondition(
      .predicate(predicate), provider: MessagevisorEvaluationDataProvider(context: context))
    #expect(result == found)
  }
}
