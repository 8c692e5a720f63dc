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

/// Which segments and groups may call the flag or variation resolver.
@Suite("Segments that ask the resolvers")
struct SegmentResolverUseTests {
  static let feature = ConditionPredicate(feature: "beta", operator: "isEnabled")
  static let attribute = ConditionPredicate(attribute: "plan", operator: "exists")

  static let segments: [(String, Segment, Bool)] = [
    ("attribute only", Segment(conditions: .predicate(attribute)), false),
    ("everyone", Segment(conditions: .all), false),
    ("feature", Segment(conditions: .predicate(feature)), true),
    (
      "feature in an or", Segment(conditions: .or([.predicate(attribute), .predicate(feature)])),
      true
    ),
    (
      "experiment",
      Segment(conditions: .predicate(ConditionPredicate(experiment: "exp", value: "b"))), true
    ),
    (
      "stringified feature",
      Segment(conditions: .string(#"{"feature":"beta","operator":"isEnabled"}"#)), true
    ),
    ("archived feature", Segment(archived: true, conditions: .predicate(feature)), false),
  ]

  @Test(
    "A segment asks when its decoded conditions test a flag or an experiment", arguments: segments)
  func segment(_ name: String, _ segment: Segment, _ expected: Bool) {
    #expect(segment.asksResolvers == expected, "\(name)")
  }

  static let groups: [(String, GroupSegment, Bool)] = [
    ("*", .all, false),
    ("quiet key", .key("web"), false),
    ("asking key", .key("beta"), true),
    ("missing key", .key("missing"), false),
    ("asking key in a list", .list([.key("web"), .key("beta")]), true),
    ("asking key under not", .not([.or([.key("beta")])]), true),
    ("quiet keys only", .and([.key("web"), .key("pro")]), false),
  ]

  @Test("A group asks when it references an asking segment", arguments: groups)
  func group(_ name: String, _ group: GroupSegment, _ expected: Bool) {
    #expect(group.asksResolvers(askingSegments: ["beta"]) == expected, "\(name)")
  }
}
