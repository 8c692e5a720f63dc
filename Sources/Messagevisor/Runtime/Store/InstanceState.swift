import Foundation

/// A resolver slot: unset (inherit), or explicitly set (possibly to nil).
struct ResolverSlot<Resolver: Sendable>: Sendable {
  var isExplicit = false
  var resolver: Resolver?
}

/// A registered event listener.
struct EventListener: Sendable {
  let id: Int
  let callback: MessagevisorEventCallback
}

/// A module's diagnostic subscription on one instance.
struct ModuleSubscription: Sendable {
  let id: Int
  let moduleID: UUID
  let handler: MessagevisorDiagnosticHandler
  let logLevel: MessagevisorLogLevel
}

/// Per-instance mutable state, guarded by the instance lock.
///
/// The locking rule: inside `state.withLock` (and `family.store.withLock`) nothing runs user
/// code, calls a module or formatter, or releases the last reference to a closure, listener,
/// child, module or cached API. A release can run a `deinit`, and a child's `deinit` takes
/// its parent's lock and the store lock. So a critical section that removes such a value
/// moves it out (`Handoff.take`, `Handoff.remove`) and returns it; the caller drops it after
/// unlocking, as `on`'s unsubscribe, `forgetModule`, `detach` and `close()` (`ClosedState`)
/// do. Weak child references stay weak while a lock is held. Plain data (context values,
/// strings, datafiles and their tables) may be released under the lock.
struct InstanceState: Sendable {
  var context: MessagevisorContext {
    didSet { invalidateCallState() }
  }
  var locale: String? {
    didSet { invalidateCallState() }
  }
  var currency: String? {
    didSet { invalidateCallState() }
  }
  var timeZone: String? {
    didSet { invalidateCallState() }
  }
  /// Advanced after every change a call snapshot depends on; read without the lock by
  /// `Messagevisor.callState(_:)`, which compares it with its thread's copy.
  let changes = ChangeCounter()
  /// The call state of the active locale; rebuilt on first use after one of the four above
  /// changes or the store's generation moves. Never released under the lock: a rebuild hands
  /// the old one out (it holds module closures).
  private var callCache: CallState?
  private var callCacheIsStale = false
  var flagResolver = ResolverSlot<FlagResolver>()
  var variationResolver = ResolverSlot<VariationResolver>()
  var handler: MessagevisorDiagnosticHandler?
  var logLevel: MessagevisorLogLevel {
    didSet { updateThreshold() }
  }
  /// The higher of `logLevel` and the subscriptions' levels, readable without the lock by
  /// `Messagevisor.wouldDeliver(_:)`.
  let threshold: DeliveryThreshold
  var listeners: [MessagevisorEventName: [EventListener]] = [:]
  /// Events waiting to be delivered, in version order.
  var pendingDeliveries: [EventDelivery] = []
  /// True while some thread delivers `pendingDeliveries`.
  var isDelivering = false
  var moduleSubscriptions: [ModuleSubscription] = [] {
    didSet { updateThreshold() }
  }
  /// Module APIs by module, in a short array: a handful of modules, scanned by identity.
  var apiCache: [ModuleApiRecord] = []
  var nextID = 0
  var version = 0
  var closed = false {
    didSet { invalidateCallState() }
  }
  var closeTask: Task<[any Error], Never>?
  var pendingCleanups: [Task<Void, Never>] = []
  var bridge: MessagevisorUnsubscribe?
  var observedDatafiles = DatafileSummary.empty

  init(context: MessagevisorContext, logLevel: MessagevisorLogLevel) {
    self.context = context
    self.logLevel = logLevel
    self.threshold = DeliveryThreshold(logLevel)
  }

  /// Stores the level a diagnostic must not exceed to reach the handler or a subscription.
  private func updateThreshold() {
    let subscribed = moduleSubscriptions.lazy.map(\.logLevel).max() ?? .fatal
    threshold.store(max(logLevel, subscribed))
  }

  /// The cached call state when it is current for `requested` (nil: the active locale) and
  /// the store `generation`.
  func cachedCallState(_ requested: String?, generation: Int) -> CallState? {
    guard let cached = callCache, !callCacheIsStale, cached.generation == generation,
      requested == nil || requested == cached.locale
    else { return nil }
    return cached
  }

  /// Keeps `built` when it is the active locale's; returns the state it replaces, which the
  /// caller releases after unlocking.
  mutating func cache(_ built: CallState) -> CallState? {
    guard built.locale == locale else { return nil }
    callCacheIsStale = false
    return Handoff.take(&callCache, leaving: built)
  }

  /// Marks the cached call state stale and advances `changes`, so that every thread's copy is
  /// stale too; called under the lock, after the change.
  mutating func invalidateCallState() {
    callCacheIsStale = true
    changes.advance()
  }

  mutating func makeID() -> Int {
    nextID += 1
    return nextID
  }
}
