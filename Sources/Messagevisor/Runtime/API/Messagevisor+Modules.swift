import Foundation

extension Messagevisor {
  /// Adds a module and runs its setup; returns an idempotent removal.
  ///
  /// A duplicate name reports `duplicate_module`; a failing setup rolls back its registrations
  /// and reports `module_setup_error`. In both cases the returned removal does nothing.
  @discardableResult
  public func addModule(_ module: MessagevisorModule) -> MessagevisorModuleRemoval {
    guard !isChild else {
      return { throw MessagevisorError("Modules are managed by the parent Messagevisor instance.") }
    }
    guard !state.withLock({ $0.closed }) else { return {} }
    let added = family.store.withLock { store in
      if let name = module.name, store.modules.contains(where: { $0.name == name }) {
        return false
      }
      store.modules.append(module)
      return true
    }
    guard added else {
      report(
        Diagnostics.module(
          code: .duplicateModule, message: "Duplicate module name", moduleName: module.name))
      return {}
    }
    if let setup = module.setup {
      do {
        try setup(api(for: module))
      } catch {
        failSetup(of: module, error: error)
        return {}
      }
    }
    recompileStoredDatafiles()
    let once = OnceFlag()
    return { [weak self] in
      guard once.claim(), let self else { return }
      try await self.remove(module)
    }
  }

  /// Removes every module with `name` and closes each; failures are thrown together.
  public func removeModule(_ name: String) async throws {
    guard !isChild else {
      throw MessagevisorError("Modules are managed by the parent Messagevisor instance.")
    }
    let removed = family.store.withLock { store in
      store.modules.filter { $0.name == name }
    }
    var errors: [any Error] = []
    for module in removed where detach(module) {
      if let error = await closeModule(module) { errors.append(error) }
    }
    if !errors.isEmpty { throw MessagevisorCloseError(errors: errors) }
  }

  private func remove(_ module: MessagevisorModule) async throws {
    guard detach(module) else { return }
    await awaitPendingCleanups()
    if let error = await closeModule(module) { throw error }
  }

  /// Removes a module's registrations everywhere; false when it was no longer active.
  @discardableResult
  func detach(_ module: MessagevisorModule) -> Bool {
    let (removed, children) = family.store.withLock { store in
      let modules = Handoff.remove(from: &store.modules) { $0.identity == module.identity }
      let registrations = store.removeRegistrations(of: module.identity)
      return ((modules, registrations), store.children.values.map { $0 })
    }
    forgetModule(module.identity)
    for child in children {
      child.instance?.forgetModule(module.identity)
    }
    // Released here, after every lock: the module, its resolvers and any child they own.
    withExtendedLifetime(removed) {}
    guard !removed.0.isEmpty else { return false }
    recompileStoredDatafiles()
    return true
  }

  /// Gives each stored datafile with message syntax compiled forms for the current modules.
  ///
  /// Runs after a module is added or removed. A datafile stored before its modules were added
  /// (the initializer stores it first) is compiled here; one compiled for earlier modules is
  /// replaced. Compiling runs module code,
  /// so it happens outside the locks and the result is swapped in only while the store still
  /// holds the same datafile and modules (else a newer writer compiled its own). The compiled
  /// texts outside the datafiles are forgotten, so no removed module's forms stay alive in
  /// that cache (they are released here, outside every lock).
  func recompileStoredDatafiles() {
    family.compiledTexts.removeAll()
    let (stored, plan) = family.store.withLock { ($0.datafiles.entries, $0.plan) }
    guard plan.compiles else { return }
    for entry in stored where entry.data.hasSyntax {
      let rebuilt = LocaleData(recompiling: entry.data)
      rebuilt.compile(plan: plan, engine: family.formattingEngine)
      family.store.withLock { store in
        guard store.datafiles[entry.locale] === entry.data, store.plan === plan else { return }
        store.datafiles[entry.locale] = rebuilt
      }
    }
  }

  /// Calls a module's close; a failure is reported as `module_close_error` and returned.
  func closeModule(_ module: MessagevisorModule) async -> (any Error)? {
    guard let close = module.close else { return nil }
    do {
      try await close()
      return nil
    } catch {
      report(
        Diagnostics.module(
          code: .moduleCloseError,
          message: "Module close failed",
          moduleName: module.name,
          error: error
        ))
      return error
    }
  }

  private func failSetup(of module: MessagevisorModule, error: any Error) {
    detach(module)
    if module.close != nil {
      let cleanup = Task { [self] in
        _ = await self.closeModule(module)
      }
      state.withLock { $0.pendingCleanups.append(cleanup) }
    }
    report(
      Diagnostics.module(
        code: .moduleSetupError,
        message: "Module setup failed",
        moduleName: module.name,
        error: error
      ))
  }

  private func awaitPendingCleanups() async {
    let pending = state.withLock { $0.pendingCleanups }
    for cleanup in pending {
      await cleanup.value
    }
  }
}
