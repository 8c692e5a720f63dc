/// What `close()` takes out of an instance, released only after the instance lock is dropped.
///
/// Listeners, queued deliveries, module subscriptions and cached module APIs are closures that
/// can own the last reference to a child; releasing them under the lock would let the child's
/// deinit lock the instance again (see `Handoff`).
struct ClosedState {
  private let listeners: [MessagevisorEventName: [EventListener]]
  private let deliveries: [EventDelivery]
  private let subscriptions: [ModuleSubscription]
  private let apis: [ModuleApiRecord]
  /// The parent-bridge unsubscribe of a child, run by the close task.
  let bridge: MessagevisorUnsubscribe?
  /// The root's modules, registrations and children (empty for a child).
  let owned: OwnedModules

  /// Empties `state`'s subscriptions, revokes its module APIs and keeps what it removed,
  /// together with the modules the instance owned.
  init(taking state: inout InstanceState, owned: OwnedModules) {
    self.owned = owned
    listeners = Handoff.take(&state.listeners, leaving: [:])
    deliveries = Handoff.take(&state.pendingDeliveries, leaving: [])
    subscriptions = Handoff.take(&state.moduleSubscriptions, leaving: [])
    apis = Handoff.take(&state.apiCache, leaving: [])
    bridge = state.bridge.take()
    for record in apis { record.token.revoke() }
  }

  /// Makes every live child forget the closed root's modules (call outside any lock).
  func forgetModules() {
    for module in owned.modules {
      for child in owned.children {
        child.instance?.forgetModule(module.identity)
      }
    }
  }
}

/// The modules, registrations and children a root hands over when it closes.
struct OwnedModules {
  /// The root's modules in reverse registration order (the order they are closed in).
  var modules: [MessagevisorModule] = []
  var registrations: RemovedRegistrations?
  var children: [WeakInstance] = []
}
