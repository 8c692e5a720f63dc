import Foundation

/// The mutable shared state: datafiles, modules, module resolvers, live children.
///
/// The locking rule of `InstanceState` applies: removed modules and registrations are handed
/// to the caller and released after unlocking. Replacing a datafile releases the old
/// `LocaleData` under the lock, which is safe: it is plain data whose release runs no code of
/// anyone's.
struct StoreState: Sendable {
  /// Advanced after every change of `datafiles` or `modules` (see `CallState`).
  let generation: StoreGeneration
  var datafiles = LocaleTable() {
    didSet { generation.advance() }
  }
  var modules: [MessagevisorModule] = [] {
    didSet {
      plan = ModulePlan(modules)
      generation.advance()
    }
  }
  /// The hooks of `modules`, as the pipeline reads them.
  private(set) var plan = ModulePlan.empty
  var flagRegistrations: [ResolverRegistration<FlagResolver>] = []
  var variationRegistrations: [ResolverRegistration<VariationResolver>] = []
  var children: [ObjectIdentifier: WeakInstance] = [:]

  init(generation: StoreGeneration) {
    self.generation = generation
  }

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

  /// Forgets everything a module registered and hands it to the caller, who releases it
  /// after unlocking (see `Handoff`).
  mutating func removeRegistrations(of moduleID: UUID) -> RemovedRegistrations {
    RemovedRegistrations(
      flags: Handoff.remove(from: &flagRegistrations) { $0.moduleID == moduleID },
      variations: Handoff.remove(from: &variationRegistrations) { $0.moduleID == moduleID }
    )
  }

  /// Forgets every registration and hands them to the caller.
  mutating func removeAllRegistrations() -> RemovedRegistrations {
    RemovedRegistrations(
      flags: Handoff.take(&flagRegistrations, leaving: []),
      variations: Handoff.take(&variationRegistrations, leaving: [])
    )
  }
}

/// Resolver registrations taken out of the store, released by whoever holds them.
struct RemovedRegistrations {
  let flags: [ResolverRegistration<FlagResolver>]
  let variations: [ResolverRegistration<VariationResolver>]
}
