import Foundation

/// The attribute operators of the condition language.
enum AttributeOperator {
  /// Applies `predicate.operator` to the looked-up value (nil when absent).
  static func evaluate(_ predicate: ConditionPredicate, actual: MessagevisorValue?) -> Bool {
    let expected = predicate.value
    switch predicate.operator {
    case "equals":
      guard let actual, let expected else { return false }
      return StrictEquality.equal(actual, expected)
    case "notEquals":
      guard let expected else { return actual != nil }
      guard let actual else { return true }
      return !StrictEquality.equal(actual, expected)
    case "exists": return actual != nil
    case "notExists": return actual == nil
    case "greaterThan": return compareNumbers(actual, expected) { $0 > $1 }
    case "greaterThanOrEquals": return compareNumbers(actual, expected) { $0 >= $1 }
    case "lessThan": return compareNumbers(actual, expected) { $0 < $1 }
    case "lessThanOrEquals": return compareNumbers(actual, expected) { $0 <= $1 }
    case "contains": return compareStrings(actual, expected) { StringTests.contains($0, $1) }
    case "notContains": return compareStrings(actual, expected) { !StringTests.contains($0, $1) }
    case "startsWith": return compareStrings(actual, expected) { StringTests.hasPrefix($0, $1) }
    case "endsWith": return compareStrings(actual, expected) { StringTests.hasSuffix($0, $1) }
    case "matches": return PortableRegex.test(predicate, actual: actual) == true
    case "notMatches": return PortableRegex.test(predicate, actual: actual) == false
    case "before": return compareDates(actual, expected) { $0 < $1 }
    case "after": return compareDates(actual, expected) { $0 > $1 }
    case "includes", "notIncludes": return evaluateIncludes(predicate.operator, actual, expected)
    case "in", "notIn": return evaluateIn(predicate.operator, actual, expected)
    default: return false
    }
  }

  private static func compareNumbers(
    _ actual: MessagevisorValue?,
    _ expected: MessagevisorValue?,
    _ test: (Double, Double) -> Bool
  ) -> Bool {
    guard let left = actual?.numberValue, let right = expected?.numberValue else { return false }
    return test(left, right)
  }

  private static func compareStrings(
    _ actual: MessagevisorValue?,
    _ expected: MessagevisorValue?,
    _ test: (String, String) -> Bool
  ) -> Bool {
    guard let left = actual?.stringValue, let right = expected?.stringValue else { return false }
    return test(left, right)
  }

  private static func compareDates(
    _ actual: MessagevisorValue?,
    _ expected: MessagevisorValue?,
    _ test: (Date, Date) -> Bool
  ) -> Bool {
    guard let left = conditionDate(actual), let right = conditionDate(expected) else {
      return false
    }
    return test(left, right)
  }

  private static func conditionDate(_ value: MessagevisorValue?) -> Date? {
    switch value {
    case .date(let date): return date
    case .string(let text): return PortableISODate.parseStrict(text)
    default: return nil
    }
  }

  private static func evaluateIncludes(
    _ name: String,
    _ actual: MessagevisorValue?,
    _ expected: MessagevisorValue?
  ) -> Bool {
    guard case .array(let elements) = actual, let expected else { return false }
    let found = elements.contains { StrictEquality.equal($0, expected) }
    return name == "includes" ? found : !found
  }

  private static func evaluateIn(
    _ name: String,
    _ actual: MessagevisorValue?,
    _ expected: MessagevisorValue?
  ) -> Bool {
    guard let actual, case .array(let candidates) = expected else { return false }
    let found = candidates.contains { StrictEquality.equal(actual, $0) }
    return name == "in" ? found : !found
  }
}

/// JavaScript-compatible string tests over UTF-16 code units.
enum StringTests {
  static func contains(_ text: String, _ part: String) -> Bool {
    if part.isEmpty { return true }
    let haystack = Array(text.utf16)
    let needle = Array(part.utf16)
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }

  static func hasPrefix(_ text: String, _ part: String) -> Bool {
    text.utf16.starts(with: part.utf16)
  }

  static func hasSuffix(_ text: String, _ part: String) -> Bool {
    text.utf16.reversed().starts(with: part.utf16.reversed())
  }
}

/// The condition engine's equality: numeric across int/double, strict across kinds.
enum StrictEquality {
  static func equal(_ left: MessagevisorValue, _ right: MessagevisorValue) -> Bool {
    switch (left, right) {
    case (.int(let a), .double(let b)): return Double(a) == b
    case (.double(let a), .int(let b)): return a == Double(b)
    case (.string(let a), .string(let b)):
      // The same scalars in the same order (JavaScript's ===), not canonical equivalence;
      // equal UTF-8 bytes are exactly equal UTF-16 code units.
      return UTF8Bytes.equal(a, b)
    default: return left == right
    }
  }
}
