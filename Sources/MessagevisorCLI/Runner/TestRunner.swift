import Foundation
import Messagevisor
import MessagevisorProject

/// Runs a project's test specs and reports them (`test`).
struct TestRunner {
  let options: ParsedOptions
  let console: Console

  func run() throws(CLIError) -> ExitCode {
    let selector = SourceSelector(options: options, console: console)
    let source = try selector.source()
    let project = URL(fileURLWithPath: selector.projectDirectory).lastPathComponent
    let runtimeIDs = try RuntimeIDs.parse(options.string("runtime"), command: "test")
    let overlays = try loadOverlays(project: project, runtimeIDs: runtimeIDs)
    let specs: [ProjectTestSpec] = try JSONInput.decode(
      try source.listTests(keyPattern: options.string("keyPattern")), what: "the test list")
    let factory = SDKFactory(
      configured: try source.configuredModules(),
      withIcu: options.flag("withIcuModule"),
      withInterpolation: options.flag("withInterpolationModule"))
    let context = AssertionContext(
      defaultTarget: options.string("target") ?? "swift",
      normalizeSpaces: options.flag("normalizeSpaces"),
      datafiles: DatafileCache(source: source),
      segments: SegmentCatalog(source: source),
      factory: factory,
      expectations: ExpectationResolver(overlays: overlays, runtimeIDs: runtimeIDs))
    var scheduler = SpecScheduler(
      specs: specs, context: context, assertionPattern: options.regex("assertionPattern"),
      jobs: options.integer("jobs") ?? 1)
    if console.stderrIsTerminal, !options.flag("quiet") {
      let console = console
      scheduler.progress = { done, total in
        console.writeError(done == total ? "\r\u{1B}[K" : "\r[\(done)/\(total)] specs")
      }
    }
    let outcomes = scheduler.run()
    let totals = RunTotals(outcomes)
    let usage = OverlayUsage(overlays, outcomes: outcomes)
    let report = TestReport(
      builder: source.builderName, project: project, target: context.defaultTarget,
      modules: factory.moduleNames, summary: totals.summary,
      staleOverlays: usage.stale.map {
        TestReport.StaleOverlay(test: $0.test, assertion: $0.assertion, position: "\($0.position)")
      },
      overlayReasons: usage.reasons,
      tests: outcomes.map { Self.reportTest($0, overlays: overlays) })
    try writeReports(report, outcomes: outcomes, project: project)
    printResults(outcomes, totals: totals, usage: usage, report: report)
    GitHubReporter(console: console).report(
      outcomes, totals: totals, overlays: usage, project: project)
    return totals.assertionsFailed == 0 ? .success : .failures
  }

  private func loadOverlays(project: String, runtimeIDs: RuntimeIDs) throws(CLIError)
    -> OverlaySet
  {
    guard !options.flag("noOverlays") else { return .empty }
    let directory =
      options.string("expectedByRuntimeDirectory")
      ?? console.currentDirectory + "/expectedByRuntime"
    return try OverlaySet.load(
      directory: directory, projectName: project, runtimeIDs: runtimeIDs)
  }

  private func printResults(
    _ outcomes: [SpecOutcome],
    totals: RunTotals,
    usage: OverlayUsage,
    report: TestReport
  ) {
    if options.flag("json") {
      console.print(ReportJSON.encode(report))
      return
    }
    let policy = ColorPolicy(rawValue: options.string("color") ?? "auto") ?? .auto
    let reporter = TextReporter(
      console: console,
      styler: Styler(
        enabled: policy.usesColor(
          environment: console.environment, isTerminal: console.stdoutIsTerminal)),
      onlyFailures: options.flag("onlyFailures"),
      quiet: options.flag("quiet"))
    reporter.print(outcomes)
    reporter.printSummary(totals, overlays: usage)
  }

  private func writeReports(_ report: TestReport, outcomes: [SpecOutcome], project: String)
    throws(CLIError)
  {
    if let path = options.string("report-json") {
      try ReportFile.write(ReportJSON.encode(report) + "\n", to: path, console: console)
    }
    if let path = options.string("junit") {
      try ReportFile.write(
        JUnitReport.render(outcomes, project: project), to: path, console: console)
    }
  }

  private static func reportTest(_ spec: SpecOutcome, overlays: OverlaySet) -> TestReport.Test {
    TestReport.Test(
      key: spec.key,
      assertions: spec.assertions.map {
        TestReport.Assertion(
          description: $0.description, status: $0.passed ? "passed" : "failed",
          expected: $0.expected, actual: $0.actual, expectationSource: $0.source?.rawValue,
          overlayReason: $0.overlayID.flatMap(overlays.reason(id:)),
          failures: $0.failures, durationMs: $0.durationMs)
      })
  }
}
