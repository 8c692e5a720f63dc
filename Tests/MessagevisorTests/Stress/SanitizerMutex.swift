#if MESSAGEVISOR_TSAN
  import Foundation

  /// A stand-in for `Synchronization.Mutex` that ThreadSanitizer can see; `make tsan` only.
  ///
  /// On Linux, `Mutex` locks with futexes inside the uninstrumented standard library, so TSan
  /// sees no ordering between critical sections and reports every access under the lock as a
  /// race. When `MESSAGEVISOR_TSAN` is defined this class shadows `Mutex` in this module with the
  /// same `withLock` shape, built on `NSLock` (a pthread mutex, which TSan intercepts). Other
  /// builds never compile it. Each module that uses `Mutex` has its own copy, because one
  /// shared declaration would be ambiguous with `Synchronization.Mutex` in importing modules.
  final class Mutex<Value>: @unchecked Sendable {
    // Safe: `value` is only read or written between `lock.lock()` and `lock.unlock()`.
    private let lock = NSLock()
    private var value: Value

    init(_ initialValue: Value) {
      value = initialValue
    }

    func withLock<Result, Failure: Error>(
      _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
      lock.lock()
      defer { lock.unlock() }
      return try body(&value)
    }
  }
#endif
