import Foundation

/// `list --tests [--applyMatrix] --json [--keyPattern=K]` (build-and-cli-json §4).
struct TestLister {
  let project: Project

  /// The listed tests as JSON values, in key order.
  func tests(applyMatrix: Bool, keyPattern: String?) throws(ProjectError) -> [JSONValue] {
    let matcher = try keyPattern.map { pattern throws(ProjectError) in
      try Self.regex(pattern)
    }
    var result: [JSONValue] = []
    for key in project.testKeys {
      if let matcher, !Self.matches(matcher, key) { continue }
      guard let test = project.tests[key] else { continue }
      guard applyMatrix else {
        result.append(.object(test.object))
        continue
      }
      var object = test.object
      let assertions = test.object["assertions"]?.arrayValue ?? []
      object["assertions"] = .array(Self.expand(assertions, kind: test.kind))
      result.append(.object(object))
    }
    return result
  }

  /// Expands every assertion (§4.2) and appends the indexes.
  static func expand(_ assertions: [JSONValue], kind: ProjectTestKind) -> [JSONValue] {
    var result: [JSONValue] = []
    for (index, assertion) in assertions.enumerated() {
      guard case .object(let object) = assertion else { continue }
      guard let matrix = object["matrix"], matrix.isTruthy, case .object(let axes) = matrix else {
        var plain = normalize(object, kind: kind)
        plain["assertionIndex"] = .number(Double(index))
        result.append(.object(plain))
        continue
      }
      let base = object.removing(["matrix"])
      for (caseIndex, combination) in MatrixExpander.combinations(axes).enumerated() {
        guard case .object(let substituted)? = MatrixExpander.substitute(.object(base), combination)
        else { continue }
        var expanded = normalize(substituted, kind: kind)
        expanded["assertionIndex"] = .number(Double(index))
        expanded["matrixIndex"] = .number(Double(caseIndex))
        result.append(.object(expanded))
      }
    }
    return result
  }

  /// Message tests: `"true"`/`"false"` flags become booleans; segment tests: the same for
  /// `expectedToMatch`.
  static func normalize(_ assertion: JSONObject, kind: ProjectTestKind) -> JSONObject {
    var result = assertion
    switch kind {
    case .message:
      if case .object(var flags)? = result["withFlags"] {
        for member in flags {
          if let flag = booleanString(member.value) { flags[member.key] = .bool(flag) }
        }
        result["withFlags"] = .object(flags)
      }
    case .segment:
      if let value = result["expectedToMatch"], let flag = booleanString(value) {
        result["expectedToMatch"] = .bool(flag)
      }
    case .locale, .target:
      break
    }
    return result
  }

  private static func booleanString(_ value: JSONValue) -> Bool? {
    switch value {
    case .string("true"): return true
    case .string("false"): return false
    default: return nil
    }
  }

  /// A case-insensitive regular expression (docs/decisions.md D12).
  static func regex(_ pattern: String) throws(ProjectError) -> NSRegularExpression {
    do {
      return try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
    } catch {
      throw .invalidPattern(pattern)
    }
  }

  static func matches(_ regex: NSRegularExpression, _ text: String) -> Bool {
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    return regex.firstMatch(in: text, options: [], range: range) != nil
  }
}
