/// Specializes conditions and segment groups against one target's compile-time context.
///
/// Segment results are memoised for the whole target; a segment whose conditions stay
/// partial is recorded in `specializedSegments` with its simplified conditions.
struct TargetSpecializer {
  private let context: JSONValue?
  private let segments: [String: SegmentDefinition]
  private var memo: [String: Specialization<GroupExpression>] = [:]
  /// Segment key → simplified conditions, for segments that stayed partial.
  private(set) var specializedSegments: [String: ConditionExpression] = [:]

  /// Creates a specializer; `context` nil means no context (every attribute stays partial).
  init(context: JSONValue?, segments: [String: SegmentDefinition]) {
    self.context = context
    self.segments = segments
  }

  /// Specializes a `conditions` tree.
  func condition(_ expression: ConditionExpression) -> Specialization<ConditionExpression> {
    switch expression {
    case .all:
      return .always
    case .list(let items):
      return .conjunction(items.map(condition), container: ConditionExpression.list)
    case .and(let items):
      return .conjunction(items.map(condition), container: ConditionExpression.and)
    case .or(let items):
      return .disjunction(items.map(condition), container: ConditionExpression.or)
    case .not(let items):
      return .negation(items.map(condition), container: ConditionExpression.not)
    case .predicate(let object):
      guard let context, let attribute = object["attribute"]?.stringValue,
        ContextEvaluator.hasPath(context, attribute)
      else { return .partial(expression) }
      return ContextEvaluator.evaluate(object, context: context) ? .always : .never
    }
  }

  /// Specializes a `segments` tree.
  mutating func group(_ expression: GroupExpression) -> Specialization<GroupExpression> {
    switch expression {
    case .all:
      return .always
    case .segment(let key):
      return segment(key)
    case .list(let items):
      return .conjunction(items.map { group($0) }, container: GroupExpression.list)
    case .and(let items):
      return .conjunction(items.map { group($0) }, container: GroupExpression.and)
    case .or(let items):
      return .disjunction(items.map { group($0) }, container: GroupExpression.or)
    case .not(let items):
      return .negation(items.map { group($0) }, container: GroupExpression.not)
    }
  }

  /// A missing or archived segment never matches; otherwise its specialized conditions.
  private mutating func segment(_ key: String) -> Specialization<GroupExpression> {
    if let cached = memo[key] { return cached }
    let result: Specialization<GroupExpression>
    if let segment = segments[key], !segment.archived {
      switch condition(segment.conditions) {
      case .always: result = .always
      case .never: result = .never
      case .partial(let simplified):
        specializedSegments[key] = simplified
        result = .partial(.segment(key))
      }
    } else {
      result = .never
    }
    memo[key] = result
    return result
  }
}

extension GroupExpression {
  /// The JSON form as emitted in datafiles.
  var json: JSONValue {
    switch self {
    case .all: return .string("*")
    case .segment(let key): return .string(key)
    case .list(let items): return .array(items.map(\.json))
    case .and(let items): return .object(JSONObject([("and", .array(items.map(\.json)))]))
    case .or(let items): return .object(JSONObject([("or", .array(items.map(\.json)))]))
    case .not(let items): return .object(JSONObject([("not", .array(items.map(\.json)))]))
    }
  }

  /// Every segment key in the tree.
  var segmentKeys: [String] {
    switch self {
    case .all: return []
    case .segment(let key): return [key]
    case .list(let items), .and(let items), .or(let items), .not(let items):
      return items.flatMap(\.segmentKeys)
    }
  }
}
