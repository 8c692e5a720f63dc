import Foundation
import MessagevisorTestSupport
import Testing

@testable import Messagevisor

@Suite("Modules: lifecycle")
struct ModuleLifecycleTests {
  @Test("A duplicate name is reported, not set up, and its removal does nothing")
  func duplicateModule() async throws {
    let setups = Recorded<String>()
    let closed = Recorded<String>()
    func module(_ tag: String) -> MessagevisorModule {
      MessagevisorModule(
        name: "same", setup: { _ in setups.append(tag) }, format: { _, _ in tag },
        close: { closed.append(tag) })
    }
    let probe = RuntimeProbe(MessagevisorOptions(locale: "en"))
    probe.sdk.addModule(module("first"))
    let removeSecond = probe.sdk.addModule(module("second"))
    try await removeSecond()
    #expect(setups.values == ["first"])
    #expect(closed.values.isEmpty)
    #expect(try probe.sdk.formatMessage("x") == "first")
    let duplicate = try #require(probe.diagnostics("duplicate_module").first)
    #expect(duplicate.moduleName == "same")
    #expect(duplicate.message == "Duplicate module name")
  }

  @Test("Anonymous modules never collide")
  func anonymousModules() throws {
    let probe = RuntimeProbe(MessagevisorOptions(locale: "en"))
    for index in 0..<3 {
      probe.sdk.addModule(
        MessagevisorModule(format: { payload, _ in payload.translation + "\(index)" }))
    }
    #expect(try probe.sdk.formatMessage("x") == "x012")
    #expect(probe.diagnostics("duplicate_module").isEmpty)
  }

  @Test("A failing setup rolls back subscriptions and resolvers, closes once, and is not added")
  func setupFailure() async throws {
    let closed = Recorded<String>()
    let seen = Recorded<String>()
    let broken = MessagevisorModule(
      name: "broken",
      setup: { api in
        _ = api.onDiagnostic(
          { seen.append($0.code) }, MessagevisorModuleDiagnosticOptions(logLevel: .debug))
        api.setFlagResolver { _, _ in true }
        throw MarkerError("setup broke")
      },
      format: { _, _ in "formatted" },
      close: { closed.append("broken") })
    let probe = RuntimeProbe(MessagevisorOptions(datafile: ResolverTests.datafile))
    let child = probe.sdk.spawn()
    let remove = probe.sdk.addModule(broken)
    try await remove()
    try await probe.sdk.close()
    #expect(closed.values == ["broken"])
    let failure = try #require(probe.diagnostics("module_setup_error").first)
    #expect(failure.moduleName == "broken")
    #expect(failure.originalError == "setup broke")
    #expect(failure.message == "Module setup failed")
    #expect(try child.translate("value") == "Disabled")
    #expect(try probe.sdk.formatMessage("x") == "x")
    #expect(seen.values.isEmpty, "the failed module's subscription was removed: \(seen.values)")
  }

