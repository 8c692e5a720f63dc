import Dispatch
import Foundation
import Synchronization

/// Runs independent pieces of work on every core and returns their results in index order.
///
/// The results are the same as a serial `map` over the indices, whatever the scheduling: each
/// index writes only its own slot, and callers merge the slots in order (so the first error
/// reported is the one a serial run would have met first).
enum ParallelWork {
  /// The number of cores the work may use.
  static let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)

  /// The next chunk of indices to claim.
  private final class ChunkCounter: Sendable {
    let next = Atomic<Int>(0)
  }

  /// `(0..<count).map(body)`, with the calls spread over all cores.
  ///
  /// `body` must not touch shared mutable state; small counts, and any count when `parallel`
  /// is false, run serially on the calling thread.
  static func map<T: Sendable>(
    _ count: Int, parallel: Bool = true, _ body: @Sendable (Int) -> T
  ) -> [T] {
    guard parallel, count > 1, workers > 1 else { return (0..<count).map(body) }
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      nonisolated(unsafe) let base = buffer.baseAddress!
      let chunks = min(count, workers * 16)
      let counter = ChunkCounter()
      DispatchQueue.concurrentPerform(iterations: min(workers, chunks)) { _ in
        while true {
          let chunk = counter.next.add(1, ordering: .relaxed).oldValue
          guard chunk < chunks else { return }
          for index in (chunk * count / chunks)..<((chunk + 1) * count / chunks) {
            (base + index).initialize(to: body(index))
          }
        }
      }
      initialized = count
    }
  }
}
