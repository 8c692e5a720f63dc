import Foundation

extension Messagevisor {
  /// The API of `module` on this instance, created once and cached.
  ///
  /// A call racing with the module's removal (a translation that read the module list just
  /// before) gets an inert API that is not cached: otherwise it would outlive the removal
  /// and could still register resolvers. The registration check runs under the instance
  /// lock, which `forgetModule` also needs, so a removal either is seen here or revokes the
  /// cached API afterwards.
  func api(for module: MessagevisorModule) -> MessagevisorModuleApi {
    state.withLock { state in
      if let record = state.apiCache.first(where: { $0.moduleID == module.identity }) {
        return record.api
      }
      let token = ApiToken()
      let api = makeApi(moduleID: module.identity, name: module.name, token: token)
      let registered = family.store.withLock { store in
        store.modules.contains { $0.identity == module.identity }
      }
      guard registered, !state.closed else {
        token.revoke()
        return api
      }
      state.apiCache.append(ModuleApiRecord(moduleID: module.identity, api: api, token: token))
      return api
    }
  }

  func makeApi(moduleID: UUID, name: String?, token: ApiToken) -> MessagevisorModuleApi {
    MessagevisorModuleApi(
      setFlagResolver: { [family] resolver in
        guard !token.isRevoked else { return }
        family.store.withLock {
          StoreState.register(resolver, moduleID: moduleID, in: &$0.flagRegistrations)
        }
      },
      setVariationResolver: { [family] resolver in
        guard !token.isRevoked else { return }
        family.store.withLock {
          StoreState.register(resolver, moduleID: moduleID, in: &$0.variationRegistrations)
        }
      },
      getRevision: { [weak self] locale in
        guard let self else { throw MessagevisorError("Messagevisor instance is gone") }
        return try self.getRevision(locale: locale)
      },
      onDiagnostic: { [weak self] handler, options in
        guard !token.isRevoked, let self else { return {} }
        return self.addModuleSubscription(moduleID: moduleID, handler: handler, options: options)
      },
      reportDiagnostic: { [weak self] reported in
        guard !token.isRevoked, let self else { return }
        let diagnostic = MessagevisorDiagnostic(
          level: reported.level,
          code: reported.code,
          message: reported.message,
          details: reported.details,
          module: name,
          originalError: reported.originalError
        )
        self.report(diagnostic, excludingModule: moduleID)
      }
    )
  }

  private func addModuleSubscription(
    moduleID: UUID,
    handler: @escaping MessagevisorDiagnosticHandler,
    options: MessagevisorModuleDiagnosticOptions
  ) -> MessagevisorUnsubscribe {
    let id: Int? = state.withLock { state in
      guard !state.closed else { return nil }
      let id = state.makeID()
      let subscription = ModuleSubscription(
        id: id,
        moduleID: moduleID,
        handler: handler,
        logLevel: options.logLevel
      )
      state.moduleSubscriptions.append(subscription)
      return id
    }
    guard let id else { return {} }
    return { [weak self] in
      let removed = self?.state.withLock { state in
        Handoff.remove(from: &state.moduleSubscriptions) { $0.id == id }
      }
      withExtendedLifetime(removed) {}
    }
  }

  /// Drops a module's subscriptions and cached API on this instance; the API turns inert.
  ///
  /// What it removes (handlers and the API's closures) is released after unlocking.
  func forgetModule(_ moduleID: UUID) {
    let removed = state.withLock { state in
      let subscriptions = Handoff.remove(from: &state.moduleSubscriptions) {
        $0.moduleID == moduleID
      }
      let records = Handoff.remove(from: &state.apiCache) { $0.moduleID == moduleID }
      for record in records { record.token.revoke() }
      return (subscriptions, records)
    }
    withExtendedLifetime(removed) {}
  }
}
