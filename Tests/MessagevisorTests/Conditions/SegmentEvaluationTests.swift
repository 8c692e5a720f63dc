import Foundation
import Messagevisor
import Testing

@Suite("Segments and segment groups")
struct SegmentEvaluationTests {
  static let segments: [String: Segment] = [
    "web": Segment(
      conditions: .predicate(
        ConditionPredicate(attribute: "platform", operator: "equals", value: "web"))),
    "pro": Segment(
      conditions: .predicate(
        ConditionPredicate(attribute: "plan", operator: "equals", value: "pro"))),
    "everyone": Segment(conditions: .all),
    "archived": Segment(archived: true, conditions: .all),
    "notArchived": Segment(archived: false, conditions: .all),
    "nested": Segment(conditions: .string(#"{"attribute":"plan","operator":"exists"}"#)),
  ]
  static let provider = MessagevisorEvaluationDataProvider(
    context: ["platform": "web", "plan": "free"], segments: segments)

  static let keys: [(String, Bool)] = [
    ("web", true), ("pro", false), ("everyone", true), ("archived", false),
    ("notArchived", true), ("missing", false), ("nested", true),
  ]

  @Test("evaluateSegment: missing and archived segments never match", arguments: keys)
  func segment(_ key: String, _ expected: Bool) {
    #expect(evaluateSegment(key, provider: Self.provider) == expected)
  }

  static let groups: [(String, GroupSegment?, Bool)] = [
    ("nil", nil, true),
    ("*", .all, true),
    ("key", .key("web"), true),
    ("archived key", .key("archived"), false),
    ("list", .list(["web", "pro"].map(GroupSegment.key)), false),
    ("and", .and([.key("web"), .key("everyone")]), true),
    ("or", .or([.key("pro"), .key("web")]), true),
    ("empty or", .or([]), false),
    ("not of implicit and", .not([.key("web"), .key("pro")]), true),
    ("empty not", .not([]), false),
    ("stringified group", .key(#"{"or":["pro","web"]}"#), true),
    ("stringified list", .key(#"["web","pro"]"#), false),
  ]

  @Test("evaluateGroupSegment combines segment keys", arguments: groups)
  func group(_ name: String, _ group: GroupSegment?, _ expected: Bool) {
    #expect(evaluateGroupSegment(group, provider: Self.provider) == expected, "\(name)")
  }

  @Test("A group with its JSON keys decoded ahead of time evaluates the same", arguments: groups)
  func decodedGroup(_ name: String, _ group: GroupSegment?, _ expected: Bool) {
    let decoded = group?.decodingStoredText()
    #expect(evaluateGroupSegment(decoded, provider: Self.provider) == expected, "\(name)")
    #expect(!Self.holdsJSONKey(decoded), "\(name)")
  }

  /// True when some key of `group` is still JSON text.
  static func holdsJSONKey(_ group: GroupSegment?) -> Bool {
    switch group {
    case .none, .all: return false
    case .key(let key): return key.hasPrefix("{") || key.hasPrefix("[")
    case .list(let members), .and(let members), .or(let members), .not(let members):
      return members.contains { holdsJSONKey($0) }
    }
  }

  @Test("A group object without and/or/not does not decode")
  func invalidGroup() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(GroupSegment.self, from: Data(#"{"web":true}"#.utf8))
    }
  }
}
