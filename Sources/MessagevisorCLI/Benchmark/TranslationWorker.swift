import Foundation
import Messagevisor

/// One translating thread of the threaded benchmark.
///
/// Translates in chunks of two value cycles, the first on the root and the second on its own
/// child, until the stop flag is raised (checked between chunks), and compares every result
/// with the one the same instance gave before the threads started.
///
/// The worker reads its own copies of the key, the cycle's values and the expected results
/// (new storage, not the job's shared buffers), as a caller's own values would be: retaining
/// a string, array or dictionary that every thread retains on every call writes one shared
/// reference count, a cost of the benchmark rather than of the SDK. A key of up to 15 UTF-8
/// bytes becomes a small (inline) string, as a literal key in an app is.
struct TranslationWorker: Sendable {
  /// What one worker did.
  struct Tally: Sendable {
    let calls: Int
    let mismatches: Int
    /// The first differing result, described.
    let firstMismatch: String?
    /// The processor time the thread used meanwhile (not its wall-clock time).
    let cpuSeconds: Double
  }

  let root: Messagevisor
  let child: MessagevisorChild
  let key: String
  let options: TranslateOptions
  let thread: Int
  private let values: [MessagevisorValues]
  private let expectedOnRoot: [ThreadedBenchmark.Outcome]
  private let expectedOnChild: [ThreadedBenchmark.Outcome]

  init(root: Messagevisor, child: MessagevisorChild, job: ThreadedBenchmark.Job, thread: Int) {
    self.root = root
    self.child = child
    self.key = Self.copied(job.key)
    self.options = job.options
    self.thread = thread
    values = Self.copied(job.cycle.elements.map(Self.copied))
    expectedOnRoot = Self.copied(job.expected.root.map(Self.copied))
    expectedOnChild = Self.copied(job.expected.child.map(Self.copied))
  }

  func run(until stop: StopFlag) -> Tally {
    let cpuStart = Self.threadCPUSeconds()
    let cycleLength = values.count
    var calls = 0
    var mismatches = 0
    var firstMismatch: String?
    repeat {
      for step in 0..<(2 * cycleLength) {
        let element = step % cycleLength
        let onChild = step >= cycleLength
        let expected = onChild ? expectedOnChild[element] : expectedOnRoot[element]
        let result = translate(element: element, onChild: onChild)
        calls += 1
        if result == expected {
          continue
        }
        mismatches += 1
        if firstMismatch == nil {
          firstMismatch = describe(call: calls - 1, onChild: onChild, expected, result)
        }
      }
    } while !stop.isRaised
    return Tally(
      calls: calls, mismatches: mismatches, firstMismatch: firstMismatch,
      cpuSeconds: Self.threadCPUSeconds() - cpuStart)
  }

  private func translate(element: Int, onChild: Bool) -> ThreadedBenchmark.Outcome {
    let values = values[element]
    do {
      if onChild {
        return .text(try child.translate(key, values: values, options: options))
      }
      return .text(try root.translate(key, values: values, options: options))
    } catch {
      return .error(String(describing: error))
    }
  }

  /// The processor time the calling thread has used.
  private static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The elements of `array` in storage of their own.
  private static func copied<Element>(_ array: [Element]) -> [Element] {
    var copy: [Element] = []
    copy.reserveCapacity(array.count)
    copy.append(contentsOf: array)
    return copy
  }

  /// `text` in storage of its own, inline when it fits.
  private static func copied(_ text: String) -> String {
    text.inOwnStorage()
  }

  /// `outcome` with its text in storage of its own.
  private static func copied(_ outcome: ThreadedBenchmark.Outcome) -> ThreadedBenchmark.Outcome {
    switch outcome {
    case .text(let text): return .text(copied(text))
    case .error(let message): return .error(message)
    }
  }

  /// The entries of `values` in storage of their own.
  private static func copied(_ values: MessagevisorValues) -> MessagevisorValues {
    var copy = MessagevisorValues(minimumCapacity: values.count)
    for (name, value) in values {
      copy[name] = value
    }
    return copy
  }

  private func describe(
    call: Int, onChild: Bool, _ expected: ThreadedBenchmark.Outcome,
    _ result: ThreadedBenchmark.Outcome
  ) -> String {
    let instance = onChild ? "child" : "root"
    return "thread \(thread), call \(call) on the \(instance): expected \(expected), got \(result)"
  }
}
