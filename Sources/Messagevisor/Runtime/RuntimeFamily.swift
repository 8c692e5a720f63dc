import Foundation
import Synchronization

/// State shared by a root instance and all of its children.
///
/// The store lock is never held while user code, modules or formatters run. When an instance
/// lock and the store lock are both needed, the instance lock is taken first.
final class RuntimeFamily: Sendable {
  let store: Mutex<StoreState>
  let defaultTranslations: [String: [String: String]]
  let defaultFormats: [String: FormatPresets]
  /// `TimeZone.current` captured once when the root was created.
  let hostTimeZone: String

  init(defaultTranslations: [String: [String: String]], defaultFormats: [String: FormatPresets]) {
    self.store = Mutex(StoreState())
    self.defaultTranslations = defaultTranslations
    self.defaultFormats = defaultFormats
    self.hostTimeZone = TimeZone.current.identifier
  }
}

/// A module's resolver registration.
struct ResolverRegistration<Resolver: Sendable>: Sendable {
  let moduleID: UUID
  let resolver: Resolver
}

/// The mutable shared state: datafiles, modules, module resolvers, live children.
struct StoreState: Sendable {
  var datafiles: [String: LocaleData] = [:]
  var modules: [MessagevisorModule] = [] {
    didSet { plan = ModulePlan(modules) }
  }
  /// The hooks of `modules`, as the pipeline reads them.
  private(set) var plan = ModulePlan.empty
  var flagRegistrations: [ResolverRegistration<FlagResolver>] = []
  var variationRegistrations: [ResolverRegistration<VariationResolver>] = []
  var children: [ObjectIdentifier: WeakInstance] = [:]

  /// Moves a module's registration to the top, or removes it for nil.
  static func register<R>(
    _ resolver: R?,
    moduleID: UUID,
    in registrations: inout [ResolverRegistration<R>]
  ) {
    registrations.removeAll { $0.moduleID == moduleID }
    if let resolver {
      registrations.append(ResolverRegistration(moduleID: moduleID, resolver: resolver))
    }
  }

  /// Forgets everything a module registered.
  mutating func removeRegistrations(of moduleID: UUID) {
    flagRegistrations.removeAll { $0.moduleID == moduleID }
    variationRegistrations.removeAll { $0.moduleID == moduleID }
  }
}

/// A weak reference to a live child.
struct WeakInstance: @unchecked Sendable {
  // Safe: the reference itself is only read and written under the store lock, and the
  // referenced instance is Sendable.
  weak var instance: Messagevisor?
}
