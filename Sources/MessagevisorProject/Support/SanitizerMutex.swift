#if MESSAGEVISOR_TSAN
  import Messagevisor

  /// This module's `Mutex` under ThreadSanitizer: `Messagevisor.SanitizerMutex`, which TSan can
  /// see (`make tsan` only; the reason is on `SanitizerMutex`).
  typealias Mutex<Value> = SanitizerMutex<Value>
#endif
