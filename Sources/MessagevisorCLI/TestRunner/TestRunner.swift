import Foundation
import Messagevisor
import MessagevisorProject

/// Runs a project's test specs and reports them (`test`).
struct TestRunner {
  let options: TestOptions
  let console: Console
  /// The trees a watch session keeps between runs (nil outside watch mode).
  var memory: ParsedDocumentMemory?
  /// The project just loaded without its message files, when the caller has it (a watch
  /// re-run), so a filtered run does not load it again to choose what to read.
  var probe: NativeProjectSource?
  /// Whether the process ends with this run (a one-shot `test`): its project is then left to
  /// the exit to free (`ExitKeepAlive`); never in watch mode.
  var endsProcess = false

  func run() throws(CLIError) -> ExitCode {
    let selector = SourceSelector(options: options.project, console: console, memory: memory)
    if let sets = try selector.setsToRun() {
      return try SetsTestRun(options: options, console: console, sets: sets).run()
    }
    let source = try NeededMessages.narrow(selector, options: options, probe: probe).source()
    if let note = (source as? NativeProjectSource)?.readNote {
      console.printError("note: \(note), what the selected specs need")
    }
    let directory = selector.projectDirectory
    let project = URL(fileURLWithPath: directory).lastPathComponent
    let targets = try TargetChoice(
      requested: options.project.target, source: source, command: "test")
    let overlays = try loadOverlays(directory: directory, project: project)
    let listed = try source.listTests(keyPattern: options.keyPattern?.text)
    if let locales = options.locale?.locales {
      // A locale the specs use counts as known even when the project does not define it.
      let used = Set(
        listed.flatMap { spec in spec.assertions.compactMap { $0.locale ?? spec.locale } })
      try LocaleChoice.check(locales, source: source, also: used, command: "test")
    }
    let selection = TestSelection(
      listed: listed, locales: options.locale?.locales, shard: options.shard)
    try Self.checkDefaultTarget(selection.specs, targets: targets)
    let empty = EmptyRun(
      selection: selection, options: options, hasConfigFile: try source.hasConfigFile(),
      projectDirectory: DisplayPath.relative(directory, to: console.currentDirectory))
    if options.list {
      TestListing(console: console, json: options.output.json).print(selection)
      return selection.specs.isEmpty ? finishEmpty(empty, evaluatedSpecs: 0) : .success
    }
    let factory = options.modules.factory(configured: try source.configuredModules())
    let run = RunSetup(
      source: source, factory: factory, targets: targets, overlays: overlays,
      selection: selection, project: project)
    let outcomes = evaluate(run)
    if endsProcess { ExitKeepAlive.keep(run) }
    return try finish(
      Finish(
        facts: TestOutput.RunFacts(
          builder: source.builderName, target: targets.target, modules: factory.moduleNames),
        overlays: overlays, project: project, selection: selection, empty: empty),
      outcomes: outcomes)
  }

  /// The overlay file of the project folder `directory`, named `project`.
  func loadOverlays(directory: String, project: String) throws(CLIError) -> OverlayLocator.Found {
    try OverlayLocator(
      folder: options.expectedByRuntimeDirectory, disabled: options.noOverlays, console: console
    ).load(projectDirectory: directory, projectName: project, runtimeIDs: options.runtime)
  }

  /// What the end of a run reports on, besides the outcomes.
  struct Finish {
    let facts: TestOutput.RunFacts
    let overlays: OverlayLocator.Found
    let project: String
    /// Every spec selected (in a run of every set: of all sets, keyed `set/key`).
    let selection: TestSelection
    let empty: EmptyRun
  }

  /// What one run was set up with.
  struct RunSetup {
    let source: any ProjectSource
    let factory: SDKFactory
    let targets: TargetChoice
    let overlays: OverlayLocator.Found
    let selection: TestSelection
    let project: String
  }

