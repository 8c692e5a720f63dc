import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

/// A compiled message that renders `[compiled <text>]` and counts its calls.
final class BracketMessage: MessagevisorCompiledMessage {
  let text: String
  let calls: Recorded<String>

  init(_ text: String, calls: Recorded<String>) {
    self.text = text
    self.calls = calls
  }

  func format(_ payload: MessagevisorFormatPayload, api: MessagevisorModuleApi) throws -> String? {
    calls.append(text)
    if text.contains("{boom}") { throw MessagevisorError("compiled boom") }
    return "[compiled \(text)]"
  }
}

/// A module that compiles texts with `{`, records compiles and hook calls, and declares the
/// message-syntax scope.
struct CompilingModule {
  let compiles = Recorded<String>()
  let hookCalls = Recorded<String>()
  let renders = Recorded<String>()

  func module(name: String = "compiling") -> MessagevisorModule {
    let compiles = self.compiles
    let hookCalls = self.hookCalls
    let renders = self.renders
    return MessagevisorModule(
      name: name,
      format: { payload, _ in
        hookCalls.append(payload.translation)
        return "[hook \(payload.translation)]"
      },
      formatScope: .messageSyntax,
      compile: { input in
        compiles.append("\(input.locale):\(input.translation)")
        return BracketMessage(input.translation, calls: renders)
      })
  }
}

@Suite("Modules: compiled translations and declared scope")
struct CompiledMessageTests {
  static func datafile(_ translations: [String: String], locale: String = "en") -> DatafileContent {
    DatafileContent(locale: locale, translations: translations)
  }

