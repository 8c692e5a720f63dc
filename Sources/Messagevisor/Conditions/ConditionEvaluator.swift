import Foundation

/// Evaluates a condition tree; nil and `"*"` are true.
///
/// `package`: the runtime evaluates overrides with it, and the CLI evaluates segments and the
/// conformance vectors; apps go through `translate`.
package func evaluateCondition(
  _ condition: Condition?,
  provider: MessagevisorEvaluationDataProvider
) -> Bool {
  guard let condition else { return true }
  switch condition {
  case .all:
    return true
  case .string(let text):
    guard let nested = StringifiedJSON.decode(Condition.self, from: text) else { return false }
    return evaluateCondition(nested, provider: provider)
  case .predicate(let predicate):
    return PredicateEvaluator(provider: provider).evaluate(predicate)
  case .list(let members), .and(let members):
    return members.allSatisfy { evaluateCondition($0, provider: provider) }
  case .or(let members):
    return members.contains { evaluateCondition($0, provider: provider) }
  case .not(let members):
    if members.isEmpty { return false }
    return !members.allSatisfy { evaluateCondition($0, provider: provider) }
  }
}

/// Evaluates a segment reference tree; nil and `"*"` are true.
package func evaluateGroupSegment(
  _ group: GroupSegment?,
  provider: MessagevisorEvaluationDataProvider
) -> Bool {
  guard let group else { return true }
  switch group {
  case .all:
    return true
  case .key(let key):
    if let nested = StringifiedJSON.decode(GroupSegment.self, from: key) {
      return evaluateGroupSegment(nested, provider: provider)
    }
    return evaluateSegment(key, provider: provider)
  case .list(let members), .and(let members):
    return members.allSatisfy { evaluateGroupSegment($0, provider: provider) }
  case .or(let members):
    return members.contains { evaluateGroupSegment($0, provider: provider) }
  case .not(let members):
    if members.isEmpty { return false }
    return !members.allSatisfy { evaluateGroupSegment($0, provider: provider) }
  }
}

/// Evaluates a segment by key; a missing or archived segment never matches.
package func evaluateSegment(_ key: String, provider: MessagevisorEvaluationDataProvider) -> Bool {
  guard let segment = provider.segments[key], segment.archived != true else { return false }
  return evaluateCondition(segment.conditions, provider: provider)
}

/// Decodes conditions and groups that were stored as JSON text, once per distinct text.
///
/// Datafiles store override conditions as JSON strings; decoding them on every evaluation
/// would cost tens of microseconds, so decoded trees are kept in bounded caches.
enum StringifiedJSON {
  private static let conditions = BoundedCache<String, Condition?>(capacity: 4096)
  private static let groups = BoundedCache<String, GroupSegment?>(capacity: 4096)

  static func decode(_ type: Condition.Type, from text: String) -> Condition? {
    guard looksLikeJSON(text) else { return nil }
    return conditions.value(for: text) {
      try? JSONDecoder().decode(Condition.self, from: Data($0.utf8))
    }
  }

  static func decode(_ type: GroupSegment.Type, from text: String) -> GroupSegment? {
    guard looksLikeJSON(text) else { return nil }
    return groups.value(for: text) {
      try? JSONDecoder().decode(GroupSegment.self, from: Data($0.utf8))
    }
  }

  private static func looksLikeJSON(_ text: String) -> Bool {
    guard let first = text.utf8.first(where: { !isSpace($0) }) else { return false }
    return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
