import Foundation
import Messagevisor

/// One round of the threaded benchmark: translating threads, and the writer when asked.
///
/// Every thread waits at a `StartGate`; the clock starts when the gate opens. After
/// `duration` the stop flag is raised, and the clock stops when the last translating thread
/// has finished its chunk; the writer is then joined.
struct ThreadedRound {
  /// What one round measured.
  struct Result: Sendable {
    let calls: Int
    let seconds: Double
    let writerUpdates: Int
    let mismatches: Int
    let firstMismatch: String?
    /// The processor time of the translating threads together.
    let cpuSeconds: Double

    var callsPerSecond: Double { seconds > 0 ? Double(calls) / seconds : 0 }
    /// Calls per second of processor time: what contention costs, whatever else the machine
    /// runs meanwhile.
    var callsPerCPUSecond: Double { cpuSeconds > 0 ? Double(calls) / cpuSeconds : 0 }
  }

  /// Stack of each benchmark thread (ICU formatting uses stack buffers).
  static let stackSize = 4 << 20

  let writer: DatafileWriter
  /// One child per translating thread, at least as many as the largest round has threads.
  let children: [MessagevisorChild]
  let job: ThreadedBenchmark.Job
  let duration: TimeInterval

  func run(threads: Int, withWriter: Bool) -> Result {
    let gate = StartGate(parties: threads + (withWriter ? 1 : 0))
    let stop = StopFlag()
    let tallies = ResultSlots<TranslationWorker.Tally>(count: threads)
    let finished = DispatchSemaphore(value: 0)
    for thread in 0..<threads {
      start { [writer, children, job] in
        // Built on its own thread, so its copies sit in that thread's heap, apart from the
        // other workers' (no shared cache lines between their reference counts).
        let worker = TranslationWorker(
          root: writer.sdk, child: children[thread], job: job, thread: thread)
        gate.arrive()
        tallies.set(thread, worker.run(until: stop))
        finished.signal()
      }
    }
    let updates = ResultSlots<Int>(count: 1)
    let writerFinished = DispatchSemaphore(value: 0)
    if withWriter {
      start { [writer] in
        gate.arrive()
        updates.set(0, writer.run(until: stop))
        writerFinished.signal()
      }
    }
    gate.waitForAll()
    let begin = DispatchTime.now().uptimeNanoseconds
    gate.open()
    Thread.sleep(forTimeInterval: duration)
    stop.raise()
    for _ in 0..<threads { finished.wait() }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e9
    if withWriter {
      writerFinished.wait()
    }
    let done = tallies.values
    return Result(
      calls: done.reduce(0) { $0 + $1.calls }, seconds: seconds,
      writerUpdates: updates.values.first ?? 0, mismatches: done.reduce(0) { $0 + $1.mismatches },
      firstMismatch: done.lazy.compactMap(\.firstMismatch).first,
      cpuSeconds: done.reduce(0) { $0 + $1.cpuSeconds })
  }

  private func start(_ body: @escaping @Sendable () -> Void) {
    let thread = Thread(block: body)
    thread.stackSize = Self.stackSize
    thread.start()
  }
}
