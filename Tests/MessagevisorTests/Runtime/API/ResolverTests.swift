import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

@Suite("Flag and variation resolvers")
struct ResolverTests {
  /// A datafile whose `value` message says which resolver answered.
  static var datafile: DatafileContent {
    var datafile = Sample.datafile()
    let flag = Condition.predicate(ConditionPredicate(feature: "flag", operator: "isEnabled"))
    let variation = Condition.predicate(ConditionPredicate(experiment: "exp", value: "b"))
    datafile.messages["value"] = DatafileMessage(overrides: [
      MessageOverride(key: "flag", conditions: flag, translation: "Enabled")
    ])
    datafile.messages["variant"] = DatafileMessage(overrides: [
      MessageOverride(key: "b", conditions: variation, translation: "B")
    ])
    datafile.translations["value"] = "Disabled"
    datafile.translations["variant"] = "A"
    return datafile
  }

  static func flag(_ value: Bool) -> FlagResolver {
    let resolver: FlagResolver = { _, _ in value }
    return resolver
  }

  static func module(_ name: String, flag: Bool?, fails: Bool = false) -> MessagevisorModule {
    MessagevisorModule(
      name: name,
      setup: { api in
        if let flag {
          api.setFlagResolver(Self.flag(flag))
        } else {
          api.setFlagResolver(nil)
        }
        if fails { throw MarkerError("setup") }
      })
  }

  @Test("The constructor resolver answers; setFlagResolver replaces it; nil turns flags off")
  func ownResolver() throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Self.datafile, resolveFlag: Self.flag(true), logLevel: .fatal))
    #expect(try sdk.translate("value") == "Enabled")
    sdk.setFlagResolver(Self.flag(false))
    #expect(try sdk.translate("value") == "Disabled")
    sdk.setFlagResolver(nil)
    #expect(try sdk.translate("value") == "Disabled")
  }

  @Test("Children inherit the parent's resolver dynamically; an explicit nil blocks it")
  func childInheritance() throws {
    let sdk = createMessagevisor(MessagevisorOptions(datafile: Self.datafile, logLevel: .fatal))
    let child = sdk.spawn()
    let blocked = sdk.spawn()
    blocked.setFlagResolver(nil)
    #expect(try child.translate("value") == "Disabled")
    sdk.setFlagResolver(Self.flag(true))
    #expect(try child.translate("value") == "Enabled")
    #expect(try blocked.translate("value") == "Disabled")
    child.setFlagResolver(Self.flag(false))
    #expect(try child.translate("value") == "Disabled")
    #expect(try sdk.translate("value") == "Enabled")
  }

  @Test("Module resolvers win; the most recent registration wins; removal restores")
  func moduleStack() async throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Self.datafile, resolveFlag: Self.flag(false), logLevel: .fatal))
    let child = sdk.spawn()
    child.setFlagResolver(Self.flag(false))
    let removeOn = sdk.addModule(Self.module("on", flag: true))
    #expect(try sdk.translate("value") == "Enabled")
    #expect(try child.translate("value") == "Enabled", "module resolvers beat a child's own")
    let removeOff = sdk.addModule(Self.module("off", flag: false))
    #expect(try sdk.translate("value") == "Disabled")
    try await removeOff()
    #expect(try sdk.translate("value") == "Enabled")
    try await removeOn()
    #expect(try sdk.translate("value") == "Disabled")
    #expect(try child.translate("value") == "Disabled")
  }

  @Test("Re-registering moves a module's resolver to the top; nil removes it")
  func reRegistration() throws {
    let apis = Recorded<MessagevisorModuleApi>()
    let capture = MessagevisorModule(name: "capture", setup: { apis.append($0) })
    let sdk = createMessagevisor(MessagevisorOptions(datafile: Self.datafile, logLevel: .fatal))
    sdk.addModule(capture)
    let api = try #require(apis.last)
    api.setFlagResolver(Self.flag(true))
    sdk.addModule(Self.module("off", flag: false))
    #expect(try sdk.translate("value") == "Disabled")
    api.setFlagResolver(Self.flag(true))
    #expect(try sdk.translate("value") == "Enabled")
    api.setFlagResolver(nil)
    #expect(try sdk.translate("value") == "Disabled")
  }

  @Test("A failed setup removes what it registered")
  func failedSetup() throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Self.datafile, resolveFlag: Self.flag(true), logLevel: .fatal))
    sdk.addModule(Self.module("broken", flag: false, fails: true))
    #expect(try sdk.translate("value") == "Enabled")
  }

  @Test("A removed module's retained API cannot register resolvers")
  func retainedApi() async throws {
    let apis = Recorded<MessagevisorModuleApi>()
    let sdk = createMessagevisor(MessagevisorOptions(datafile: Self.datafile, logLevel: .fatal))
    let remove = sdk.addModule(MessagevisorModule(name: "m", setup: { apis.append($0) }))
    try await remove()
    let api = try #require(apis.last)
    api.setFlagResolver(Self.flag(true))
    #expect(try sdk.translate("value") == "Disabled")
  }

  @Test("Variation resolvers follow the same rules")
  func variations() async throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile, resolveVariation: { _, _ in "a" }, logLevel: .fatal))
    let child = sdk.spawn()
    #expect(try child.translate("variant") == "A")
    let remove = sdk.addModule(
      MessagevisorModule(
        name: "v", setup: { $0.setVariationResolver { key, _ in key == "exp" ? "b" : nil } }))
    #expect(try child.translate("variant") == "B")
    try await remove()
    #expect(try child.translate("variant") == "A")
    sdk.setVariationResolver { _, context in context["v"]?.stringValue }
    #expect(try sdk.translate("variant", options: TranslateOptions(context: ["v": "b"])) == "B")
  }
}
