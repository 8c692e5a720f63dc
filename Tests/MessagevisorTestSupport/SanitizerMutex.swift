#if MESSAGEVISOR_TSAN
  import Messagevisor

  /// This module's `Mutex` under ThreadSanitizer: `Messagevisor.SanitizerMutex`, which TSan can
  /// see (`make tsan` only; the reason is on `SanitizerMutex`). Without it, `Recorded`'s
  /// futex-based lock is invisible to TSan and appends from concurrent hooks are reported.
  typealias Mutex<Value> = SanitizerMutex<Value>
#endif
