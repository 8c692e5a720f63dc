/// Reads and validates `conditions` and `segments` trees from source nodes.
struct ConditionReader {
  static let attributeOperators: Set<String> = [
    "equals", "notEquals", "exists", "notExists", "greaterThan", "greaterThanOrEquals",
    "lessThan", "lessThanOrEquals", "contains", "notContains", "startsWith", "endsWith",
    "matches", "notMatches", "before", "after", "includes", "notIncludes", "in", "notIn",
  ]
  static let valuelessOperators: Set<String> = ["exists", "notExists"]
  static let predicateFields: Set<String> = [
    "attribute", "feature", "experiment", "operator", "value", "regexFlags",
  ]

  /// The entity label for messages, e.g. `override` or `segment`.
  let entity: String
  /// Known segment keys, for `segments` trees.
  let segmentKeys: Set<String>

  /// Reads a `conditions` value.
  func condition(_ node: SourceNode) throws(ProjectError) -> ConditionExpression {
    switch node.value {
    case .string(let text):
      guard text == "*" else { throw .bareConditionString(node.position, value: text) }
      return .all
    case .sequence(let items):
      return .list(try conditions(items))
    case .mapping(let entries):
      if let (name, items) = try group(node, entries) {
        let members = try conditions(items)
        switch name {
        case "and": return .and(members)
        case "or": return .or(members)
        default: return .not(members)
        }
      }
      return .predicate(try predicate(node))
    default:
      throw invalid(node, "a condition (\"*\", a list, and/or/not or a predicate)")
    }
  }

  private func conditions(_ items: [SourceNode]) throws(ProjectError) -> [ConditionExpression] {
    var result: [ConditionExpression] = []
    for item in items {
      result.append(try condition(item))
    }
    return result
  }

  /// Reads a `segments` value; every key must name a known segment.
  func group(_ node: SourceNode) throws(ProjectError) -> GroupExpression {
    switch node.value {
    case .string(let key):
      if key == "*" { return .all }
      guard segmentKeys.contains(key) else {
        throw .unknownSegmentReference(node.position, segment: key)
      }
      return .segment(key)
    case .sequence(let items):
      return .list(try groups(items))
    case .mapping(let entries):
      guard let (name, items) = try group(node, entries) else {
        throw invalid(node, "a segment key, a list or an and/or/not group")
      }
      let members = try groups(items)
      switch name {
      case "and": return .and(members)
      case "or": return .or(members)
      default: return .not(members)
      }
    default:
      throw invalid(node, "a segment key, a list or an and/or/not group")
    }
  }

  private func groups(_ items: [SourceNode]) throws(ProjectError) -> [GroupExpression] {
    var result: [GroupExpression] = []
    for item in items {
      result.append(try group(item))
    }
    return result
  }

  /// `(name, members)` when the mapping is an `and`/`or`/`not` group.
  private func group(
    _ node: SourceNode,
    _ entries: [SourceEntry]
  ) throws(ProjectError) -> (String, [SourceNode])? {
    guard let first = entries.first, ["and", "or", "not"].contains(first.key) else {
      return nil
    }
    if entries.count > 1 {
      let extra = entries[1]
      throw .unknownField(extra.keyPosition, field: extra.key, entity: "\(first.key) group")
    }
    guard case .sequence(let items) = first.value.value else {
      throw .invalidField(
        first.value.position, field: first.key, entity: entity, expected: "a list")
    }
    return (first.key, items)
  }

  private func predicate(_ node: SourceNode) throws(ProjectError) -> JSONObject {
    let reader = try FieldReader(node, entity: "condition", allowed: Self.predicateFields)
    let subjects = ["attribute", "feature", "experiment"].filter { reader.has($0) }
    guard subjects.count == 1, let subject = subjects.first else {
      throw invalid(node, "exactly one of attribute, feature or experiment")
    }
    _ = try reader.required(subject)
    guard try reader.string(subject)?.isEmpty == false else {
      throw reader.invalid(subject, reader.node(subject) ?? node, expected: "a non-empty string")
    }
    let operatorNode = try reader.required("operator")
    guard let name = try reader.string("operator"), isKnown(name, subject: subject) else {
      throw reader.invalid("operator", operatorNode, expected: operatorHint(subject))
    }
    if subject == "attribute", !Self.valuelessOperators.contains(name), !reader.has("value") {
      throw .missingField(node.position, field: "value", entity: "condition")
    }
    if subject == "experiment", try reader.string("value") == nil {
      throw .missingField(node.position, field: "value", entity: "condition")
    }
    _ = try reader.string("regexFlags")
    try ConditionValueRules.check(reader, operator: name, subject: subject)
    guard case .object(let object) = JSONValue(node) else { return JSONObject() }
    return object
  }

  private func isKnown(_ name: String, subject: String) -> Bool {
    switch subject {
    case "attribute": return Self.attributeOperators.contains(name)
    case "feature": return name == "isEnabled" || name == "isDisabled"
    default: return name == "hasVariation"
    }
  }

  private func operatorHint(_ subject: String) -> String {
    switch subject {
    case "attribute": return "an attribute operator such as equals or in"
    case "feature": return "isEnabled or isDisabled"
    default: return "hasVariation"
    }
  }

  private func invalid(_ node: SourceNode, _ expected: String) -> ProjectError {
    .invalidField(node.position, field: "conditions", entity: entity, expected: expected)
  }
}