  @Test(
    "A stored translation with syntax is compiled once and rendered by its compiled form",
    arguments: [1, 5, 40])
  func compiledOnce(calls: Int) throws {
    let spy = CompilingModule()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile(["hi": "Hi {name}"]), logLevel: .fatal, modules: [spy.module()]))
    for _ in 0..<calls {
      #expect(try sdk.translate("hi") == "[compiled Hi {name}]")
    }
    #expect(spy.compiles.values == ["en:Hi {name}"])
    #expect(spy.renders.count == calls)
    #expect(spy.hookCalls.count == 0)
  }

  @Test("Children render the root's compiled forms without compiling again")
  func childrenShare() throws {
    let spy = CompilingModule()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile(["hi": "Hi {name}"]), logLevel: .fatal, modules: [spy.module()]))
    _ = try sdk.translate("hi")
    let child = sdk.spawn()
    #expect(try child.translate("hi") == "[compiled Hi {name}]")
    #expect(spy.compiles.count == 1)
  }

  @Test("A translate call with module options still gets compiled forms")
  func moduleOptionsCompiled() throws {
    let spy = CompilingModule()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile(["hi": "Hi {name}"]), logLevel: .fatal, modules: [spy.module()]))
    let options = TranslateOptions(moduleOptions: ["compiling": .object([:])])
    #expect(try sdk.translate("hi", options: options) == "[compiled Hi {name}]")
    #expect(spy.hookCalls.values.isEmpty)
  }

  @Test("Plain translations ask no module when every formatter declares message syntax")
  func plainSkipsModules() throws {
    let spy = CompilingModule()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile(["plain": "Sign in", "quote": "It's"]), logLevel: .fatal,
        modules: [spy.module()]))
    #expect(try sdk.translate("plain") == "Sign in")
    #expect(try sdk.translate("quote") == "[compiled It's]")
    #expect(spy.hookCalls.count == 0)
    #expect(spy.compiles.values == ["en:It's"])
  }

  @Test("A module without a declared scope still sees plain translations")
  func undeclaredScope() throws {
    let seen = Recorded<String>()
    let module = MessagevisorModule(
      name: "upper",
      format: { payload, _ in
        seen.append(payload.translation)
        return payload.translation.uppercased()
      })
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile(["plain": "Sign in"]), logLevel: .fatal, modules: [module]))
    #expect(try sdk.translate("plain") == "SIGN IN")
    #expect(seen.values == ["Sign in"])
  }

  @Test("Adding a module compiles the stored datafiles again for the new modules")
  func planChange() throws {
    let spy = CompilingModule()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile(["hi": "Hi {name}"]), logLevel: .fatal, modules: [spy.module()]))
    #expect(spy.compiles.count == 1)
    #expect(try sdk.translate("hi") == "[compiled Hi {name}]")
    sdk.addModule(
      MessagevisorModule(name: "suffix", transform: { payload, _ in payload.translation + "!" }))
    #expect(spy.compiles.count == 2)
    #expect(try sdk.translate("hi") == "[compiled Hi {name}]!")
    sdk.setDatafile(Self.datafile(["hi": "Hi {name}"]), replace: true)
    #expect(try sdk.translate("hi") == "[compiled Hi {name}]!")
    // The same text again keeps the form compiled for the current modules.
    #expect(spy.compiles.count == 2)
    #expect(spy.hookCalls.count == 0)
  }

  @Test("Removing a module compiles the stored datafiles for the modules that remain")
  func moduleRemoved() async throws {
    let spy = CompilingModule()
    let suffix = MessagevisorModule(
      name: "suffix", transform: { payload, _ in payload.translation + "!" })
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile(["hi": "Hi {name}"]), logLevel: .fatal,
        modules: [spy.module(), suffix]))
    #expect(try sdk.translate("hi") == "[compiled Hi {name}]!")
    let compiled = spy.compiles.count
    try await sdk.removeModule("suffix")
    #expect(spy.compiles.count == compiled + 1)
    #expect(try sdk.translate("hi") == "[compiled Hi {name}]")
    #expect(spy.hookCalls.count == 0)
  }

  @Test("A datafile is compiled when it is stored, before any call, in its own locale")
  func compiledAtStore() throws {
    let spy = CompilingModule()
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal, modules: [spy.module()]))
    sdk.setDatafile(Self.datafile(["hi": "Hi {name}", "plain": "Plain"], locale: "fr"))
    #expect(spy.compiles.values == ["fr:Hi {name}"])
    let options = TranslateOptions(locale: "fr")
    #expect(try sdk.translate("hi", options: options) == "[compiled Hi {name}]")
    #expect(spy.compiles.count == 1)
  }

  @Test("Compile hooks run outside every lock: one may read the instance that compiles")
  func compileOutsideLocks() throws {
    let instance = Recorded<Messagevisor>()
    let seen = Recorded<[String]>()
    let module = MessagevisorModule(
      name: "reader", format: { _, _ in nil }, formatScope: .messageSyntax,
      compile: { _ in
        if let sdk = instance.values.first { seen.append(sdk.getSnapshot().datafileLocales) }
        return nil
      })
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal, modules: [module]))
    instance.append(sdk)
    sdk.setDatafile(Self.datafile(["hi": "Hi {name}"]))
    sdk.setDatafile(Self.datafile(["a": "{x}"], locale: "fr"))
    #expect(seen.values == [[], ["en"]])
    #expect(try sdk.translate("a", options: TranslateOptions(locale: "fr")) == "{x}")
  }

  @Test("Concurrent merges into one locale all land, with one event each")
  func concurrentMerges() async throws {
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    let versions = Recorded<Int>()
    sdk.on(.datafileSet) { event in versions.append(event.version) }
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<8 {
        group.addTask {
          for index in 0..<20 {
            sdk.setDatafile(Self.datafile(["w\(writer).\(index)": "v"], locale: "en"))
          }
        }
      }
    }
    let stored = try sdk.getDatafile(locale: "en")
    #expect(stored.translations.count == 160)
    #expect(versions.values == Array(1...160))
  }

  @Test("A new datafile is compiled again and seen by the next call, also in children")
  func datafileReplaced() throws {
    let spy = CompilingModule()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile(["hi": "Hi {name}"]), logLevel: .fatal, modules: [spy.module()]))
    let child = sdk.spawn()
    #expect(try child.translate("hi") == "[compiled Hi {name}]")
    sdk.setDatafile(Self.datafile(["hi": "Hello {name}"]))
    #expect(try child.translate("hi") == "[compiled Hello {name}]")
    #expect(try sdk.translate("hi") == "[compiled Hello {name}]")
    #expect(spy.compiles.values == ["en:Hi {name}", "en:Hello {name}"])
  }

  @Test("A throwing compiled form is reported as invalid_message of its module, then rethrown")
  func compiledThrows() throws {
    let spy = CompilingModule()
    let probe = RuntimeProbe(
      MessagevisorOptions(datafile: Self.datafile(["bad": "x {boom}"]), modules: [spy.module()]))
    #expect(throws: MessagevisorError.self) { try probe.sdk.translate("bad") }
    let reported = probe.diagnostics("invalid_message")
    #expect(reported.count == 1)
    #expect(reported.first?.moduleName == "compiling")
    #expect(reported.first?.details["hook"] == "format")
    #expect(reported.first?.details["messageKey"] == "bad")
  }

  @Test("A formatter that changes the text makes later formatters use their hooks")
  func changedTextUsesHooks() throws {
    let spy = CompilingModule()
    let first = MessagevisorModule(
      name: "first", format: { payload, _ in payload.translation + "{x}" })
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Self.datafile(["hi": "Hi {name}"]), logLevel: .fatal,
        modules: [first, spy.module()]))
    #expect(try sdk.translate("hi") == "[hook Hi {name}{x}]")
    #expect(spy.renders.count == 0)
  }
}
