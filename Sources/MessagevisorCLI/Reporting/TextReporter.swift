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
      let names = JUnitReport.caseNames(spec.assertions)
      for (assertion, name) in zip(spec.assertions, names) {
        if onlyFailures && assertion.passed { continue }
        printAssertion(assertion, key: spec.identity, name: name)
      }
    }
  }

  /// A failure's line tells it apart from every other: the name JUnit gives it (with
  /// `[…, #index]` when the description repeats) and where the assertion is written.
  private func printAssertion(_ assertion: AssertionOutcome, key: String, name: String) {
    guard !assertion.passed else {
      let overlaid = assertion.source == .overlay ? styler.dim(" [overlay]") : ""
      console.print(
        "  " + styler.green("✓") + " " + "\(key) / \(assertion.description)" + overlaid)
      return
    }
    let place = assertion.location.map { styler.dim(" (\($0.file):\($0.line))") } ?? ""
    console.print("  " + styler.red("x") + " " + "\(key) / \(name)" + place)
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

  /// `Test specs:` and `Assertions:`; `Expectations:` when some expected text came from
  /// somewhere other than the spec's `expectedTranslation` (an overlay or a runtime value), or
  /// with `verbose`.
  func printSummary(_ totals: RunTotals, verbose: Bool = false) {
    console.print("Test specs: \(totals.specsPassed) passed, \(totals.specsFailed) failed")
    console.print(
      "Assertions: \(totals.assertionsPassed) passed, \(totals.assertionsFailed) failed")
    let informative = totals.bySource.contains { $0.key != .default && $0.value > 0 }
    guard verbose || informative else { return }
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
