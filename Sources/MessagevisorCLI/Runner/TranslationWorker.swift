import Messagevisor

/// One translating thread of the threaded benchmark.
///
/// Translates in chunks of two value cycles, the first on the root and the second on its own
/// child, until the stop flag is raised (checked between chunks), and compares every result
/// with the one the same instance gave before the threads started.
struct TranslationWorker: Sendable {
  /// What one worker did.
  struct Tally: Sendable {
    let calls: Int
    let mismatches: Int
    /// The first differing result, described.
    let firstMismatch: String?
  }

  let root: Messagevisor
  let child: MessagevisorChild
  let job: ThreadedBenchmark.Job
  let thread: Int

  func run(until stop: StopFlag) -> Tally {
    let cycleLength = job.cycle.elements.count
    var calls = 0
    var mismatches = 0
    var firstMismatch: String?
    repeat {
      for step in 0..<(2 * cycleLength) {
        let element = step % cycleLength
        let onChild = step >= cycleLength
        let expected = onChild ? job.expected.child[element] : job.expected.root[element]
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
    return Tally(calls: calls, mismatches: mismatches, firstMismatch: firstMismatch)
  }

  private func translate(element: Int, onChild: Bool) -> ThreadedBenchmark.Outcome {
    let values = job.cycle.elements[element]
    do {
      if onChild {
        return .text(try child.translate(job.key, values: values, options: job.options))
      }
      return .text(try root.translate(job.key, values: values, options: job.options))
    } catch {
      return .error(String(describing: error))
    }
  }

  private func describe(
    call: Int, onChild: Bool, _ expected: ThreadedBenchmark.Outcome,
    _ result: ThreadedBenchmark.Outcome
  ) -> String {
    let instance = onChild ? "child" : "root"
    return "thread \(thread), call \(call) on the \(instance): expected \(expected), got \(result)"
  }
}
