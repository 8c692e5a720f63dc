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
    let chosen = try shardKeys(selector)
    var listed: [ProjectTestSpec] = []
    var outcomes: [SpecOutcome] = []
    var facts: TestOutput.RunFacts?
    var hasConfigFile = false
    for set in sets {
      // One set at a time: `source` and everything built from it end with this iteration.
      let source = try selector.selecting(set: set).source()
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

  /// With `--shard`, the `set/key` names of the specs this shard holds, dealt over the union
  /// of every set's specs; nil without `--shard`.
  private func shardKeys(_ selector: SourceSelector) throws(CLIError) -> Set<String>? {
    guard options.shard != nil else { return nil }
    var listed: [ProjectTestSpec] = []
    for set in sets {
      let source = try selector.selecting(set: set).source()
      listed += try source.listTests(keyPattern: options.keyPattern?.text).map {
        Self.named($0, set: set)
      }
    }
    let union = TestSelection(
      listed: listed, locales: options.locale?.locales, shard: options.shard)
    return Set(union.specs.map(\.key))
  }

  /// `spec` keyed `set/key`, as reports of a run of every set name it.
  private static func named(_ spec: ProjectTestSpec, set: String) -> ProjectTestSpec {
    var named = spec
    named.key = set + "/" + spec.key
    return named
  }
}
