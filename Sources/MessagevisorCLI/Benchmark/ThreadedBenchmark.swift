import Foundation
import Messagevisor

/// Translation throughput from many threads while another thread updates the SDK.
///
/// Every translating thread (`TranslationWorker`) alternates between the root and a child of
/// its own and checks each result against the one computed on one thread beforehand; a
/// writer thread (`DatafileWriter`) meanwhile calls `setContext` and `setDatafile` with
/// changes no translation can see. Each of `rounds` repetitions runs three timed rounds
/// (`ThreadedRound`): one translating thread with the writer, `threads` translating threads
/// with the writer, and `threads` without it (which tells update costs from read-path
/// contention). The median throughput of each kind is reported, with threaded ÷ single.
/// Only the public SDK API is used.
struct ThreadedBenchmark {
  /// Repetitions of the three rounds.
  static let rounds = 3
  /// The writer's pause after each update.
  static let writerPause: TimeInterval = 0.001
  /// The duration of one round without `--threadRoundMs`.
  static let defaultRoundMs = 500
  /// The most translating threads `--threads` takes (each gets a thread and a child).
  static let maximumThreads = 1024

  /// A translation result or the error it threw, as a worker compares them.
  enum Outcome: Sendable, Equatable, CustomStringConvertible {
    case text(String)
    case error(String)

    var description: String {
      switch self {
      case .text(let text): return "\"\(text)\""
      case .error(let message): return "an error (\(message))"
      }
    }
  }

  /// What each translating thread does in a round.
  struct Job: Sendable {
    let key: String
    let options: TranslateOptions
    let cycle: ValueCycle
    /// The results of each cycle element on the root and on a child, before any thread ran.
    let expected: (root: [Outcome], child: [Outcome])
  }

  /// The figures of one threaded benchmark.
  struct Figures: Encodable, Sendable {
    let threads: Int
    let rounds: Int
    let roundMs: Int
    let singleThreadCallsPerSecond: Double
    let threadedCallsPerSecond: Double
    /// Threaded ÷ single-thread throughput, both with the writer.
    let speedup: Double
    let threadedWithoutWriterCallsPerSecond: Double
    /// Calls per second of the translating threads' processor time, one thread and threaded
    /// with the writer: their ratio is what contention costs, even on a busy machine.
    let singleThreadCallsPerCPUSecond: Double
    let threadedCallsPerCPUSecond: Double
    let writerUpdates: Int
    let writerUpdatesPerSecond: Double
    /// The writer's pause after each update.
    let writerPauseMs: Double
    /// Every translation of every round, each compared with its single-thread result.
    let checkedCalls: Int
    let mismatches: Int
    let firstMismatch: String?
  }

  let sdk: Messagevisor
  let key: String
  let options: TranslateOptions
  let cycle: ValueCycle
  let threads: Int
  let roundMs: Int

  func run() throws(CLIError) -> Figures {
    let datafile: DatafileContent
    do {
      datafile = try sdk.getDatafile(locale: options.locale)
    } catch {
      throw CLIError.badData("the threaded benchmark needs a datafile: \(error)")
    }
    let children = (0..<threads).map { _ in sdk.spawn() }
    let job = Job(
      key: key, options: options, cycle: cycle,
      expected: (
        root: outcomes { try sdk.translate(key, values: $0, options: options) },
        child: outcomes { try children[0].translate(key, values: $0, options: options) }
      ))
    let round = ThreadedRound(
      writer: DatafileWriter(sdk: sdk, datafile: datafile, pause: Self.writerPause),
      children: children, job: job, duration: Double(roundMs) / 1000)
    var single: [ThreadedRound.Result] = []
    var threaded: [ThreadedRound.Result] = []
    var unwritten: [ThreadedRound.Result] = []
    for _ in 0..<Self.rounds {
      single.append(round.run(threads: 1, withWriter: true))
      threaded.append(round.run(threads: threads, withWriter: true))
      unwritten.append(round.run(threads: threads, withWriter: false))
    }
    try Self.close(children)
    return figures(single: single, threaded: threaded, unwritten: unwritten)
  }

  private func outcomes(_ translate: (MessagevisorValues) throws -> String) -> [Outcome] {
    cycle.elements.map { values in
      do {
        return .text(try translate(values))
      } catch {
        return .error(String(describing: error))
      }
    }
  }

  private func figures(
    single: [ThreadedRound.Result], threaded: [ThreadedRound.Result],
    unwritten: [ThreadedRound.Result]
  ) -> Figures {
    let all = single + threaded + unwritten
    let written = single + threaded
    let singleRate = BenchmarkRunner.median(single.map(\.callsPerSecond))
    let threadedRate = BenchmarkRunner.median(threaded.map(\.callsPerSecond))
    let updates = written.reduce(0) { $0 + $1.writerUpdates }
    let seconds = written.reduce(0) { $0 + $1.seconds }
    return Figures(
      threads: threads, rounds: Self.rounds, roundMs: roundMs,
      singleThreadCallsPerSecond: singleRate, threadedCallsPerSecond: threadedRate,
      speedup: singleRate > 0 ? threadedRate / singleRate : 0,
      threadedWithoutWriterCallsPerSecond: BenchmarkRunner.median(unwritten.map(\.callsPerSecond)),
      singleThreadCallsPerCPUSecond: BenchmarkRunner.median(single.map(\.callsPerCPUSecond)),
      threadedCallsPerCPUSecond: BenchmarkRunner.median(threaded.map(\.callsPerCPUSecond)),
      writerUpdates: updates, writerUpdatesPerSecond: seconds > 0 ? Double(updates) / seconds : 0,
      writerPauseMs: Self.writerPause * 1000, checkedCalls: all.reduce(0) { $0 + $1.calls },
      mismatches: all.reduce(0) { $0 + $1.mismatches },
      firstMismatch: all.lazy.compactMap(\.firstMismatch).first)
  }

  /// Closes the children (an async call, awaited from this blocking thread).
  private static func close(_ children: [MessagevisorChild]) throws(CLIError) {
    let failure = ResultSlots<String>(count: 1)
    let closed = DispatchSemaphore(value: 0)
    Task.detached {
      for child in children {
        do {
          try await child.close()
        } catch {
          failure.set(0, String(describing: error))
        }
      }
      closed.signal()
    }
    closed.wait()
    if let message = failure.values.first {
      throw CLIError.internalError("closing a benchmark child failed: \(message)")
    }
  }
}
