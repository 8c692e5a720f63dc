import Foundation

extension Messagevisor {
  /// Creates a child sharing datafiles, modules, resolvers and caches.
  ///
  /// The child starts from this instance's context shallow-merged with `context`, and from
  /// this instance's locale, currency and time zone unless `options` names them. Never
  /// throws.
  ///
  ///     let request = sdk.spawn(context: ["plan": "pro"], options: SpawnOptions(locale: "de-DE"))
  ///     let banner = try request.translate("banner")
  public func spawn(
    context: MessagevisorContext = [:],
    options: SpawnOptions = SpawnOptions()
  ) -> MessagevisorChild {
    let summary = family.store.withLock { DatafileSummary($0.datafiles) }
    let childState = state.withLock { state in
      var child = InstanceState(
        context: state.context.merging(context) { _, new in new },
        logLevel: state.logLevel
      )
      child.locale = options.locale ?? state.locale
      child.currency = options.currency ?? state.currency
      child.timeZone = options.timeZone ?? state.timeZone
      child.handler = state.handler
      child.observedDatafiles = summary
      return child
    }
    let child = Messagevisor(family: family, parent: self, state: childState)
    family.store.withLock { $0.children[ObjectIdentifier(child)] = WeakInstance(instance: child) }
    let bridge = on(.datafileSet) { [weak child] event in
      child?.bridgeDatafileSet(event)
    }
    child.state.withLock { $0.bridge = bridge }
    return MessagevisorChild(child)
  }

  /// Re-emits a parent datafile update as this child's own event.
  private func bridgeDatafileSet(_ event: MessagevisorEvent) {
    guard case .datafileSet(let datafile, let locale, _, _, let replaced) = event.details else {
      return
    }
    let drains = state.withLock { state in
      guard !state.closed else { return false }
      let summary = family.store.withLock { DatafileSummary($0.datafiles) }
      let previous = Self.snapshot(of: state, summary: state.observedDatafiles)
      state.observedDatafiles = summary
      state.version += 1
      let details = MessagevisorEventDetails.datafileSet(
        datafile: datafile,
        locale: locale,
        activeLocale: state.locale,
        previousLocale: state.locale,
        replaced: replaced
      )
      let event = MessagevisorEvent(
        type: .datafileSet,
        version: state.version,
        snapshot: Self.snapshot(of: state, summary: summary),
        previousSnapshot: previous,
        details: details
      )
      let delivery = EventDelivery(event: event, listeners: state.listeners, withChange: true)
      return Self.enqueue(delivery, in: &state)
    }
    if drains { drainDeliveries() }
  }

  /// Closes the instance: subscriptions are cleared and root-owned modules closed in reverse
  /// registration order.
  ///
  /// Every caller, concurrent or repeated, awaits the same cleanup and receives the same
  /// `MessagevisorCloseError` when any module failed to close.
  public func close() async throws {
    let errors = await closeTask().value
    if !errors.isEmpty { throw MessagevisorCloseError(errors: errors) }
  }

  private func closeTask() -> Task<[any Error], Never> {
    let (task, released) = state.withLock { state -> (Task<[any Error], Never>, ClosedState?) in
      if let task = state.closeTask { return (task, nil) }
      state.closed = true
      let released = ClosedState(taking: &state, owned: takeOwnedModules())
      let owned = released.owned
      let bridge = released.bridge
      let pending = state.pendingCleanups
      let task = Task { [self] in
        bridge?()
        for cleanup in pending { await cleanup.value }
        var errors: [any Error] = []
        for module in owned.modules {
          if let error = await self.closeModule(module) { errors.append(error) }
        }
        return errors
      }
      state.closeTask = task
      return (task, released)
    }
    // Outside the lock: children forget the root's modules, then everything the instance
    // held (listeners that may own children, module records, resolvers) is released.
    if let released {
      released.forgetModules()
    }
    return task
  }

  /// Empties the root's module list (reverse order) and registrations, or unregisters a child.
  ///
  /// Children are returned as weak references: making them strong here, under the instance
  /// lock, could make this the last owner of one, whose deinit takes the lock again.
  private func takeOwnedModules() -> OwnedModules {
    family.store.withLock { store in
      store.children.removeValue(forKey: ObjectIdentifier(self))
      guard !isChild else { return OwnedModules() }
      return OwnedModules(
        modules: Handoff.take(&store.modules, leaving: []).reversed(),
        registrations: store.removeAllRegistrations(),
        children: Array(store.children.values)
      )
    }
  }
}
