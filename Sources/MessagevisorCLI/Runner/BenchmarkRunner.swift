import Foundation
import Messagevisor

/// Measures a message's evaluation against a raw dictionary lookup (`benchmark`).
///
/// After a warm-up, `runs` batches of `n` iterations are timed; the clock is read once per
/// batch, never per iteration. The floor is a `[String: String]` lookup of the same key in the
/// same kind of loop, so the ratio of the two is meaningful on any machine.
struct BenchmarkRunner {
  static let runs = 7
  /// Iterations per batch without `-n` (the help and usage lines say the same).
  static let defaultIterations = 1000

  let options: BenchmarkOptions
  let console: Console

  func run() throws(CLIError) -> ExitCode {
    let request = EvaluationRequest(
      project: options.project, modules: options.modules, inputs: options.inputs,
      message: options.message, rawMessage: options.rawMessage)
    let session: EvaluationSession
    var load: DatafileLoadBenchmark.Figures?
    if let path = options.datafile {
      let factory = options.modules.factory(configured: [])
      let (sdk, figures) = try DatafileLoadBenchmark(
        path: path, locale: options.inputs.locale, modules: factory.modules
      ).run()
      session = try EvaluationSession(request, sdk: sdk)
      load = figures
    } else {
      let source = try SourceSelector(options: options.project, console: console).source()
      session = try EvaluationSession(request, source: source, command: "benchmark")
    }
    let iterations = options.iterations
    let started = DispatchTime.now().uptimeNanoseconds
    var last = try session.evaluate()
    let measured = try measure(iterations: iterations) { () throws(CLIError) in
      last = try session.evaluate()
    }
    let floor = floorMeasurement(session: session, iterations: iterations, fallback: last)
    let duration = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
    let result = BenchmarkResult(
      iterations: iterations, runs: Self.runs, samples: measured, floorNsPerOp: floor,
      durationMs: duration, lastResult: last, load: load)
    console.print(options.output.json ? result.json : result.text)
    return .success
  }

  private func measure(iterations: Int, _ body: () throws(CLIError) -> Void) throws(CLIError)
    -> [Double]
  {
    for _ in 0..<min(iterations, 1000) { try body() }
    var samples: [Double] = []
    for _ in 0..<Self.runs {
      let begin = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<iterations { try body() }
      let end = DispatchTime.now().uptimeNanoseconds
      samples.append(Double(end - begin) / Double(iterations))
    }
    return samples
  }

  private func floorMeasurement(session: EvaluationSession, iterations: Int, fallback: String)
    -> Double
  {
    let key = session.message ?? "raw"
    var table: [String: String] = [:]
    for index in 0..<64 { table["filler.\(index)"] = "value \(index)" }
    table[key] = (try? session.sdk.getRawTranslation(key)) ?? fallback
    var sink = 0
    let samples =
      (try? measure(iterations: iterations) { () throws(CLIError) in
        sink &+= BenchmarkRunner.lookup(table, key)?.utf8.count ?? 0
      }) ?? []
    if sink == -1 { console.printError("unreachable") }
    return Self.median(samples)
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
