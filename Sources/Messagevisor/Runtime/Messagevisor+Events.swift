import Foundation

extension Messagevisor {
  /// Listens to one event; the returned function unsubscribes (idempotently).
  @discardableResult
  public func on(_ name: MessagevisorEventName, _ callback: @escaping MessagevisorEventCallback)
    -> MessagevisorUnsubscribe
  {
    let id: Int? = state.withLock { state in
      guard !state.closed else { return nil }
      let id = state.makeID()
      state.listeners[name, default: []].append(EventListener(id: id, callback: callback))
      return id
    }
    guard let id else { return {} }
    return { [weak self] in
      self?.state.withLock { state in
        state.listeners[name]?.removeAll { $0.id == id }
      }
    }
  }

  /// Listens to `change` events.
  @discardableResult
  public func subscribe(_ callback: @escaping @Sendable () -> Void) -> MessagevisorUnsubscribe {
    on(.change) { _ in callback() }
  }

  /// Applies a state change and emits its event followed by `change`.
  ///
  /// The state changes even when the instance is closed; events are then skipped.
  func mutate(
    _ name: MessagevisorEventName,
    _ body: (inout InstanceState) -> MessagevisorEventDetails
  ) {
    let delivery: EventDelivery? = state.withLock { state in
      let before = family.store.withLock { DatafileSummary($0.datafiles) }
      let previous = Self.snapshot(of: state, summary: before)
      let details = body(&state)
      let after = family.store.withLock { DatafileSummary($0.datafiles) }
      state.observedDatafiles = after
      guard !state.closed else { return nil }
      state.version += 1
      let event = MessagevisorEvent(
        type: name,
        version: state.version,
        snapshot: Self.snapshot(of: state, summary: after),
        previousSnapshot: previous,
        details: details
      )
      return EventDelivery(event: event, listeners: state.listeners)
    }
    delivery?.deliverWithChange()
  }

  /// Emits an `error` event without changing the version.
  func emitError(_ diagnostic: MessagevisorDiagnostic) {
    let delivery: EventDelivery? = state.withLock { state in
      guard !state.closed else { return nil }
      let summary = family.store.withLock { DatafileSummary($0.datafiles) }
      let snapshot = Self.snapshot(of: state, summary: summary)
      let event = MessagevisorEvent(
        type: .error,
        version: state.version,
        snapshot: snapshot,
        previousSnapshot: snapshot,
        details: .error(diagnostic: diagnostic)
      )
      return EventDelivery(event: event, listeners: state.listeners)
    }
    delivery?.deliver()
  }
}

/// An event and the listeners it goes to, captured under the lock and delivered outside it.
struct EventDelivery {
  let event: MessagevisorEvent
  let listeners: [MessagevisorEventName: [EventListener]]

  /// Delivers the event to its own listeners.
  func deliver() {
    Self.call(listeners[event.type] ?? [], with: event)
  }

  /// Delivers the event, then the matching `change` event.
  func deliverWithChange() {
    deliver()
    var change = event
    change.type = .change
    change.details = .change(source: event.type, details: event.details)
    Self.call(listeners[.change] ?? [], with: change)
  }

  private static func call(_ listeners: [EventListener], with event: MessagevisorEvent) {
    for listener in listeners {
      do {
        try listener.callback(event)
      } catch {
        StandardError.write("[Messagevisor] event listener failed: \(error)")
      }
    }
  }
}

/// Writes runtime messages to standard error.
enum StandardError {
  static func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
