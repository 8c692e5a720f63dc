import Messagevisor

/// Vectors of the `modules` contract and `hardening.moduleSetup`.
enum ModuleContractVectors {
  static func vectors(_ fixture: ConformanceFixture) -> [ConformanceVector] {
    [
      ConformanceVector(section: "modules", id: "close order") { try await closeOrder(fixture) },
      ConformanceVector(section: "modules", id: "resolver rollback") {
        try await resolverRollback(fixture)
      },
      ConformanceVector(section: "modules", id: "close failure") {
        try await closeFailure(fixture)
      },
    ] + ModuleSetupVector.vectors(fixture)
  }

  /// A module that records its name when closed.
  static func recording(_ name: String, into closed: ConformanceRecorder<String>)
    -> MessagevisorModule
  {
    MessagevisorModule(name: name, close: { closed.append(name) })
  }

  /// Duplicate, failed-setup, removed and regular modules close once each, in the order
  /// `broken, dynamic, last, first, duplicate`.
  private static func closeOrder(_ fixture: ConformanceFixture) async throws {
    let contract = fixture.modules
    try Check.equal(contract.closeOrder, "reverse", "modules.closeOrder")
    try Check.that(contract.removalIsIdempotent, "the fixture expects a non-idempotent removal")
    let log = ConformanceRecorder<MessagevisorDiagnostic>()
    let closed = ConformanceRecorder<String>()
    let sdk = createMessagevisor(MessagevisorOptions(onDiagnostic: log.handler, logLevel: .debug))
    sdk.addModule(recording("duplicate", into: closed))
    sdk.addModule(recording("duplicate", into: closed))
    let broken = MessagevisorModule(
      name: "broken",
      setup: { _ in throw MessagevisorError("setup failed") },
      close: { closed.append("broken") }
    )
    sdk.addModule(broken)
    let remove = sdk.addModule(recording("dynamic", into: closed))
    try await Check.noThrowAsync("first removal of dynamic") { try await remove() }
    try await Check.noThrowAsync("second removal of dynamic") { try await remove() }
    sdk.addModule(recording("first", into: closed))
    sdk.addModule(recording("last", into: closed))
    try await Check.noThrowAsync("close()") { try await sdk.close() }
    try Check.that(log.codes.contains(contract.duplicateCode), "no \(contract.duplicateCode)")
    try Check.that(log.codes.contains(contract.setupFailureCode), "no \(contract.setupFailureCode)")
    try Check.equal(
      closed.values, ["broken", "dynamic", "last", "first", "duplicate"], "close order")
  }

  /// Module resolvers win over the constructor's; failed setup and removal restore it.
  private static func resolverRollback(_ fixture: ConformanceFixture) async throws {
    let contract = fixture.modules
    var datafile = try fixture.fixtureDatafile()
    let flag = ConditionPredicate(feature: "flag", operator: "isEnabled")
    datafile.segments = ["enabled": Segment(conditions: .predicate(flag))]
    let override = MessageOverride(
      key: "enabled", segments: .key("enabled"), translation: "Enabled")
    datafile.messages = ["value": DatafileMessage(overrides: [override])]
    datafile.translations = ["value": "Disabled"]
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: datafile, resolveFlag: { _, _ in false }, logLevel: .fatal))
    let child = sdk.spawn()
    let remove = sdk.addModule(
      MessagevisorModule(name: "enabled", setup: { api in api.setFlagResolver { _, _ in true } }))
    try Check.equal(try child.translate("value"), "Enabled", "child with the module resolver")
    let broken = MessagevisorModule(
      name: "broken",
      setup: { api in
        api.setFlagResolver { _, _ in false }
        throw MessagevisorError("setup failed")
      }
    )
    sdk.addModule(broken)
    let afterFailure = try sdk.translate("value") == "Enabled"
    try Check.equal(
      afterFailure, contract.failedSetupRestoresPreviousResolvers, "failed setup restores resolver")
    try await Check.noThrowAsync("removal of enabled") { try await remove() }
    let rootRestored = try sdk.translate("value") == "Disabled"
    let childRestored = try child.translate("value") == "Disabled"
    try Check.equal(
      rootRestored, contract.removalRestoresPreviousResolvers, "removal restores root resolver")
    try Check.equal(
      childRestored, contract.removalRestoresPreviousResolvers, "removal restores child resolver")
  }

  /// A failing close is reported and aggregated; the others still close, in reverse order.
  private static func closeFailure(_ fixture: ConformanceFixture) async throws {
    let contract = fixture.modules
    let closed = ConformanceRecorder<String>()
    let plain = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    let remove = plain.addModule(recording("removed", into: closed))
    try await Check.noThrowAsync("removal of removed") { try await remove() }
    try Check.equal(closed.values == ["removed"], contract.removalClosesModule, "removal closes")

    let log = ConformanceRecorder<MessagevisorDiagnostic>()
    let sdk = createMessagevisor(MessagevisorOptions(onDiagnostic: log.handler, logLevel: .debug))
    for name in ["first", "failing", "last"] {
      let module = MessagevisorModule(
        name: name,
        close: {
          closed.append(name)
          if name == "failing" { throw MessagevisorError("canonical close failure") }
        }
      )
      sdk.addModule(module)
    }
    let error = try await Check.throwsErrorAsync("close()") { try await sdk.close() }
    guard let aggregate = error as? MessagevisorCloseError else {
      throw ConformanceFailure("close() threw \(Check.describe(error)), not MessagevisorCloseError")
    }
    try Check.equal(aggregate.errors.count, 1, "aggregated close errors")
    try Check.equal(closed.values, ["removed", "last", "failing", "first"], "close order")
    guard let failure = log.values.first(where: { $0.code == contract.closeFailureCode }) else {
      throw ConformanceFailure("no \(contract.closeFailureCode) diagnostic: \(log.codes)")
    }
    try Check.equal(failure.moduleName, "failing", "moduleName of \(contract.closeFailureCode)")
    try Check.equal(failure.originalError, "canonical close failure", "originalError")
  }
}
