/// A validated `conditions` tree of an override or segment.
///
/// Bare strings other than `"*"` are rejected at load (docs/decisions.md D9), so there are no
/// segment references here; predicates keep their authored JSON for stringification.
indirect enum ConditionExpression: Hashable, Sendable {
  /// `"*"`.
  case all
  /// A bare array: implicit AND.
  case list([ConditionExpression])
  /// `{and: […]}`.
  case and([ConditionExpression])
  /// `{or: […]}`.
  case or([ConditionExpression])
  /// `{not: […]}`: the negation of the AND of the members.
  case not([ConditionExpression])
  /// An attribute, feature or experiment predicate, as authored.
  case predicate(JSONObject)

  /// The JSON form, as authored (and as emitted after specialization).
  var json: JSONValue {
    switch self {
    case .all: return .string("*")
    case .list(let items): return .array(items.map(\.json))
    case .and(let items): return .object(JSONObject([("and", .array(items.map(\.json)))]))
    case .or(let items): return .object(JSONObject([("or", .array(items.map(\.json)))]))
    case .not(let items): return .object(JSONObject([("not", .array(items.map(\.json)))]))
    case .predicate(let object): return .object(object)
    }
  }
}

/// A validated `segments` tree of an override; segment keys are known to exist.
indirect enum GroupExpression: Hashable, Sendable {
  /// `"*"`.
  case all
  /// A segment key.
  case segment(String)
  /// A bare array: implicit AND.
  case list([GroupExpression])
  /// `{and: […]}`.
  case and([GroupExpression])
  /// `{or: […]}`.
  case or([GroupExpression])
  /// `{not: […]}`.
  case not([GroupExpression])
}
