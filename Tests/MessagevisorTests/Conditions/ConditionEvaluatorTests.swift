import Foundation
import Messagevisor
import Testing

@Suite("Condition trees, features and experiments")
struct ConditionEvaluatorTests {
  static let yes = Condition.predicate(ConditionPredicate(attribute: "a", operator: "exists"))
  static let no = Condition.predicate(ConditionPredicate(attribute: "missing", operator: "exists"))
  static let context: MessagevisorContext = ["a": true]

  static let trees: [(String, Condition?, Bool)] = [
    ("nil", nil, true),
    ("*", .all, true),
    ("empty list", .list([]), true),
    ("list all true", .list([yes, yes]), true),
    ("list one false", .list([yes, no]), false),
    ("empty and", .and([]), true),
    ("and one false", .and([yes, no]), false),
    ("empty or", .or([]), false),
    ("or one true", .or([no, yes]), true),
    ("empty not", .not([]), false),
    ("not of true", .not([yes]), false),
    ("not of implicit and", .not([yes, no]), true),
    ("nested", .and([.or([no, yes]), .not([no])]), true),
    ("stringified predicate", .string(#"{"attribute":"a","operator":"exists"}"#), true),
    ("stringified list", .string(#" [{"attribute":"missing","operator":"exists"}]"#), false),
    ("stringified *", .string("\"*\""), false),
    ("bare segment-like string", .string("plan-pro"), false),
    ("broken stringified JSON", .string("{not json"), false),
    (
      "predicate without subject", .predicate(ConditionPredicate(feature: "f", operator: "x")),
      false
    ),
  ]

  @Test("Groups combine members", arguments: trees)
  func tree(_ name: String, _ condition: Condition?, _ expected: Bool) {
    let provider = MessagevisorEvaluationDataProvider(context: Self.context)
    #expect(evaluateCondition(condition, provider: provider) == expected, "\(name)")
  }

  @Test("A tree with its JSON text decoded ahead of time evaluates the same", arguments: trees)
  func decodedTree(_ name: String, _ condition: Condition?, _ expected: Bool) {
    let provider = MessagevisorEvaluationDataProvider(context: Self.context)
    let decoded = condition?.decodingStoredText()
    #expect(evaluateCondition(decoded, provider: provider) == expected, "\(name)")
    #expect(!Self.holdsText(decoded), "\(name)")
  }

  /// True when some member of `condition` is still a raw string.
  static func holdsText(_ condition: Condition?) -> Bool {
    switch condition {
    case .none, .all, .predicate: return false
    case .string: return true
    case .list(let members), .and(let members), .or(let members), .not(let members):
      return members.contains { holdsText($0) }
    }
  }

  static let resolverUse: [(String, Condition, Bool)] = [
    ("attribute", yes, false),
    ("feature", .predicate(ConditionPredicate(feature: "f", operator: "isEnabled")), true),
    (
      "experiment deep in a tree",
      .and([yes, .not([.predicate(ConditionPredicate(experiment: "e", value: "a"))])]),
      true
    ),
    ("stringified feature", .string(#"{"feature":"f","operator":"isEnabled"}"#), true),
    ("undecodable text", .string("{not json"), false),
  ]

  @Test("A decoded tree says whether it asks a resolver", arguments: resolverUse)
  func asksResolvers(_ name: String, _ condition: Condition, _ expected: Bool) {
    #expect(condition.decodingStoredText().asksResolvers == expected, "\(name)")
  }

  static let features: [(String, Bool?, Bool)] = [
    ("isEnabled", true, true),
    ("isEnabled", false, false),
    ("isEnabled", nil, false),
    ("isDisabled", true, false),
    ("isDisabled", false, true),
    ("isDisabled", nil, true),
    ("equals", true, false),
  ]

  @Test("Feature predicates use the flag resolver (absent = off)", arguments: features)
  func feature(_ operatorName: String, _ flag: Bool?, _ expected: Bool) {
    var resolver: FlagResolver?
    if let flag {
      resolver = { key, _ in key == "checkout" && flag }
    }
    let provider = MessagevisorEvaluationDataProvider(resolveFlag: resolver)
    let condition = Condition.predicate(
      ConditionPredicate(feature: "checkout", operator: operatorName))
    #expect(evaluateCondition(condition, provider: provider) == expected)
  }

  static let experiments: [(String, MessagevisorValue?, String?, Bool)] = [
    ("hasVariation", "treatment", "treatment", true),
    ("hasVariation", "treatment", "control", false),
    ("hasVariation", "treatment", nil, false),
    ("hasVariation", 1, "1", false),
    ("hasVariation", nil, "treatment", false),
    ("equals", "treatment", "treatment", false),
  ]

  @Test("Experiment predicates compare the resolved variation", arguments: experiments)
  func experiment(
    _ operatorName: String, _ expected: MessagevisorValue?, _ variation: String?, _ result: Bool
  ) {
    var predicate = ConditionPredicate(experiment: "copy", operator: operatorName, value: "")
    predicate.value = expected
    let provider = MessagevisorEvaluationDataProvider(resolveVariation: { _, _ in variation })
    #expect(evaluateCondition(.predicate(predicate), provider: provider) == result)
  }

  @Test("Resolvers receive the evaluation context")
  func resolverContext() {
    let provider = MessagevisorEvaluationDataProvider(
      context: ["plan": "pro"],
      resolveFlag: { _, context in context["plan"] == "pro" }
    )
    let condition = Condition.predicate(ConditionPredicate(feature: "f", operator: "isEnabled"))
    #expect(evaluateCondition(condition, provider: provider))
  }

  @Test("A feature key wins over an attribute in the same predicate")
  func featureBeforeAttribute() throws {
    let json = #"{"feature":"f","attribute":"a","operator":"exists"}"#
    let condition = try JSONDecoder().decode(Condition.self, from: Data(json.utf8))
    let provider = MessagevisorEvaluationDataProvider(context: ["a": true])
    #expect(!evaluateCondition(condition, provider: provider))
  }

  static let decoding: [(String, Condition)] = [
    (#""*""#, .all),
    (#""plan-pro""#, .string("plan-pro")),
    ("[]", .list([])),
    (#"{"and":[],"or":["*"]}"#, .and([])),
    (#"{"or":["*"],"not":[]}"#, .or([.all])),
    (#"{"not":["*"]}"#, .not([.all])),
    (
      #"{"attribute":"a","operator":"equals","value":null}"#,
      .predicate(ConditionPredicate(attribute: "a", operator: "equals", value: .null))
    ),
    (
      #"{"attribute":"a","operator":"equals"}"#,
      .predicate(ConditionPredicate(attribute: "a", operator: "equals"))
    ),
  ]

  @Test("Decoding: string, array, and/or/not in that order, then a predicate", arguments: decoding)
  func decode(_ json: String, _ expected: Condition) throws {
    let decoded = try JSONDecoder().decode(Condition.self, from: Data(json.utf8))
    #expect(decoded == expected)
    let reencoded = try JSONDecoder().decode(
      Condition.self, from: JSONEncoder().encode(decoded))
    #expect(reencoded == expected)
  }

  @Test("A predicate without an operator does not decode")
  func missingOperator() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Condition.self, from: Data(#"{"attribute":"a"}"#.utf8))
    }
  }
}
