import Foundation

/// The mutable shared state: datafiles, modules, module resolvers, live children.
struct StoreState: Sendable {
  var datafiles = LocaleTable()
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