  @Test("The removal closure is idempotent, even when called concurrently")
  func idempotentRemoval() async throws {
    let closed = Recorded<String>()
    let sdk = createMessagevisor(MessagevisorOptions(locale: "en", logLevel: .fatal))
    let remove = sdk.addModule(Sample.closing("m", into: closed))
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask { try? await remove() }
      }
    }
    try await remove()
    #expect(closed.values == ["m"])
    sdk.addModule(Sample.closing("m", into: closed))
    try await sdk.close()
    #expect(closed.values == ["m", "m"], "the name can be reused")
  }

  @Test("A failing close on removal is reported and rethrown")
  func removalCloseFailure() async throws {
    let original = MarkerError("close broke")
    let probe = RuntimeProbe(MessagevisorOptions(locale: "en"))
    let remove = probe.sdk.addModule(MessagevisorModule(name: "m", close: { throw original }))
    await #expect {
      try await remove()
    } throws: { ($0 as? MarkerError) === original }
    let failure = try #require(probe.diagnostics("module_close_error").first)
    #expect(failure.moduleName == "m")
    #expect(failure.originalError == "close broke")
    try await remove()
  }

  @Test("removeModule(name) removes and closes every module with that name")
  func removeModuleByName() async throws {
    let closed = Recorded<String>()
    let trace = Recorded<String>()
    let sdk = createMessagevisor(MessagevisorOptions(locale: "en", logLevel: .fatal))
    sdk.addModule(ModulePipelineTests.marker("a", trace: trace))
    sdk.addModule(Sample.closing("gone", into: closed))
    sdk.addModule(MessagevisorModule(format: { payload, _ in payload.translation + "!" }))
    try await sdk.removeModule("gone")
    try await sdk.removeModule("gone")
    try await sdk.removeModule("never-added")
    #expect(closed.values == ["gone"])
    try await sdk.removeModule("a")
    #expect(try sdk.formatMessage("x") == "x!")
    sdk.addModule(Sample.closing("gone", into: closed))
    try await sdk.removeModule("gone")
    #expect(closed.values == ["gone", "gone"])
  }

  @Test("removeModule aggregates close failures")
  func removeModuleFailure() async throws {
    let sdk = createMessagevisor(MessagevisorOptions(locale: "en", logLevel: .fatal))
    sdk.addModule(MessagevisorModule(name: "bad", close: { throw MarkerError("one") }))
    await #expect {
      try await sdk.removeModule("bad")
    } throws: { error in
      guard let aggregate = error as? MessagevisorCloseError else { return false }
      return aggregate.errors.count == 1
        && aggregate.description == "One or more Messagevisor modules failed to close."
    }
  }

  @Test("Children do not own modules: the internal calls throw")
  func childModules() async throws {
    let sdk = createMessagevisor(MessagevisorOptions(locale: "en", logLevel: .fatal))
    let child = sdk.spawn()
    let expected = MessagevisorError("Modules are managed by the parent Messagevisor instance.")
    let removal = child.base.addModule(MessagevisorModule(name: "m", format: { _, _ in "child" }))
    await #expect(throws: expected) { try await removal() }
    await #expect(throws: expected) { try await child.base.removeModule("m") }
    #expect(try child.formatMessage("x") == "x", "the module was not added")
  }

  @Test("Modules are read from the root at call time by every child")
  func dynamicModules() async throws {
    let sdk = createMessagevisor(MessagevisorOptions(locale: "en", logLevel: .fatal))
    let child = sdk.spawn()
    let remove = sdk.addModule(
      MessagevisorModule(name: "up", transform: { p, _ in p.translation.uppercased() }))
    #expect(try child.formatMessage("x") == "X")
    try await remove()
    #expect(try child.formatMessage("x") == "x")
  }

  @Test("A removed module's retained API is inert")
  func inertApi() async throws {
    let apis = Recorded<MessagevisorModuleApi>()
    let seen = Recorded<String>()
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()))
    let remove = probe.sdk.addModule(MessagevisorModule(name: "m", setup: { apis.append($0) }))
    let api = try #require(apis.last)
    #expect(try api.getRevision(nil) == "1")
    try await remove()
    let unsubscribe = api.onDiagnostic({ seen.append($0.code) }, .init(logLevel: .debug))
    unsubscribe()
    api.reportDiagnostic(.init(level: .error, code: "late", message: "late"))
    _ = try probe.sdk.translate("missing")
    #expect(seen.values.isEmpty)
    #expect(!probe.codes.contains("late"))
  }

  @Test("A child evaluating a module gets its own API bound to the child")
  func childApi() throws {
    let reports = Recorded<MessagevisorModuleApi>()
    let module = MessagevisorModule(
      name: "r",
      format: { payload, api in
        reports.append(api)
        api.reportDiagnostic(.init(level: .error, code: "reported", message: "m"))
        return nil
      })
    let rootEvents = Recorded<MessagevisorEvent>()
    let childEvents = Recorded<MessagevisorEvent>()
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Sample.datafile(), logLevel: .fatal, modules: [module]))
    sdk.on(.error) { rootEvents.append($0) }
    let child = sdk.spawn(options: SpawnOptions(locale: "nl"))
    child.on(.error) { childEvents.append($0) }
    _ = try child.formatMessage("x")
    _ = try child.formatMessage("y")
    #expect(rootEvents.count == 0)
    #expect(childEvents.count == 2)
    #expect(throws: MessagevisorError.self) { try reports.last?.getRevision(nil) }
    #expect(try reports.last?.getRevision("en") == "1")
  }

  @Test("Removing a module clears the subscriptions it made on live children")
  func childSubscriptionsCleared() async throws {
    let seen = Recorded<String>()
    let subscribed = Recorded<Bool>()
    let module = MessagevisorModule(
      name: "watcher",
      format: { _, api in
        if subscribed.count == 0 {
          subscribed.append(true)
          _ = api.onDiagnostic({ seen.append($0.code) }, .init(logLevel: .debug))
        }
        return nil
      })
    let sdk = createMessagevisor(MessagevisorOptions(datafile: Sample.datafile(), logLevel: .fatal))
    let remove = sdk.addModule(module)
    let child = sdk.spawn()
    _ = try child.formatMessage("x")
    _ = try child.translate("missing")
    #expect(seen.values == ["missing_translation"])
    try await remove()
    _ = try child.translate("missing")
    _ = try sdk.translate("missing")
    #expect(seen.values == ["missing_translation"])
  }
}
