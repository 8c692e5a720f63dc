import Synchronization

/// A value computed once, on first request, while other requesters wait.
final class Once<Value: Sendable>: Sendable {
  private let state = Mutex<Value?>(nil)

  func value(_ make: () -> Value) -> Value {
    state.withLock { stored in
      if let stored { return stored }
      let made = make()
      stored = made
      return made
    }
  }
}
