import Foundation

/// Everything a finished `test` run writes: the report document, report files, and either one
/// JSON document or the text output on standard output.
struct TestOutput {
  let options: TestOptions
  let console: Console
  let project: String
  let overlays: OverlayLocator.Found

  /// The overlay file as reports name it (relative to the working directory when inside it).
  var overlayFile: String? {
    overlays.overlays.file.map { DisplayPath.relative($0, to: console.currentDirectory) }
  }

  /// What the report header says about the run.
  struct RunFacts {
    let builder: String
    let target: String?
    let modules: [String]
  }

  func report(
    _ outcomes: [SpecOutcome],
    totals: RunTotals,
    usage: OverlayUsage,
    run: RunFacts
  ) -> TestReport {
    TestReport(
      builder: run.builder, project: project, target: run.target, modules: run.modules,
      summary: totals.summary, overlayFile: overlayFile,
      staleOverlays: usage.stale.map {
        TestReport.StaleOverlay(test: $0.test, assertion: $0.assertion, position: "\($0.position)")
      },
      overlayReasons: usage.reasons,
      tests: outcomes.map { reportTest($0) })
  }

  func writeReports(_ report: TestReport, outcomes: [SpecOutcome]) throws(CLIError) {
    if let path = options.reportJSON {
      try NamedFile.write(ReportJSON.encode(report) + "\n", to: path, console: console)
    }
    if let path = options.junit {
      try NamedFile.write(
        JUnitReport.render(outcomes, project: project), to: path, console: console)
    }
  }

  /// Standard output holds exactly one JSON document with `--json`; the text otherwise.
  func print(_ outcomes: [SpecOutcome], totals: RunTotals, usage: OverlayUsage, report: TestReport)
  {
    if options.output.json {
      console.print(ReportJSON.encode(report))
      printOverlayNotes(usage)
      return
    }
    let policy = options.output.color
    let reporter = TextReporter(
      console: console,
      styler: Styler(
        enabled: policy.usesColor(
          environment: console.environment, isTerminal: console.stdoutIsTerminal)),
      onlyFailures: options.onlyFailures,
      quiet: options.quiet)
    reporter.print(outcomes)
    if let count = options.slowest, !options.quiet {
      reporter.printSlowest(outcomes, count: count)
    }
    reporter.printSummary(totals, verbose: options.verbose)
    if showsOverlayLine(totals) { console.print("Overlays: " + overlayLine(usage)) }
    printOverlayNotes(usage)
  }

  /// The `Overlays:` line carries information when an overlay file was used, and on a failing
  /// run (where the run looked, so a missing `--expectedByRuntimeDirectory` shows); always
  /// with `--verbose`.
  func showsOverlayLine(_ totals: RunTotals) -> Bool {
    options.verbose || overlayFile != nil || totals.specsFailed > 0
      || totals.assertionsFailed > 0
  }

  /// Which overlay file the run used, or that none was found and where it looked.
  func overlayLine(_ usage: OverlayUsage) -> String {
    if overlays.disabled { return "off (--noOverlays)" }
    guard let file = overlayFile else {
      let places = overlays.searched.map { folder in
        let shown = DisplayPath.relative(folder, to: console.currentDirectory)
        return shown.hasPrefix("/") || shown.hasPrefix(".") ? shown : "./" + shown
      }
      return "none found (looked for \(project).yml in \(places.joined(separator: ", ")))"
    }
    return "\(file) (\(usage.total) assertions)"
  }

  /// Stale-entry warnings always; the per-reason note unless `--quiet` or `--json`.
  private func printOverlayNotes(_ usage: OverlayUsage) {
    for entry in usage.stale {
      console.printError(
        "warning: \(entry.position): stale overlay entry for \(entry.test) / \(entry.assertion)")
    }
    guard !options.quiet, !options.output.json, let file = overlayFile, usage.total > 0
    else { return }
    console.printError(
      "note: expectations overlaid from \(file) for \(usage.total) assertions, by reason:")
    for reason in usage.reasons {
      console.printError("  \(reason.assertions) × \(reason.reason)")
    }
  }

  private func reportTest(_ spec: SpecOutcome) -> TestReport.Test {
    let overlays = overlays.overlays
    return TestReport.Test(
      key: spec.key,
      set: spec.set,
      assertions: spec.assertions.map {
        TestReport.Assertion(
          description: $0.description, index: $0.index, file: $0.location?.file,
          line: $0.location?.line, status: $0.passed ? "passed" : "failed",
          expected: $0.expected, actual: $0.actual, expectationSource: $0.source?.rawValue,
          overlayReason: $0.overlayID.flatMap(overlays.reason(id:)),
          failures: $0.failures, durationMs: $0.durationMs)
      })
  }
}