  /// Evaluates the run's specs; `failureLimit` overrides `--maxFailures` (what a run of
  /// every set has left of it).
  func evaluate(_ run: RunSetup, failureLimit: Int? = nil) -> [SpecOutcome] {
    var context = AssertionContext(
      defaultTarget: run.targets.target,
      normalizeSpaces: options.normalizeSpaces,
      datafiles: BuiltDatafileCache(
        source: run.source,
        partial: console.environment["MESSAGEVISOR_FULL_DATAFILES"] != "1"),
      segments: SegmentCatalog(source: run.source),
      factory: run.factory,
      expectations: ExpectationResolver(
        overlays: run.overlays.overlays, runtimeIDs: run.overlays.overlays.runtimeIDs))
    var sources: [String: TestSource] = [:]
    for spec in run.selection.specs {
      sources[spec.key] = run.source.testSource(spec.key)
    }
    context.locations = SpecLocation.Table(
      sources: sources, currentDirectory: console.currentDirectory)
    context.icuLocator = ICUFailureLocator(
      source: run.source, currentDirectory: console.currentDirectory)
    var scheduler = SpecScheduler(
      specs: run.selection.specs, context: context,
      assertionPattern: options.assertionPattern?.regex, jobs: options.jobs)
    let selection = run.selection
    scheduler.includes = { assertion, spec in selection.includes(assertion, in: spec) }
    scheduler.maxFailures = failureLimit ?? options.failureLimit
    if console.stderrIsTerminal, !options.quiet, !TerminalControl.isDumb(console) {
      let console = console
      scheduler.progress = { done, total in
        console.writeError(done == total ? "\r\u{1B}[K" : "\r[\(done)/\(total)] specs")
      }
    }
    return scheduler.run()
  }

  func finish(_ run: Finish, outcomes: [SpecOutcome]) throws(CLIError) -> ExitCode {
    let totals = RunTotals(outcomes)
    let usage = OverlayUsage(run.overlays.overlays, outcomes: outcomes, scope: scope(run, outcomes))
    let output = TestOutput(
      options: options, console: console, project: run.project, overlays: run.overlays)
    let report = output.report(outcomes, totals: totals, usage: usage, run: run.facts)
    output.print(outcomes, totals: totals, usage: usage, report: report)
    GitHubReporter(console: console).report(
      outcomes, totals: totals, overlays: usage, project: run.project)
    let selected = run.selection.specs.count
    if outcomes.count < selected {
      console.printError(
        "note: stopped after \(totals.assertionsFailed) failed assertions; "
          + "\(selected - outcomes.count) of \(selected)"
          + " specs not run")
    }
    // After the results are shown, so a report that cannot be written (exit 73) does not
    // hide them.
    try output.writeReports(report, outcomes: outcomes)
    if totals.assertionsPassed + totals.assertionsFailed == 0 {
      return finishEmpty(run.empty, evaluatedSpecs: outcomes.count)
    }
    return totals.assertionsFailed == 0 ? .success : .failures
  }

  func finishEmpty(_ empty: EmptyRun, evaluatedSpecs: Int) -> ExitCode {
    guard !options.passWithNoTests else { return .success }
    console.printError("error: nothing ran: " + empty.reason(evaluatedSpecs: evaluatedSpecs))
    console.printError("Pass --passWithNoTests to let a run that selects nothing succeed.")
    return .failures
  }

  private func scope(_ run: Finish, _ outcomes: [SpecOutcome]) -> OverlayUsage.Scope {
    let selection = run.selection
    return OverlayUsage.Scope(
      allSpecs: options.keyPattern == nil && selection.locales == nil
        && selection.shard == nil && outcomes.count == selection.specs.count,
      allAssertions: options.assertionPattern == nil && selection.locales == nil)
  }

  /// A usage error before anything runs when a spec needs the default target and there is none.
  static func checkDefaultTarget(_ specs: [ProjectTestSpec], targets: TargetChoice)
    throws(CLIError)
  {
    guard targets.target == nil else { return }
    let needsOne = specs.contains { spec in
      spec.kind != .locale && spec.kind != .segment
        && spec.assertions.contains { $0.target == nil && spec.target == nil && $0.segment == nil }
    }
    if needsOne { _ = try targets.required(command: "test") }
  }
}
