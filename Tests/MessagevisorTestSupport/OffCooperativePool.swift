import Foundation

/// Runs CPU-heavy test work on its own thread instead of a cooperative-pool thread.
///
/// The pool has one thread per core; a test that parses megabytes synchronously would hold
/// one for seconds (much longer under ThreadSanitizer) and starve the async tests around it.
package func offCooperativePool<Value: Sendable>(
  _ body: @escaping @Sendable () throws -> Value
) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    let thread = Thread {
      continuation.resume(with: Result { try body() })
    }
    thread.stackSize = 8 << 20
    thread.start()
  }
}
