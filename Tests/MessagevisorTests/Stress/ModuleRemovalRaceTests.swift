import Foundation
import Testing

@testable import Messagevisor

/// The window between a translation reading the module list and asking for a module's API:
/// if the module is removed in between, the API it gets must be inert and not cached.
@Suite("Module removal race")
struct ModuleRemovalRaceTests {
  static func module() -> MessagevisorModule {
    MessagevisorModule(name: "late", format: { _, _ in nil })
  }

  @Test("An API asked for after removal is inert and not cached")
  func apiAfterRemoval() async throws {
    let root = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    let module = Self.module()
    let removal = root.addModule(module)
    try await removal()
    let api = root.api(for: module)
    api.setFlagResolver { _, _ in true }
    #expect(root.effectiveFlagResolver() == nil)
    #expect(!root.state.withLock { $0.apiCache.contains { $0.moduleID == module.identity } })
  }

  @Test("A child's API asked for after removal is inert too")
  func childApiAfterRemoval() async throws {
    let root = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    let child = root.spawn()
    let module = Self.module()
    root.addModule(module)
    try await root.removeModule("late")
    let api = child.base.api(for: module)
    api.setVariationResolver { _, _ in "b" }
    #expect(child.base.effectiveVariationResolver() == nil)
  }

  @Test("An API of a registered module is cached and live")
  func registeredModule() {
    let root = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    let module = Self.module()
    root.addModule(module)
    let api = root.api(for: module)
    api.setFlagResolver { _, _ in true }
    #expect(root.effectiveFlagResolver() != nil)
    #expect(root.state.withLock { $0.apiCache.contains { $0.moduleID == module.identity } })
  }
}
