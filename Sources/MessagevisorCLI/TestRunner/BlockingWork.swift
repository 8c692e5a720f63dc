import Foundation

/// Runs blocking work (spec evaluation, child processes, waits) on a thread of its own.
///
/// The runners block: they wait on operation queues, semaphores and child processes. Run on
/// Swift's cooperative pool (two threads on a two-core machine) such waits would starve every
/// other task, so commands hand their runner to `run`, which starts a dedicated thread and
/// suspends the calling task until the work ends.
enum BlockingWork {
  /// Runs `body` on a new thread and returns its result.
  static func run<Value: Sendable>(
    _ body: @escaping @Sendable () throws(CLIError) -> Value
  ) async throws(CLIError) -> Value {
    let result = await withCheckedContinuation { continuation in
      let thread = Thread {
        continuation.resume(
          returning: Result<Value, CLIError> { () throws(CLIError) in try body() })
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    return try result.get()
  }
}
