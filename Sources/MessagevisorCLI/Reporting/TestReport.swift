/// The `--json` / `--report-json` document of a `test` run (schema version 1).
struct TestReport: Encodable, Sendable {
  struct Counts: Encodable, Sendable {
    let passed: Int
    let failed: Int
  }

  struct AssertionCounts: Encodable, Sendable {
    let passed: Int
    let failed: Int
    let bySource: [String: Int]
  }

  struct Summary: Encodable, Sendable {
    let specs: Counts
    let assertions: AssertionCounts
  }

  struct Assertion: Encodable, Sendable {
    let description: String
    let status: String
    let expected: String?
    let actual: String?
    let expectationSource: String?
    let failures: [String]
    let durationMs: Double
  }

  struct Test: Encodable, Sendable {
    let key: String
    let assertions: [Assertion]
  }

  struct StaleOverlay: Encodable, Sendable {
    let test: String
    let assertion: String
    let position: String
  }

  let schemaVersion = 1
  let builder: String
  let project: String
  let target: String
  let modules: [String]
  let summary: Summary
  let staleOverlays: [StaleOverlay]
  let tests: [Test]
}

/// Counts of a finished run.
struct RunTotals: Sendable {
  let specsPassed: Int
  let specsFailed: Int
  let assertionsPassed: Int
  let assertionsFailed: Int
  let bySource: [ExpectationSource: Int]

  init(_ outcomes: [SpecOutcome]) {
    let counted = outcomes.filter { !$0.assertions.isEmpty }
    specsPassed = counted.filter(\.passed).count
    specsFailed = counted.count - specsPassed
    let assertions = counted.flatMap(\.assertions)
    assertionsPassed = assertions.filter(\.passed).count
    assertionsFailed = assertions.count - assertionsPassed
    var sources: [ExpectationSource: Int] = [:]
    for source in ExpectationSource.allCases { sources[source] = 0 }
    for assertion in assertions {
      if let source = assertion.source { sources[source, default: 0] += 1 }
    }
    bySource = sources
  }

  var summary: TestReport.Summary {
    TestReport.Summary(
      specs: TestReport.Counts(passed: specsPassed, failed: specsFailed),
      assertions: TestReport.AssertionCounts(
        passed: assertionsPassed, failed: assertionsFailed,
        bySource: Dictionary(uniqueKeysWithValues: bySource.map { ($0.key.rawValue, $0.value) })))
  }
}
