import Dispatch
import Foundation
import Synchronization

/// Runs bodies on dedicated threads and collects the problems they find.
///
/// Real threads, not tasks: the cooperative pool has one thread per core, and a stress test
/// needs more simultaneous callers than that on a small machine.
final class StressHarness: Sendable {
  private let problems = Mutex<[String]>([])

  /// Records a broken invariant; the test fails with every recorded line.
  func fail(_ problem: String) {
    problems.withLock { list in
      if list.count < 50 { list.append(problem) }
    }
  }

  /// The recorded problems.
  var recorded: [String] { problems.withLock { $0 } }

  /// Starts one thread per body and returns when all of them have finished.
  func run(_ bodies: [@Sendable () -> Void]) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let remaining = Atomic<Int>(bodies.count)
      let done = DoneSignal(continuation)
      for body in bodies {
        let thread = Thread {
          body()
          if remaining.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
            done.signal()
          }
        }
        thread.stackSize = 4 << 20
        thread.start()
      }
    }
  }

  /// Runs async work to completion from a plain thread.
  static func blocking(_ work: @escaping @Sendable () async -> Void) {
    let semaphore = DispatchSemaphore(value: 0)
    Task {
      await work()
      semaphore.signal()
    }
    semaphore.wait()
  }
}

/// Resumes a continuation from whichever thread finishes last.
private final class DoneSignal: Sendable {
  private let continuation: Mutex<CheckedContinuation<Void, Never>?>

  init(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation = Mutex(continuation)
  }

  func signal() {
    continuation.withLock { $0.take() }?.resume()
  }
}

/// Checks that the versions one reader sees never go down.
struct MonotonicVersions {
  private var last = Int.min
  let label: String

  init(_ label: String) {
    self.label = label
  }

  /// Records `version`; reports to `harness` when it is lower than the previous one.
  mutating func observe(_ version: Int, harness: StressHarness) {
    if version < last {
      harness.fail("\(label): snapshot version went from \(last) to \(version)")
    }
    last = version
  }
}
