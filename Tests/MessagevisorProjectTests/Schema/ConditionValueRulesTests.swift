import Testing

@testable import MessagevisorProject

/// Authored conditions whose value the SDK would quietly evaluate to false are load errors.
struct ConditionValueRulesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The lines of the predicate after `attribute: a` (two-space indented).
    let predicate: String
    /// The `description` of the load error without the `file:` prefix; nil when it loads.
    let expected: String?
    var testDescription: String { name }
  }

  static let file = "segments/platform-ios.yml"
  static let dates =
    "a date YYYY-MM-DD or a date-time with an offset for before, such as "
    + "2026-01-01T10:00:00Z with at most 3 fraction digits (a date-time without an offset "
    + "would be an instant that depends on the host's zone)"

  static let invalid: [Case] = [
    Case(
      name: "date-time without an offset",
      predicate: "operator: before\n  value: \"2026-01-01T10:00:00\"",
      expected: "5:10: invalid field \"value\" in condition: expected \(dates)"),
    Case(
      name: "not a date", predicate: "operator: before\n  value: not-a-date",
      expected: "5:10: invalid field \"value\" in condition: expected \(dates)"),
    Case(
      name: "number for before", predicate: "operator: before\n  value: 5",
      expected: "5:10: invalid field \"value\" in condition: expected \(dates)"),
    Case(
      name: "regex that does not compile", predicate: "operator: matches\n  value: \"([a-z\"",
      expected:
        "5:10: invalid field \"value\" in condition: expected a regular expression that "
        + "compiles for matches"),
    Case(
      name: "lookahead outside the portable dialect",
      predicate: "operator: notMatches\n  value: \"a(?=b)\"",
      expected:
        "5:10: invalid field \"value\" in condition: expected a portable regular expression "
        + "(no lookaround or other (?…) group, backreference or possessive quantifier) for "
        + "notMatches"),
    Case(
      name: "list for equals", predicate: "operator: equals\n  value: [1, 2]",
      expected:
        "5:10: invalid field \"value\" in condition: expected a string, number, boolean or "
        + "null (a list or mapping never equals in JavaScript) for equals"),
    Case(
      name: "string for greaterThan", predicate: "operator: greaterThan\n  value: abc",
      expected: "5:10: invalid field \"value\" in condition: expected a number for greaterThan"),
    Case(
      name: "quoted number for lessThan", predicate: "operator: lessThan\n  value: \"5\"",
      expected: "5:10: invalid field \"value\" in condition: expected a number for lessThan"),
    Case(
      name: "scalar for in", predicate: "operator: in\n  value: DE",
      expected: "5:10: invalid field \"value\" in condition: expected a list for in"),
    Case(
      name: "nested list for notIn", predicate: "operator: notIn\n  value: [[DE]]",
      expected:
        "5:10: invalid field \"value\" in condition: expected a list of strings, numbers or "
        + "booleans for notIn"),
    Case(
      name: "number for includes", predicate: "operator: includes\n  value: 5",
      expected: "5:10: invalid field \"value\" in condition: expected a string for includes"),
    Case(
      name: "stray value for notExists", predicate: "operator: notExists\n  value: x",
      expected:
        "5:10: invalid field \"value\" in condition: expected no value: notExists takes none"),
    Case(
      name: "flag JavaScript has but the SDK refuses",
      predicate: "operator: matches\n  value: a\n  regexFlags: g",
      expected:
        "6:15: invalid field \"regexFlags\" in condition: expected flags among i, m, s and u, "
        + "each at most once (the SDK evaluates a condition with any other flag to false)"),
    Case(
      name: "regexFlags on a non-regex operator",
      predicate: "operator: equals\n  value: a\n  regexFlags: i",
      expected:
        "6:15: invalid field \"regexFlags\" in condition: expected no regexFlags: they apply "
        + "to matches and notMatches only"),
  ]

  static let valid: [Case] = [
    Case(name: "calendar date", predicate: "operator: before\n  value: 2026-01-01", expected: nil),
    Case(
      name: "date-time with fraction and offset",
      predicate: "operator: after\n  value: \"2025-01-01T00:00:00.123+02:00\"", expected: nil),
    Case(
      name: "regex with flags",
      predicate: "operator: matches\n  value: \"^a.c$\"\n  regexFlags: im",
      expected: nil),
    Case(name: "equals null", predicate: "operator: equals\n  value: null", expected: nil),
    Case(name: "notEquals number", predicate: "operator: notEquals\n  value: 5", expected: nil),
    Case(name: "in mixed scalars", predicate: "operator: in\n  value: [a, 1, true]", expected: nil),
    Case(name: "decimal bound", predicate: "operator: greaterThan\n  value: 1.5", expected: nil),
    Case(name: "includes string", predicate: "operator: includes\n  value: x", expected: nil),
    Case(name: "exists", predicate: "operator: exists", expected: nil),
  ]

  static func loadError(predicate: String) throws -> ProjectError? {
    try WorkedExampleFixture.loadError(
      file, "description: iOS\nconditions:\n  attribute: a\n  \(predicate)\n")
  }

  @Test(arguments: invalid + valid)
  func valuesFitTheirOperator(_ testCase: Case) throws {
    let error = try Self.loadError(predicate: testCase.predicate)
    #expect(error?.description == testCase.expected.map { "\(Self.file):\($0)" })
  }

  /// Inline override conditions follow the same rules.
  @Test func overrideConditionsAreChecked() throws {
    let error = try WorkedExampleFixture.loadError(
      "messages/billing/total.yml",
      """
      description: Total
      translations: { en: Total }
      overrides:
        - key: new
          conditions: { attribute: signup, operator: after, value: "2026-01-01T00:00:00" }
          translations: { en: New total }

      """)
    #expect(
      error?.description.hasPrefix("messages/billing/total.yml:5:62: invalid field \"value\"")
        == true, "\(String(describing: error))")
  }

  /// A feature condition takes no value.
  @Test func featureConditionsTakeNoValue() throws {
    let error = try WorkedExampleFixture.loadError(
      Self.file,
      "description: iOS\nconditions: { feature: beta, operator: isEnabled, value: x }\n")
    #expect(
      error?.description
        == "\(Self.file):2:58: invalid field \"value\" in condition: expected no value: "
        + "isEnabled takes none")
  }
}
