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
