import Foundation
import MessagevisorProject

/// `test --watch`: the test runner under a `WatchLoop`, narrowed to the affected specs.
///
/// The parsed trees of the project stay in memory between runs: a re-run reads every file but
/// parses only those whose bytes changed.
struct TestWatch {
  let options: TestOptions
  let console: Console
  /// The trees of the last load.
  private let memory = ParsedDocumentMemory()

  init(options: TestOptions, console: Console) {
    self.options = options
    self.console = console
  }

  func run() throws(CLIError) -> ExitCode {
    let folder = SourceSelector(options: options.project, console: console).projectDirectory
    let loop = WatchLoop(console: console, folder: folder, noun: "specs")
    return try loop.run { scope throws(CLIError) in
      guard scope != .everything else {
        return try TestRunner(options: options, console: console, memory: memory).run()
      }
      let (keys, probe) = try affectedKeys(scope)
      guard !keys.isEmpty else { return nil }
      return try TestRunner(
        options: try narrowed(to: keys), console: console, memory: memory, probe: probe
      ).run()
    }
  }

  /// The keys of the listed specs (within `--keyPattern`) that `scope` includes, and the
  /// project they were listed from when it was loaded without message files (native).
  ///
  /// On the native builder the specs are listed from the project loaded without its message
  /// files (as a filtered run selects its specs), so a re-run after one edit does not read
  /// every message twice. A run of every set (a sets project without `--set`) lists each
  /// set's affected specs; the re-run then runs those keys in every set.
  private func affectedKeys(_ scope: WatchScope) throws(CLIError)
    -> (keys: [String], probe: NativeProjectSource?)
  {
    let selector = SourceSelector(options: options.project, console: console, memory: memory)
    guard let sets = try selector.setsToRun() else { return try affectedKeys(scope, selector) }
    var keys: [String] = []
    for set in sets {
      keys += try affectedKeys(scope, selector.selecting(set: set)).keys
    }
    return (Array(Set(keys)).sorted(), nil)
  }

  private func affectedKeys(_ scope: WatchScope, _ selector: SourceSelector) throws(CLIError)
    -> (keys: [String], probe: NativeProjectSource?)
  {
    let source: any ProjectSource =
      selector.isNative ? try NeededMessages.probe(selector) : try selector.source()
    let specs = try source.listTests(keyPattern: options.keyPattern?.text)
    let probe = source as? NativeProjectSource
    let changed = scope.messageKeys(namespace: probe?.project.config.namespaceCharacter ?? ".")
    let keys = specs.filter { spec in
      if scope.includes(spec: spec.key, message: spec.message) { return true }
      // A target spec checks the messages its target lets in: it is affected when one of the
      // changed messages is (or, without the project to ask, whenever a message changed).
      guard spec.kind == .target, let target = spec.target, !changed.isEmpty else { return false }
      guard let lets = probe?.project.messageFilter(target: target) else { return true }
      return changed.contains(where: lets)
    }.map(\.key)
    return (keys, probe)
  }

  /// The options with `--keyPattern` replaced by one matching exactly `keys`.
  private func narrowed(to keys: [String]) throws(CLIError) -> TestOptions {
    let alternatives = keys.map(NSRegularExpression.escapedPattern(for:))
    let pattern = "^(?:" + alternatives.joined(separator: "|") + ")$"
    var narrowed = options
    do {
      narrowed.keyPattern = try RegexOption(optionText: pattern, option: "--keyPattern")
    } catch {
      throw CLIError.internalError("the watch pattern does not compile: \(error.message)")
    }
    return narrowed
  }
}
