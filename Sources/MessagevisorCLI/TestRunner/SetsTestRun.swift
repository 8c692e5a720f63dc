import Foundation
import MessagevisorProject

/// `test` without `--set` on a sets project: every set in turn, one report (decision D23).
///
/// Each set is loaded, listed and evaluated, and its project released before the next set is
/// loaded, so the resident memory is that of one set. Reports name each spec `set/key` and
/// carry its set. `--shard` splits the union of every set's specs: the sets are listed first
/// (one load each) to deal the shards, then loaded again to run what the shard holds.
struct SetsTestRun {
  let options: TestOptions
  let console: Console
  /// The project's sets, in name order.
  let sets: [String]

  func run() throws(CLIError) -> ExitCode {
    let runner = TestRunner(options: options, console: console)
    let selector = SourceSelector(options: options.project, console: console)
    let directory = selector.projectDirectory
    let project = URL(fileURLWithPath: directory).lastPathComponent
    let overlays = try runner.loadOverlays(directory: directory, project: project)
    let plan = try plan(selector)
    let chosen = plan.chosen
    var listed: [ProjectTestSpec] = []
    var outcomes: [SpecOutcome] = []
    var facts: TestOutput.RunFacts?
    var hasConfigFile = false
    for (set, setSelector) in plan.selectors {
      // One set at a time: `source` and everything built from it end with this iteration.
      let source = try setSelector.source()
      if let note = (source as? NativeProjectSource)?.readNote {
        console.printError("note: set \(set): \(note), what the selected specs need")
      }
      hasConfigFile = try source.hasConfigFile()
      let targets = try TargetChoice(
        requested: options.project.target, source: source, command: "test")
      let specs = try source.listTests(keyPattern: options.keyPattern?.text)
      listed += specs.map { Self.named($0, set: set) }
      let kept = chosen.map { keys in specs.filter { keys.contains(set + "/" + $0.key) } } ?? specs
      let selection = TestSelection(listed: kept, locales: options.locale?.locales, shard: nil)
      try TestRunner.checkDefaultTarget(selection.specs, targets: targets)
      let factory = options.modules.factory(configured: try source.configuredModules())
      facts = TestOutput.RunFacts(
        builder: source.builderName, target: targets.target, modules: factory.moduleNames)
      guard !options.list, !selection.specs.isEmpty else { continue }
      let left = options.failureLimit.map { $0 - RunTotals(outcomes).assertionsFailed }
      if let left, left <= 0 { break }
      let setup = TestRunner.RunSetup(
        source: source, factory: factory, targets: targets, overlays: overlays,
        selection: selection, project: project)
      outcomes += runner.evaluate(setup, failureLimit: left).map { outcome in
        var named = outcome
        named.set = set
        return named
      }
    }
    let union = TestSelection(
      listed: listed, locales: options.locale?.locales, shard: options.shard)
    let empty = EmptyRun(
      selection: union, options: options, hasConfigFile: hasConfigFile,
      projectDirectory: DisplayPath.relative(directory, to: console.currentDirectory))
    if options.list {
      TestListing(console: console, json: options.output.json).print(union)
      return union.specs.isEmpty ? runner.finishEmpty(empty, evaluatedSpecs: 0) : .success
    }
    let finish = TestRunner.Finish(
      facts: facts ?? TestOutput.RunFacts(builder: "native", target: nil, modules: []),
      overlays: overlays, project: project, selection: union, empty: empty)
    return try runner.finish(finish, outcomes: outcomes)
  }

  /// What each set's run loads, decided before any set runs.
  private struct Plan {
    /// Every set in name order with the selector its run loads (on the native builder, with
    /// filters, only the message files its selected specs need).
    var selectors: [(set: String, selector: SourceSelector)]
    /// With `--shard`, the `set/key` names of the specs this shard holds, dealt over the union
    /// of every set's specs; nil without `--shard`.
    var chosen: Set<String>?
  }

  /// Lists every set's specs when the options filter them: on the native builder from a load
  /// without message files (then each set reads only what its selected specs need), with the
  /// npx builder only for `--shard` (a full build per set). Checks `--locale` against the
  /// locales of every set and those their specs use.
  private func plan(_ selector: SourceSelector) throws(CLIError) -> Plan {
    var plan = Plan(selectors: sets.map { ($0, selector.selecting(set: $0)) }, chosen: nil)
    // Unfiltered, each set's load may read only what its specs need, as the run of one set
    // does (`NeededMessages.narrowUnfiltered`).
    for index in plan.selectors.indices {
      plan.selectors[index].selector = NeededMessages.narrowUnfiltered(
        plan.selectors[index].selector, options: options)
    }
    let native = selector.isNative
    guard NeededMessages.isFiltered(options), native || options.shard != nil else { return plan }
    var listed: [[ProjectTestSpec]] = []
    var probes: [Project?] = []
    var known = Set<String>()
    var anyLocales = false
    for (_, setSelector) in plan.selectors {
      let source: any ProjectSource =
        native ? try NeededMessages.probe(setSelector) : try setSelector.source()
      let specs = try source.listTests(keyPattern: options.keyPattern?.text)
      listed.append(specs)
      probes.append((source as? NativeProjectSource)?.project)
      let locales = try source.localeKeys() ?? []
      anyLocales = anyLocales || !locales.isEmpty
      known.formUnion(locales)
      known.formUnion(
        specs.flatMap { spec in spec.assertions.compactMap { $0.locale ?? spec.locale } })
    }
    if let requested = options.locale?.locales, anyLocales {
      try LocaleChoice.check(requested, known: known, command: "test")
    }
    if options.shard != nil {
      let union = zip(sets, listed).flatMap { set, specs in specs.map { Self.named($0, set: set) } }
      let dealt = TestSelection(
        listed: union, locales: options.locale?.locales, shard: options.shard)
      plan.chosen = Set(dealt.specs.map(\.key))
    }
    guard native, !options.list else { return plan }
    for index in plan.selectors.indices {
      guard let probe = probes[index] else { continue }
      let set = plan.selectors[index].set
      let kept =
        plan.chosen.map { keys in listed[index].filter { keys.contains(set + "/" + $0.key) } }
        ?? listed[index]
      let selection = TestSelection(listed: kept, locales: options.locale?.locales, shard: nil)
      plan.selectors[index].selector = NeededMessages.narrowed(
        plan.selectors[index].selector, to: selection.specs, probe: probe)
    }
    return plan
  }

  /// `spec` keyed `set/key`, as reports of a run of every set name it.
  private static func named(_ spec: ProjectTestSpec, set: String) -> ProjectTestSpec {
    var named = spec
    named.key = set + "/" + spec.key
    return named
  }
}
