import Foundation

extension Messagevisor {
  /// Listens to one event; the returned function unsubscribes (idempotently).
  @discardableResult
  func on(_ name: MessagevisorEventName, _ callback: @escaping MessagevisorEventCallback)
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
      // The listener may own the last reference to a child, whose deinit takes this lock:
      // it is released here, after unlocking (see `Handoff`).
      let removed = self?.state.withLock { state in
        Handoff.remove(from: &state.listeners[name, default: []]) { $0.id == id }
      }
      withExtendedLifetime(removed) {}
    }
  }

  /// Listens to `change` events.
  @discardableResult
  func subscribe(_ callback: @escaping @Sendable () -> Void) -> MessagevisorUnsubscribe {
    on(.change) { _ in callback() }
  }

  /// Applies a state change and emits its event followed by `change`.
  ///
  /// The state changes even when the instance is closed; events are then skipped.
  func mutate(
    _ name: MessagevisorEventName,
    _ body: (inout InstanceState) -> MessagevisorEventDetails
  ) {
    mutateUnlessDeclined(name) { body(&$0) }
  }

  /// `mutate`, whose body may decline by returning nil (it changed nothing): then no event is
  /// emitted. Returns false when the body declined.
  @discardableResult
  func mutateUnlessDeclined(
    _ name: MessagevisorEventName,
    _ body: (inout InstanceState) -> MessagevisorEventDetails?
  ) -> Bool {
    var declined = false
    let drains = state.withLock { state in
      let before = family.store.withLock { DatafileSummary($0.datafiles) }
      let previous = Self.snapshot(of: state, summary: before)
      guard let details = body(&state) else {
        declined = true
        return false
      }
      let after = family.store.withLock { DatafileSummary($0.datafiles) }
      state.observedDatafiles = after
      guard !state.closed else { return false }
      state.version += 1
      let event = MessagevisorEvent(
        type: name,
        version: state.version,
        snapshot: Self.snapshot(of: state, summary: after),
        previousSnapshot: previous,
        details: details
      )
      let delivery = EventDelivery(event: event, listeners: state.listeners, withChange: true)
      return Self.enqueue(delivery, in: &state)
    }
    if drains { drainDeliveries() }
    return !declined
  }

  /// Emits an `error` event without changing the version.
  func emitError(_ diagnostic: MessagevisorDiagnostic) {
    let drains = state.withLock { state in
      guard !state.closed else { return false }
      let summary = family.store.withLock { DatafileSummary($0.datafiles) }
      let snapshot = Self.snapshot(of: state, summary: summary)
      let event = MessagevisorEvent(
        type: .error,
        version: state.version,
        snapshot: snapshot,
        previousSnapshot: snapshot,
        details: .error(diagnostic: diagnostic)
      )
      let delivery = EventDelivery(event: event, listeners: state.listeners, withChange: false)
      return Self.enqueue(delivery, in: &state)
    }
    if drains { drainDeliveries() }
  }

  /// Queues an event in the same critical section that assigned its version; true when the
  /// caller must drain the queue (no other thread is delivering).
  ///
  /// Delivery happens outside the lock. The draining thread also delivers events that other
  /// threads or re-entrant listeners queue meanwhile, so every listener sees events in version
  /// order; a change made by a listener is delivered after the current event has reached all
  /// of its listeners.
  static func enqueue(_ delivery: EventDelivery, in state: inout InstanceState) -> Bool {
    state.pendingDeliveries.append(delivery)
    guard !state.isDelivering else { return false }
    state.isDelivering = true
    return true
  }

  /// Delivers queued events until the queue is empty.
  func drainDeliveries() {
    while let next = nextDelivery() {
      next.run(sink: family.diagnosticSink)
    }
  }

  private func nextDelivery() -> EventDelivery? {
    state.withLock { state in
      guard !state.pendingDeliveries.isEmpty else {
        state.isDelivering = false
        return nil
      }
      return state.pendingDeliveries.removeFirst()
    }
  }
}
