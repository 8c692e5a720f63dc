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
  /// The set the spec belongs to when one run covers every set of a sets project (D23);
  /// nil otherwise.
  var set: String?

  /// What reports name the spec by: `set/key` in a run of every set, the key otherwise.
  var identity: String { self.set.map { "\($0)/\(key)" } ?? key }

  var passed: Bool { assertions.allSatisfy(\.passed) }
}
