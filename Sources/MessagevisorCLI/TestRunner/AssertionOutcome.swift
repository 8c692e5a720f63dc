/// The result of one assertion.
struct AssertionOutcome: Sendable {
  let description: String
  /// 1-based position in the spec after matrix expansion (what an overlay index names).
  var index = 0
  /// The spec file and the assertion's line, when the source knows them.
  var location: SpecLocation?
  /// What tells this assertion apart from others with the same description (its context,
  /// segment, flags or variations), empty when it has none.
  var variant = ""
  let failures: [String]
  let expected: String?
  let actual: String?
  let source: ExpectationSource?
  let overlayID: Int?
  let durationMs: Double

  var passed: Bool { failures.isEmpty }

  /// Whether an overlay entry's `assertion` field names this assertion.
  func isNamed(by overlayAssertion: String) -> Bool {
    overlayAssertion == description || overlayAssertion == String(index)
  }
}

/// The results of one test spec.
struct SpecOutcome: Sendable {
  let key: String
  let assertions: [AssertionOutcome]

  var passed: Bool { assertions.allSatisfy(\.passed) }
}
