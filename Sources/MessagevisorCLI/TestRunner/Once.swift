import Dispatch
import Synchronization

/// A value computed once, on first request, while other requesters wait.
///
/// The first requester computes the value outside the lock (a `make` can run `npx` for up to
/// two minutes); later requesters wait on a group, not on the lock, so `Once` never holds a
/// lock while calling out. Requesters run on the runner's own threads (`BlockingWork`), never
/// on the cooperative pool.
final class Once<Value: Sendable>: Sendable {
  private enum State {
    case idle
    case computing(DispatchGroup)
    case done(Value)
  }

  private enum Turn {
    case ready(Value)
    case wait(DispatchGroup)
    case compute(DispatchGroup)
  }

  private let state = Mutex(State.idle)

  func value(_ make: () -> Value) -> Value {
    switch takeTurn() {
    case .ready(let value):
      return value
    case .wait(let group):
      group.wait()
      return value(make)
    case .compute(let group):
      let made = make()
      state.withLock { $0 = .done(made) }
      group.leave()
      return made
    }
  }

  private func takeTurn() -> Turn {
    state.withLock { state in
      switch state {
      case .done(let value):
        return .ready(value)
      case .computing(let group):
        return .wait(group)
      case .idle:
        let group = DispatchGroup()
        group.enter()
        state = .computing(group)
        return .compute(group)
      }
    }
  }
}
