#if MESSAGEVISOR_TSAN
  import Messagevisor

  /// This test module's `Mutex` under ThreadSanitizer (see `Messagevisor.SanitizerMutex`).
  typealias Mutex<Value> = SanitizerMutex<Value>
#endif
