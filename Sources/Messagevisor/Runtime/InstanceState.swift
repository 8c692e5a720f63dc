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
struct InstanceState: Sendable {
  var context: MessagevisorContext
  var locale: String?
  var currency: String?
  var timeZone: String?
  var flagResolver = ResolverSlot<FlagResolver>()
  var variationResolver = ResolverSlot<VariationResolver>()
  var handler: MessagevisorDiagnosticHandler?
  var logLevel: MessagevisorLogLevel
  var listeners: [MessagevisorEventName: [EventListener]] = [:]
  /// Events waiting to be delivered, in version order.
  var pendingDeliveries: [EventDelivery] = []
  /// True while some thread delivers `pendingDeliveries`.
  var isDelivering = false
  var moduleSubscriptions: [ModuleSubscription] = []
  var apiCache: [UUID: ModuleApiRecord] = [:]
  var nextID = 0
  var version = 0
  var closed = false
  var closeTask: Task<[any Error], Never>?
  var pendingCleanups: [Task<Void, Never>] = []
  var bridge: MessagevisorUnsubscribe?
  var observedDatafiles = DatafileSummary.empty

  init(context: MessagevisorContext, logLevel: MessagevisorLogLevel) {
    self.context = context
    self.logLevel = logLevel
  }

  mutating func makeID() -> Int {
    nextID += 1
    return nextID
  }
}
