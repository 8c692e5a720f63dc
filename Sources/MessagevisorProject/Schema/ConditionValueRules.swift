import Foundation
import Messagevisor

/// What each operator of an authored condition accepts as `value` and `regexFlags`
/// (project-format §4.5, sdk-runtime §8).
///
/// The SDK evaluates a value of the wrong kind to false without a word: a string for
/// `greaterThan`, a date-time without an offset for `before`, a pattern that does not compile
/// for `matches`. In a project source such a condition is refused at load, at the value's
/// position. Datafiles are not affected: the SDK still evaluates what a datafile says.
enum ConditionValueRules {
  static let numeric: Set<String> = [
    "greaterThan", "greaterThanOrEquals", "lessThan", "lessThanOrEquals",
  ]
  static let textual: Set<String> = [
    "contains", "notContains", "startsWith", "endsWith", "includes", "notIncludes",
  ]
  static let regex: Set<String> = ["matches", "notMatches"]
  static let dates: Set<String> = ["before", "after"]
  static let lists: Set<String> = ["in", "notIn"]
  static let equality: Set<String> = ["equals", "notEquals"]

  /// Checks the `value` and `regexFlags` of a predicate whose operator is known.
  static func check(_ reader: FieldReader, operator name: String, subject: String)
    throws(ProjectError)
  {
    try checkFlags(reader, operator: name)
    guard let value = reader.node("value") else { return }
    switch subject {
    case "attribute": try attribute(value, operator: name, reader: reader)
    case "feature": throw noValue(value, operator: name, reader: reader)
    default: return
    }
  }

  private static func attribute(_ value: SourceNode, operator name: String, reader: FieldReader)
    throws(ProjectError)
  {
    if ConditionReader.valuelessOperators.contains(name) {
      throw noValue(value, operator: name, reader: reader)
    }
    guard let expected = expectation(value, operator: name) else { return }
    let note = dates.contains(name) ? dateNote : ""
    throw reader.invalid("value", value, expected: "\(expected) for \(name)\(note)")
  }

  /// What the operator expects, when `value` is not it.
  private static func expectation(_ value: SourceNode, operator name: String) -> String? {
    switch value.value {
    case .int where numeric.contains(name), .double where numeric.contains(name): return nil
    case .sequence(let items) where lists.contains(name):
      return items.allSatisfy(isScalar) ? nil : "a list of strings, numbers or booleans"
    case .string(let text) where dates.contains(name):
      return PortableISODate.parseStrict(text) == nil ? dateHint : nil
    case .string(let text) where regex.contains(name):
      return regexProblem(text)
    case .string where textual.contains(name): return nil
    default: return typeHint(value, operator: name)
    }
  }

  static let dateHint = "a date YYYY-MM-DD or a date-time with an offset"
  static let dateNote =
    ", such as 2026-01-01T10:00:00Z with at most 3 fraction digits (a date-time without an "
    + "offset would be an instant that depends on the host's zone)"

  /// The kind an operator takes, or nil when `value` is of that kind.
  private static func typeHint(_ value: SourceNode, operator name: String) -> String? {
    if numeric.contains(name) { return "a number" }
    if lists.contains(name) { return "a list" }
    if dates.contains(name) { return dateHint }
    if regex.contains(name) || textual.contains(name) { return "a string" }
    if equality.contains(name), isScalar(value) { return nil }
    return "a string, number, boolean or null (a list or mapping never equals in JavaScript)"
  }

  private static func isScalar(_ node: SourceNode) -> Bool {
    switch node.value {
    case .sequence, .mapping: return false
    default: return true
    }
  }

  /// Why the SDK would not evaluate `pattern`, or nil when it compiles in its dialect.
  private static func regexProblem(_ pattern: String) -> String? {
    guard RegexPortability.isPortable(pattern) else {
      return "a portable regular expression (no lookaround or other (?…) group, "
        + "backreference or possessive quantifier)"
    }
    do {
      _ = try NSRegularExpression(pattern: pattern)
      return nil
    } catch {
      return "a regular expression that compiles"
    }
  }

  /// `regexFlags` only on `matches`/`notMatches`, and only flags the SDK honours.
  private static func checkFlags(_ reader: FieldReader, operator name: String)
    throws(ProjectError)
  {
    guard let node = reader.node("regexFlags") else { return }
    guard regex.contains(name) else {
      throw reader.invalid(
        "regexFlags", node, expected: "no regexFlags: they apply to matches and notMatches only")
    }
    guard case .string(let flags) = node.value, PortableRegex.options(for: flags) != nil else {
      throw reader.invalid(
        "regexFlags", node,
        expected: "flags among i, m, s and u, each at most once (the SDK evaluates a condition "
          + "with any other flag to false)")
    }
  }

  private static func noValue(_ value: SourceNode, operator name: String, reader: FieldReader)
    -> ProjectError
  {
    reader.invalid("value", value, expected: "no value: \(name) takes none")
  }
}
