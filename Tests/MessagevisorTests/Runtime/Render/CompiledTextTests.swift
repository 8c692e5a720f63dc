import Foundation
import MessagevisorTestSupport
import Testing

@testable import Messagevisor

/// Overrides, default translations, a call's default and `formatMessage` strings are rendered
/// from compiled forms too, not through the modules' hooks.
@Suite("Modules: compiled overrides, defaults and formatMessage")
struct CompiledTextTests {
  /// One way a call reaches a text outside the key's stored translation.
  struct Case: Sendable, CustomStringConvertible {
    let name: String
    /// The call, made on an instance with the case's datafile and defaults.
    let call: @Sendable (Messagevisor) throws -> String
    let expected: String
    /// The compiles `setDatafile` must have made before any call.
    let compiledAtStore: [String]
    /// The compiles after the call was made three times.
    let compiledAfter: [String]

    var description: String { name }
  }

  static let matching = MessageOverride(key: "on", translation: "Override {name}")
  static let plainOverride = MessageOverride(key: "plain", translation: "Plain override")

  static func datafile() -> DatafileContent {
    DatafileContent(
      locale: "en",
      messages: [
        "hi": DatafileMessage(overrides: [matching]),
        "bye": DatafileMessage(overrides: [plainOverride]),
      ],
      translations: ["hi": "Hi {name}", "bye": "Bye"])
  }

  static let cases: [Case] = [
    Case(
      name: "a matching override with syntax is compiled when the datafile is stored",
      call: { try $0.translate("hi") }, expected: "[compiled Override {name}]",
      compiledAtStore: ["en:Override {name}"], compiledAfter: ["en:Override {name}"]),
    Case(
      name: "a plain override passes unchanged",
      call: { try $0.translate("bye") }, expected: "Plain override",
      compiledAtStore: ["en:Override {name}"], compiledAfter: ["en:Override {name}"]),
    Case(
      name: "a default translation is compiled once, on first use",
      call: { try $0.translate("fallback") }, expected: "[compiled Default {n}]",
      compiledAtStore: ["en:Override {name}"],
      compiledAfter: ["en:Override {name}", "en:Default {n}"]),
    Case(
      name: "a call's default translation is compiled once",
      call: { try $0.translate("absent", options: TranslateOptions(defaultTranslation: "D {x}")) },
      expected: "[compiled D {x}]", compiledAtStore: ["en:Override {name}"],
      compiledAfter: ["en:Override {name}", "en:D {x}"]),
    Case(
      name: "a formatMessage string is compiled once",
      call: { try $0.formatMessage("Free {text}") }, expected: "[compiled Free {text}]",
      compiledAtStore: ["en:Override {name}"],
      compiledAfter: ["en:Override {name}", "en:Free {text}"]),
  ]

  @Test(arguments: cases)
  func compiled(_ testCase: Case) throws {
    let spy = CompilingModule()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile(),
        defaultTranslations: ["en": ["fallback": "Default {n}"]],
        logLevel: .fatal,
        modules: [spy.module()]))
    #expect(spy.compiles.values.filter { !$0.hasPrefix("en:Hi") } == testCase.compiledAtStore)
    for _ in 0..<3 {
      #expect(try testCase.call(sdk) == testCase.expected)
    }
    #expect(spy.compiles.values.filter { !$0.hasPrefix("en:Hi") } == testCase.compiledAfter)
    #expect(spy.hookCalls.values.isEmpty)
  }

  @Test("A refreshed datafile keeps the compiled forms of an unchanged override")
  func overrideReused() throws {
    let spy = CompilingModule()
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal, modules: [spy.module()]))
    sdk.setDatafile(Self.datafile())
    let before = spy.compiles.count
    sdk.setDatafile(Self.datafile())
    #expect(spy.compiles.count == before)
    var changed = Self.datafile()
    changed.messages["hi"] = DatafileMessage(
      overrides: [MessageOverride(key: "on", translation: "Changed {name}")])
    sdk.setDatafile(changed)
    #expect(Array(spy.compiles.values.dropFirst(before)) == ["en:Changed {name}"])
    #expect(try sdk.translate("hi") == "[compiled Changed {name}]")
  }

  @Test("Removing a module releases the compiled texts it made")
  func removalForgetsTexts() async throws {
    let spy = CompilingModule()
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Self.datafile(), logLevel: .fatal, modules: [spy.module()]))
    _ = try sdk.formatMessage("Free {text}")
    #expect(sdk.family.compiledTexts.count == 1)
    try await sdk.removeModule("compiling")
    #expect(sdk.family.compiledTexts.count == 0)
    #expect(try sdk.formatMessage("Free {text}") == "Free {text}")
  }

  @Test("Adding a module compiles a formatMessage string again for the new plan")
  func newPlanCompilesAgain() throws {
    let spy = CompilingModule()
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Self.datafile(), logLevel: .fatal, modules: [spy.module()]))
    #expect(try sdk.formatMessage("Free {text}") == "[compiled Free {text}]")
    sdk.addModule(MessagevisorModule(name: "other"))
    #expect(try sdk.formatMessage("Free {text}") == "[compiled Free {text}]")
    #expect(spy.compiles.values.filter { $0 == "en:Free {text}" }.count == 2)
  }
}
