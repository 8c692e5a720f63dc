import Foundation

/// Prints a `test` run for people: per-spec blocks, failures with visible characters, summary.
struct TextReporter {
  let console: Console
  let styler: Styler
  let onlyFailures: Bool
  let quiet: Bool

  func print(_ outcomes: [SpecOutcome]) {
    guard !quiet else { return }
    var currentSet: String?
    for spec in outcomes where !spec.assertions.isEmpty {
      if onlyFailures && spec.passed { continue }
      if let set = spec.set, set != currentSet {
        console.print(styler.bold("Set: \(set)"))
        currentSet = set
      }
      console.print(styler.bold("Testing: \(spec.identity)"))
      for assertion in spec.assertions {
        if onlyFailures && assertion.passed { continue }
        printAssertion(assertion, key: spec.identity)
      }
    }
  }

  private func printAssertion(_ assertion: AssertionOutcome, key: String) {
    let title = "\(key) / \(assertion.description)"
    guard !assertion.passed else {
      let overlaid = assertion.source == .overlay ? styler.dim(" [overlay]") : ""
      console.print("  " + styler.green("✓") + " " + title + overlaid)
      return
    }
    console.print("  " + styler.red("x") + " " + title)
    for failure in assertion.failures {
      for line in failure.split(separator: "\n", omittingEmptySubsequences: false) {
        console.print("      " + line)
      }
    }
    if let expected = assertion.expected, let actual = assertion.actual {
      let source = assertion.source.map { " [\($0.rawValue)]" } ?? ""
      console.print("      expected: " + TextComparison.visible(expected) + styler.dim(source))
      console.print("      actual:   " + TextComparison.visible(actual))
    }
  }

  func printSummary(_ totals: RunTotals) {
    console.print("Test specs: \(totals.specsPassed) passed, \(totals.specsFailed) failed")
    console.print(
      "Assertions: \(totals.assertionsPassed) passed, \(totals.assertionsFailed) failed")
    let sources = ExpectationSource.allCases.map { "\($0.rawValue) \(totals.bySource[$0] ?? 0)" }
    let compared = totals.bySource.values.reduce(0, +)
    console.print(
      "Expectations: " + sources.joined(separator: ", ")
        + " (where the expected text of the \(compared) translation checks came from)")
  }

  /// The `count` slowest specs with their durations, slowest first.
  func printSlowest(_ outcomes: [SpecOutcome], count: Int) {
    let timed: [(key: String, ms: Double)] = outcomes.filter { !$0.assertions.isEmpty }
      .map { spec in (spec.identity, spec.assertions.reduce(0.0) { $0 + $1.durationMs }) }
      .sorted { left, right in left.ms != right.ms ? left.ms > right.ms : left.key < right.key }
    console.print("Slowest \(min(count, timed.count)) specs:")
    for (key, milliseconds) in timed.prefix(count) {
      console.print("  " + String(format: "%9.3f ms  ", milliseconds) + key)
    }
  }
}
