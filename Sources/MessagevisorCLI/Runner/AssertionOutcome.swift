/// The result of one assertion.
struct AssertionOutcome: Sendable {
  let description: String
  let failures: [String]
  let expected: String?
  let actual: String?
  let source: ExpectationSource?
  let overlayID: Int?
  let durationMs: Double

  var passed: Bool { failures.isEmpty }
}

/// The results of one test spec.
struct SpecOutcome: Sendable {
  let key: String
  let assertions: [AssertionOutcome]

  var passed: Bool { assertions.allSatisfy(\.passed) }
}
