import Foundation
import Synchronization

/// Holds the current `SyncState` and fans every change out to `AsyncStream` subscribers.
final class SyncStateBroadcaster: Sendable {
  private struct Storage {
    var state: SyncState = .idle
    var continuations: [UUID: AsyncStream<SyncState>.Continuation] = [:]
    var sinks: [UUID: Sink] = [:]
    var finished = false
  }

  /// A subscriber of this module that only yields the state into a stream of its own (see
  /// `sink(_:)`).
  typealias Sink = @Sendable (SyncState) -> Void

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

  /// Registers `sink`, calls it with the current state, then with every change, in publish
  /// order; the returned function unregisters it.
  ///
  /// Sinks run under the lock, as the streams' `yield` does, so that they see the publish
  /// order; a sink must therefore only yield to an `AsyncStream` (this module's
  /// `ObservableTranslator` merges the states into its input stream so). Nothing is
  /// registered after `finish()`: the sink gets the last state only.
  func sink(_ sink: @escaping Sink) -> @Sendable () -> Void {
    let id = UUID()
    storage.withLock { storage in
      sink(storage.state)
      if !storage.finished { storage.sinks[id] = sink }
    }
    return { [weak self] in
      let removed = self?.storage.withLock { $0.sinks.removeValue(forKey: id) }
      withExtendedLifetime(removed) {}
    }
  }

  /// Sets the state and delivers it to every subscriber.
  func publish(_ state: SyncState) {
    storage.withLock { storage in
      storage.state = state
      for continuation in storage.continuations.values {
        continuation.yield(state)
      }
      for sink in storage.sinks.values {
        sink(state)
      }
    }
  }

  /// Ends every stream and drops every sink; later streams yield the last state and end.
  func finish() {
    let (continuations, sinks) = storage.withLock { storage in
      storage.finished = true
      defer {
        storage.continuations.removeAll()
        storage.sinks.removeAll()
      }
      return (Array(storage.continuations.values), Array(storage.sinks.values))
    }
    // The sinks' captures are released here, after unlocking.
    withExtendedLifetime(sinks) {}
    for continuation in continuations {
      continuation.finish()
    }
  }
}
