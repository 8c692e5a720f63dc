import Foundation
import Messagevisor

/// Measures a message's evaluation against a raw dictionary lookup (`benchmark`).
///
/// A `BatchTimer` times `runs` batches of `n` iterations after a warm-up; the clock is read
/// once per batch, never per iteration. Iteration `i` uses element `i % count` of the value
/// cycle (`--valueCycle`). The floor is a `[String: String]` lookup of the same key in the same
/// kind of loop, so the ratio of the two is meaningful on any machine; the result floor
/// (`ResultFloor`) is what making and dropping the same results as fresh strings costs in that
/// loop, with no lookup and no formatting, beside the loop's own cost. Under the preloaded
/// allocation counter every loop also reports allocations per call; `--threads` adds the
/// threaded benchmark (`ThreadedBenchmark`).
struct BenchmarkRunner {
  static let runs = 7
  /// Iterations per batch without `-n` (the help and usage lines say the same).
  static let defaultIterations = 1000

  let options: BenchmarkOptions
  let console: Console

  func run() throws(CLIError) -> ExitCode {
    let (session, load) = try makeSession()
    try requireMessage(in: session)
    let cycle = ValueCycle(base: session.values, cycle: options.valueCycle)
    let iterations = options.iterations
    let timer = BatchTimer(
      iterations: iterations, runs: Self.runs, counter: AllocationCounter.find())
    let started = DispatchTime.now().uptimeNanoseconds
    let cycleResults = try cycle.elements.map { values throws(CLIError) in
      try session.evaluate(values: values)
    }
    var last = cycleResults[cycleResults.count - 1]
    let measured = try timer.measure { index throws(CLIError) in
      last = try session.evaluate(values: cycle[index])
    }
    let floor = floorMeasurement(session: session, timer: timer, fallback: last)
    let results = ResultFloor(cycleResults: cycleResults)
    let resultFloor = results.measure(timer: timer)
    let loop = results.measureLoop(timer: timer)
    let threaded = try threadedFigures(session: session, cycle: cycle)
    let duration = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
    let result = BenchmarkResult(
      iterations: iterations, runs: Self.runs, measured: measured, floor: floor,
      resultFloor: resultFloor, loop: loop, durationMs: duration, lastResult: last,
      cycleResults: cycleResults, load: load, threaded: threaded)
    console.print(options.output.json ? result.json : result.text)
    return try verdict(threaded)
  }

  private func makeSession() throws(CLIError) -> (EvaluationSession, DatafileLoadBenchmark.Figures?)
  {
    let request = EvaluationRequest(
      project: options.project, modules: options.modules, inputs: options.inputs,
      message: options.message, rawMessage: options.rawMessage)
    guard let path = options.datafile else {
      let source = try SourceSelector(options: options.project, console: console).source()
      if options.message != nil, let locale = options.inputs.locale {
        try LocaleChoice.check([locale], source: source, command: "benchmark")
      }
      return (try EvaluationSession(request, source: source, command: "benchmark"), nil)
    }
    let modules = options.modules
    let (sdk, figures) = try DatafileLoadBenchmark(
      path: NamedFile.absolute(path, console: console), locale: options.inputs.locale,
      makeModules: { modules.factory(configured: []).modules }
    ).run()
    return (try EvaluationSession(request, sdk: sdk), figures)
  }

  private func floorMeasurement(session: EvaluationSession, timer: BatchTimer, fallback: String)
    -> BatchMeasurement
  {
    let key = session.message ?? "raw"
    var table: [String: String] = [:]
    for index in 0..<64 { table["filler.\(index)"] = "value \(index)" }
    table[key] = (try? session.sdk.getRawTranslation(key)) ?? fallback
    var sink = 0
    let measured =
      (try? timer.measure { _ throws(CLIError) in
        sink &+= BenchmarkRunner.lookup(table, key)?.utf8.count ?? 0
      }) ?? BatchMeasurement(samples: [], allocationsPerCall: nil)
    if sink == -1 { console.printError("unreachable") }
    return measured
  }

  /// Refuses a `--message` key the datafile does not have: the SDK would answer with the key
  /// itself after a `missing_translation` diagnostic, and timing that fallback measures nothing
  /// anyone asked for.
  private func requireMessage(in session: EvaluationSession) throws(CLIError) {
    guard let key = session.message else { return }
    let content = try? session.sdk.getDatafile(locale: session.locale)
    guard let content, content.translations[key] == nil, content.messages[key] == nil else {
      return
    }
    throw .badData(
      "the datafile of locale \(session.locale) (target \(content.target)) has no message '\(key)'")
  }

  private func threadedFigures(session: EvaluationSession, cycle: ValueCycle)
    throws(CLIError) -> ThreadedBenchmark.Figures?
  {
    guard let threads = options.threads, let key = session.message else { return nil }
    return try ThreadedBenchmark(
      sdk: session.sdk, key: key, options: session.translateOptions, cycle: cycle,
      threads: threads,
      roundMs: options.threadRoundMs
    ).run()
  }

  /// Failures when a threaded translation differed from its single-thread result.
  private func verdict(_ threaded: ThreadedBenchmark.Figures?) throws(CLIError) -> ExitCode {
    guard let threaded, threaded.mismatches > 0 else { return .success }
    console.printError(
      "error: \(threaded.mismatches) threaded translations differed from their single-thread"
        + " results; first: \(threaded.firstMismatch ?? "-")")
    return .failures
  }

  @inline(never)
  static func lookup(_ table: [String: String], _ key: String) -> String? {
    table[key]
  }

  static func median(_ samples: [Double]) -> Double {
    guard !samples.isEmpty else { return 0 }
    return samples.sorted()[samples.count / 2]
  }
}
