import Messagevisor

/// Vectors of `conditions`, `portableRegex` and `segments`.
enum ConditionVectors {
  static func vectors(_ fixture: ConformanceFixture) -> [ConformanceVector] {
    fixture.conditions.map(conditionVector) + regexVectors(fixture.portableRegex)
      + fixture.segments.map(segmentVector)
  }

  private static func conditionVector(_ item: ConformanceFixture.ConditionCase)
    -> ConformanceVector
  {
    ConformanceVector(section: "conditions", id: item.name) {
      let condition = try Check.decode(Condition.self, item.condition, "condition")
      let provider = MessagevisorEvaluationDataProvider(context: item.context.messagevisorValues)
      let result = evaluateCondition(condition, provider: provider)
      try Check.equal(result, item.expected, "evaluateCondition(\(item.condition.jsonText))")
    }
  }

  private static func segmentVector(_ item: ConformanceFixture.SegmentCase) -> ConformanceVector {
    ConformanceVector(section: "segments", id: item.name) {
      let segments = try Check.decode(
        [String: Segment].self, .object(item.segments), "segments")
      let provider = MessagevisorEvaluationDataProvider(
        context: item.context.messagevisorValues,
        segments: segments
      )
      if let key = item.segment {
        let result = evaluateSegment(key, provider: provider)
        try Check.equal(result, item.expected, "evaluateSegment(\(Check.show(key)))")
        return
      }
      guard let json = item.group else {
        throw ConformanceFailure("the case has neither segment nor group")
      }
      let group = try Check.decode(GroupSegment.self, json, "group")
      let result = evaluateGroupSegment(group, provider: provider)
      try Check.equal(result, item.expected, "evaluateGroupSegment(\(json.jsonText))")
    }
  }

  /// One executable case per flag: each must match.
  static let flagCases: [String: (pattern: String, value: String)] = [
    "i": ("^a$", "A"),
    "m": ("^a$", "b\na\nc"),
    "s": ("^a.b$", "a\nb"),
    "u": ("^.$", "\u{1F600}"),
  ]

  private static func regexVectors(_ cases: ConformanceFixture.PortableRegexCases)
    -> [ConformanceVector]
  {
    let flags = cases.flags.map { flag in
      ConformanceVector(section: "portableRegex", id: "flag \(flag)") {
        guard let sample = flagCases[flag] else {
          throw ConformanceFailure("no executable case for regex flag \(Check.show(flag))")
        }
        let matched = regexTest("matches", sample.pattern, flags: flag, value: sample.value)
        try Check.that(matched, "\(sample.pattern) with flag \(flag) does not match its sample")
      }
    }
    let accepted = cases.accepted.map { item in
      let id = "accepted \(item.pattern)" + (item.flags.map { " /\($0)" } ?? "")
      return ConformanceVector(section: "portableRegex", id: id) {
        let matched = regexTest("matches", item.pattern, flags: item.flags, value: item.value)
        try Check.that(matched, "\(item.pattern) does not match \(Check.show(item.value))")
      }
    }
    let rejected = cases.rejected.map { item in
      ConformanceVector(section: "portableRegex", id: "rejected \(item.name)") {
        let result = regexTest("notMatches", item.pattern, flags: item.flags, value: "other")
        try Check.that(!result, "non-portable \(item.pattern): notMatches \"other\" is true")
      }
    }
    return flags + accepted + rejected
  }

  private static func regexTest(
    _ operatorName: String,
    _ pattern: String,
    flags: String?,
    value: String
  ) -> Bool {
    let predicate = ConditionPredicate(
      attribute: "value",
      operator: operatorName,
      value: .string(pattern),
      regexFlags: flags
    )
    let provider = MessagevisorEvaluationDataProvider(context: ["value": .string(value)])
    return evaluateCondition(.predicate(predicate), provider: provider)
  }
}
