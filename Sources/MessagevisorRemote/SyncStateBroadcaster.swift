import Foundation
import Synchronization

/// Holds the current `SyncState` and fans every change out to `AsyncStream` subscribers.
final class SyncStateBroadcaster: Sendable {
  private struct Storage {
    var state: SyncState = .idle
    var continuations: [UUID: AsyncStream<SyncState>.Continuation] = [:]
    var finished = false
  }

  private let storage = Mutex(Storage())

  /// The current state.
  var current: SyncState {
    storage.withLock { $0.state }
  }

  /// A stream that yields the current state, then every change, until the loader goes away.
  ///
  /// Registration and the first value happen under one lock, so no change is missed or repeated.
  /// `yield` runs no user code (it only buffers or resumes a waiting task), so holding the lock
  /// while yielding keeps every subscriber's order equal to the publish order.
  func stream() -> AsyncStream<SyncState> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: SyncState.self, bufferingPolicy: .bufferingNewest(64))
    let id = UUID()
    continuation.onTermination = { [weak self] _ in
      let removed = self?.storage.withLock { $0.continuations.removeValue(forKey: id) }
      withExtendedLifetime(removed) {}
    }
    let finished = storage.withLock { storage in
      continuation.yield(storage.state)
      if !storage.finished { storage.continuations[id] = continuation }
      return storage.finished
    }
    if finished { continuation.finish() }
    return stream
  }

  /// Sets the state and delivers it to every subscriber.
  func publish(_ state: SyncState) {
    storage.withLock { storage in
      storage.state = state
      for continuation in storage.continuations.values {
        continuation.yield(state)
      }
    }
  }

  /// Ends every stream; later streams yield the last state and end.
  func finish() {
    let continuations = storage.withLock { storage in
      storage.finished = true
      defer { storage.continuations.removeAll() }
      return Array(storage.continuations.values)
    }
    for continuation in continuations {
      continuation.finish()
    }
  }
}
