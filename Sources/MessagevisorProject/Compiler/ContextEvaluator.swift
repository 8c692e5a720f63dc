/// The core condition evaluator of build-and-cli-json §3.5, used only for attributes whose
/// path the target context defines.
///
/// JavaScript semantics: `===` for equality, `Number()` coercion for the numeric operators,
/// `String()` for the string operators, `Date` parsing for `before`/`after`, and `false` for
/// `matches`/`notMatches` and unknown operators. `nil` stands for `undefined`.
enum ContextEvaluator {
  /// True when every step of the dot path is an own property of an object (the leaf may be
  /// null).
  static func hasPath(_ context: JSONValue, _ path: String) -> Bool {
    var current = context
    for part in path.split(separator: ".", omittingEmptySubsequences: false) {
      guard let next = ownProperty(current, String(part)) else { return false }
      current = next
    }
    return true
  }

  /// Walks the path like `v ? v[part] : undefined`.
  static func lookup(_ context: JSONValue, _ path: String) -> JSONValue? {
    var current: JSONValue? = context
    for part in path.split(separator: ".", omittingEmptySubsequences: false) {
      guard let value = current, value.isTruthy else { return nil }
      current = ownProperty(value, String(part))
    }
    return current
  }

  private static func ownProperty(_ value: JSONValue, _ name: String) -> JSONValue? {
    switch value {
    case .object(let object):
      return object[name]
    case .array(let items):
      guard let index = JSONWriter.arrayIndex(name), Int(index) < items.count else { return nil }
      return items[Int(index)]
    default:
      return nil
    }
  }

  /// Evaluates an attribute predicate against the context.
  static func evaluate(_ predicate: JSONObject, context: JSONValue) -> Bool {
    let path = predicate["attribute"]?.stringValue ?? ""
    let value = lookup(context, path)
    let expected = predicate["value"]
    switch predicate["operator"]?.stringValue ?? "" {
    case "equals": return strictEquals(value, expected)
    case "notEquals": return !strictEquals(value, expected)
    case "exists": return !isNullish(value)
    case "notExists": return isNullish(value)
    case "greaterThan": return compareNumbers(value, expected) { $0 > $1 }
    case "greaterThanOrEquals": return compareNumbers(value, expected) { $0 >= $1 }
    case "lessThan": return compareNumbers(value, expected) { $0 < $1 }
    case "lessThanOrEquals": return compareNumbers(value, expected) { $0 <= $1 }
    case "contains": return jsString(value).contains(jsString(expected))
    case "notContains": return !jsString(value).contains(jsString(expected))
    case "startsWith": return jsString(value).hasPrefix(jsString(expected))
    case "endsWith": return jsString(value).hasSuffix(jsString(expected))
    case "before": return compareDates(value, expected) { $0 < $1 }
    case "after": return compareDates(value, expected) { $0 > $1 }
    case "includes": return arrayContains(value, expected)
    case "notIncludes": return !arrayContains(value, expected)
    case "in": return arrayContains(expected, value)
    case "notIn": return !arrayContains(expected, value)
    default: return false
    }
  }

  private static func isNullish(_ value: JSONValue?) -> Bool {
    value == nil || value == .null
  }

  /// `===`: primitives by value (NaN unequal), arrays and objects never equal.
  static func strictEquals(_ lhs: JSONValue?, _ rhs: JSONValue?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (.null?, .null?): return true
    case (.bool(let a)?, .bool(let b)?): return a == b
    case (.number(let a)?, .number(let b)?): return a == b
    case (.string(let a)?, .string(let b)?): return a == b
    default: return false
    }
  }

  /// `Array.prototype.includes` (SameValueZero) on primitives.
  private static func arrayContains(_ container: JSONValue?, _ element: JSONValue?) -> Bool {
    guard case .array(let items)? = container else { return false }
    return items.contains { item in
      if case .number(let a) = item, case .number(let b)? = element, a.isNaN, b.isNaN {
        return true
      }
      return strictEquals(item, element)
    }
  }

  private static func compareNumbers(
    _ lhs: JSONValue?,
    _ rhs: JSONValue?,
    _ compare: (Double, Double) -> Bool
  ) -> Bool {
    guard let a = jsNumber(lhs), let b = jsNumber(rhs) else { return false }
    return compare(a, b)
  }

  private static func compareDates(
    _ lhs: JSONValue?,
    _ rhs: JSONValue?,
    _ compare: (Double, Double) -> Bool
  ) -> Bool {
    guard let a = jsDate(lhs), let b = jsDate(rhs) else { return false }
    return compare(a, b)
  }

  /// `Number(v)`; nil stands for NaN.
  static func jsNumber(_ value: JSONValue?) -> Double? {
    switch value {
    case nil: return nil
    case .null?: return 0
    case .bool(let flag)?: return flag ? 1 : 0
    case .number(let number)?: return number.isNaN ? nil : number
    case .string(let text)?: return JSNumber.parse(text)
    case .array?: return JSNumber.parse(jsString(value))
    case .object?: return nil
    }
  }

  /// `String(v)`.
  static func jsString(_ value: JSONValue?) -> String {
    switch value {
    case nil: return "undefined"
    case .null?: return "null"
    case .bool(let flag)?: return flag ? "true" : "false"
    case .number(let number)?: return JSNumber.format(number)
    case .string(let text)?: return text
    case .array(let items)?:
      return items.map { $0 == .null ? "" : jsString($0) }.joined(separator: ",")
    case .object?: return "[object Object]"
    }
  }

  /// `new Date(v).getTime()` for numbers, null, booleans and ISO strings; nil when invalid.
  static func jsDate(_ value: JSONValue?) -> Double? {
    switch value {
    case .null?: return 0
    case .bool(let flag)?: return flag ? 1 : 0
    case .number(let number)?: return number.isFinite ? number : nil
    case .string(let text)?: return ISODateParser.milliseconds(text)
    default: return nil
    }
  }
}
