import Foundation
import Messagevisor
import MessagevisorProject

/// Renders a project's examples and checks what can be checked (`examples`, docs/decisions.md D14).
///
/// An example is compared with, in order: an authored `expectedByRuntime` value for the first
/// of the run's runtime ids that has one (`RuntimeIDs`, docs/decisions.md D13b); the JavaScript
/// `evaluatedTranslation` when the npx source provides one; a recorded snapshot. Otherwise it is
/// only rendered and counted as previewed, never as passed.
struct ExamplesRunner {
  let options: ExamplesOptions
  let console: Console
  /// Which examples to render; nil renders all (watch mode narrows it).
  var include: (@Sendable (ExampleInput) -> Bool)?

  func run() throws(CLIError) -> ExitCode {
    var selector = SourceSelector(options: options.project, console: console)
    if let message = options.message {
      // One message's examples: only its file is read (references still validate by key).
      selector.parsesMessage = { $0 == message }
    }
    let snapshot = try ExampleSnapshot.load(
      options.snapshot, recording: options.updateSnapshot, console: console)
    var results: [ExampleResult] = []
    var lastSelector = selector
    if let sets = try selector.setsToRun() {
      // Every set in turn (D23), each released before the next is loaded; ids are `set/…`.
      for set in sets {
        lastSelector = selector.selecting(set: set)
        results += try check(lastSelector, snapshot: snapshot, set: set)
      }
    } else {
      results = try check(selector, snapshot: snapshot, set: nil)
    }
    if let message = options.message, results.isEmpty, include == nil {
      // A run that renders nothing must not pass silently (as `test`'s empty selections).
      let miss = try MessageExampleMiss(
        key: message, locale: options.locale, selector: lastSelector)
      console.printError("error: " + miss.reason)
      return .failures
    }
    if options.updateSnapshot, let path = options.snapshot {
      try ExampleSnapshot.write(results, to: path, console: console)
    }
    ExampleReporter(console: console, onlyFailures: options.onlyFailures)
      .report(results, json: options.output.json)
    return results.contains { $0.status == .failed } ? .failures : .success
  }

  /// Renders and checks the examples of the project `selector` picks (of `set`, when a run
  /// covers every set).
  private func check(_ selector: SourceSelector, snapshot: [String: String], set: String?)
    throws(CLIError) -> [ExampleResult]
  {
    let source = try selector.source()
    if let locale = options.locale {
      try LocaleChoice.check([locale], source: source, command: "examples")
    }
    let examples = try source.examples(locale: options.locale)
    let renderer = ExampleRenderer(
      datafiles: BuiltDatafileCache(source: source),
      factory: options.modules.factory(configured: try source.configuredModules()),
      target: try TargetChoice(
        requested: options.project.target, source: source, command: "examples"
      ).target)
    let runtimeIDs = options.runtime
    var entries =
      (examples.locales.map(ExampleInput.init) + examples.messages.map(ExampleInput.init))
      .filter { include?($0) ?? true }
    if let message = options.message {
      entries = entries.filter { $0.message == message && $0.group == "messages" }
      if !entries.isEmpty, let note = (source as? NativeProjectSource)?.readNote {
        console.printError("note: \(note), the file of \(message)")
      }
    }
    return entries.map {
      check($0, renderer: renderer, snapshot: snapshot, runtimeIDs: runtimeIDs, set: set)
    }
  }

  private func check(
    _ example: ExampleInput,
    renderer: ExampleRenderer,
    snapshot: [String: String],
    runtimeIDs: RuntimeIDs,
    set: String?
  ) -> ExampleResult {
    let id = set.map { $0 + "/" + example.id } ?? example.id
    let rendered: String
    do {
      rendered = try renderer.render(example)
    } catch {
      return ExampleResult(
        id: id, example: example, rendered: nil, expected: nil,
        status: .failed, note: error.message, set: set)
    }
    let expected =
      runtimeIDs.value(in: example.expectedByRuntime ?? [:])?.text
      ?? example.evaluatedTranslation?.displayValue
      ?? (options.updateSnapshot ? nil : snapshot[id])
    guard let expected else {
      return ExampleResult(
        id: id, example: example, rendered: rendered, expected: nil,
        status: .previewed, note: nil, set: set)
    }
    let equal = TextComparison.equal(
      expected, rendered, normalizeSpaces: options.normalizeSpaces)
    return ExampleResult(
      id: id, example: example, rendered: rendered, expected: expected,
      status: equal ? .passed : .failed, note: nil, set: set)
  }
}

/// Renders one example through the SDK with a target datafile.
struct ExampleRenderer {
  let datafiles: BuiltDatafileCache
  let factory: SDKFactory
  /// The target datafile examples render with; nil is the targetless build.
  let target: String?

  func render(_ example: ExampleInput) throws(CLIError) -> String {
    let datafile = try datafiles.datafile(target: target, locale: example.locale)
    let sdk = factory.make(
      datafile: datafile, locale: example.locale, context: example.context ?? [:],
      flags: [:], variations: [:])
    let values = ValueDates.convert(example.values ?? [:])
    do {
      if let message = example.message {
        return try sdk.translate(
          message, values: values,
          options: TranslateOptions(
            currency: example.currency, timeZone: example.timeZone, formats: example.formats))
      }
      return try sdk.formatMessage(
        example.rawMessage ?? "", values: values,
        options: EvaluationOptions(
          currency: example.currency, timeZone: example.timeZone, formats: example.formats))
    } catch {
      throw EvaluationFailure.describe(error, message: example.rawMessage ?? example.message ?? "")
    }
  }
}
