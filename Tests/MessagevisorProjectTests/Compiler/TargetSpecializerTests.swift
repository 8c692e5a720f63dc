import Testing

@testable import MessagevisorProject

struct TargetSpecializerTests {
  static let segmentFiles: [String: String] = [
    "web": "conditions: [ { attribute: platform, operator: equals, value: web } ]",
    "pro": "conditions: { attribute: plan, operator: equals, value: pro }",
    "old": "archived: true\nconditions: '*'",
    "always": "conditions: '*'",
  ]

  static func segments() throws -> [String: SegmentDefinition] {
    var context = SchemaContext()
    context.segmentKeys = Set(segmentFiles.keys)
    var result: [String: SegmentDefinition] = [:]
    for (key, text) in segmentFiles {
      let node = try YAMLParser.parse(text, file: "segments/\(key).yml")
      result[key] = try SegmentDefinition(node, key: key, context: context)
    }
    return result
  }

  static func render<E>(_ result: Specialization<E>, _ json: (E) -> JSONValue) -> String {
    switch result {
    case .always: return "TRUE"
    case .never: return "FALSE"
    case .partial(let expression): return JSONWriter.compact(json(expression))
    }
  }

  static let conditionCases: [(String, String)] = [
    ("'*'", "TRUE"),
    ("[]", "TRUE"),
    ("{ attribute: platform, operator: equals, value: web }", "TRUE"),
    ("{ attribute: platform, operator: equals, value: ios }", "FALSE"),
    (
      "[ { attribute: plan, operator: equals, value: pro } ]",
      #"{"attribute":"plan","operator":"equals","value":"pro"}"#
    ),
    (
      "[ { attribute: plan, operator: exists }, { feature: f, operator: isEnabled } ]",
      #"[{"attribute":"plan","operator":"exists"},{"feature":"f","operator":"isEnabled"}]"#
    ),
    (
      "{ and: [ { attribute: platform, operator: equals, value: web }, { attribute: a, operator: "
        + "exists } ] }",
      #"{"attribute":"a","operator":"exists"}"#
    ),
    (
      "{ or: [ { attribute: platform, operator: equals, value: web }, { attribute: a, operator: "
        + "exists } ] }",
      "TRUE"
    ),
    ("{ or: [ { attribute: platform, operator: equals, value: ios } ] }", "FALSE"),
    ("{ not: [ { attribute: platform, operator: equals, value: ios } ] }", "TRUE"),
    ("{ not: [ { attribute: platform, operator: equals, value: web } ] }", "FALSE"),
    (
      "{ not: [ { attribute: a, operator: exists } ] }",
      #"{"not":[{"attribute":"a","operator":"exists"}]}"#
    ),
    (
      "{ or: [ { attribute: a, operator: exists }, { experiment: e, operator: hasVariation, "
        + "value: b } ] }",
      #"{"or":[{"attribute":"a","operator":"exists"},{"experiment":"e","operator":"hasVariation","#
        + #""value":"b"}]}"#
    ),
    ("{ attribute: account.seats, operator: greaterThan, value: 10 }", "TRUE"),
    (
      "{ attribute: account.plan, operator: equals, value: pro }",
      #"{"attribute":"account.plan","operator":"equals","value":"pro"}"#
    ),
  ]

  @Test(arguments: conditionCases)
  func specializesConditionsAgainstTheContext(conditions: String, expected: String) throws {
    let context = try YAMLParser.parse(
      "{ platform: web, account: { seats: '11' } }", file: "context.yml")
    let node = try YAMLParser.parse(conditions, file: "conditions.yml")
    let reader = ConditionReader(entity: "override", segmentKeys: [])
    let specializer = TargetSpecializer(context: JSONValue(context), segments: [:])
    let result = specializer.condition(try reader.condition(node))
    #expect(Self.render(result, \.json) == expected)
  }

  static let groupCases: [(String, String, [String])] = [
    ("web", "TRUE", []),
    ("pro", #""pro""#, ["pro"]),
    ("old", "FALSE", []),
    ("always", "TRUE", []),
    ("[web, pro]", #""pro""#, ["pro"]),
    ("{ and: [web, pro] }", #""pro""#, ["pro"]),
    ("{ or: [old, pro] }", #""pro""#, ["pro"]),
    ("{ or: [web, pro] }", "TRUE", ["pro"]),
    ("{ not: [pro] }", #"{"not":["pro"]}"#, ["pro"]),
    ("{ not: [old] }", "TRUE", []),
  ]

  @Test(arguments: groupCases)
  func specializesSegmentGroups(group: String, expected: String, specialized: [String]) throws {
    let segments = try Self.segments()
    let node = try YAMLParser.parse(group, file: "segments.yml")
    let reader = ConditionReader(entity: "override", segmentKeys: Set(segments.keys))
    let context = JSONValue.object(JSONObject([("platform", .string("web"))]))
    var specializer = TargetSpecializer(context: context, segments: segments)
    let result = specializer.group(try reader.group(node))
    #expect(Self.render(result, \.json) == expected)
    #expect(specializer.specializedSegments.keys.sorted() == specialized)
  }

  @Test func noContextKeepsEveryAttributePartialButCollapsesSingleItemLists() throws {
    let segments = try Self.segments()
    var specializer = TargetSpecializer(context: nil, segments: segments)
    #expect(Self.render(specializer.group(.segment("web")), \.json) == #""web""#)
    #expect(
      specializer.specializedSegments["web"]?.json
        == .object(
          JSONObject([
            ("attribute", .string("platform")), ("operator", .string("equals")),
            ("value", .string("web")),
          ])))
  }
}
