#if MESSAGEVISOR_TSAN
  import Foundation

  /// A stand-in for `Synchronization.Mutex` that ThreadSanitizer can see; `make tsan` only.
  ///
  /// On Linux, `Mutex` locks with futexes inside the uninstrumented standard library, so TSan
  /// sees no ordering between critical sections and reports every access under the lock as a
  /// race. When `MESSAGEVISOR_TSAN` is defined, each module of the package that uses `Mutex`
  /// declares `typealias Mutex<Value> = SanitizerMutex<Value>`, which shadows the imported
  /// `Synchronization.Mutex` inside that module only. This class has the same `withLock` shape,
  /// built on `NSLock` (a pthread mutex, which TSan intercepts). It has its own name, so other
  /// modules can see it (package access) without it clashing with `Synchronization.Mutex`.
  /// Other builds never compile it.
  package final class SanitizerMutex<Value: ~Copyable>: @unchecked Sendable {
    // Safe: `value` is only read or written between `lock.lock()` and `lock.unlock()`.
    private let lock = NSLock()
    private var value: Value

    package init(_ initialValue: consuming Value) {
      value = initialValue
    }

    package func withLock<Result, Failure: Error>(
      _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
      lock.lock()
      defer { lock.unlock() }
      return try body(&value)
    }
  }

  /// This module's `Mutex` under ThreadSanitizer (see `SanitizerMutex`).
  typealias Mutex<Value: ~Copyable> = SanitizerMutex<Value>
#endif
