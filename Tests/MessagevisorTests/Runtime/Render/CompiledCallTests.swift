import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

/// A compiled message that renders from the call view and records what the view showed.
final class ViewReadingMessage: CompiledCallRenderer {
  let seen: Recorded<String>

  init(seen: Recorded<String>) {
    self.seen = seen
  }

  func format(_ payload: MessagevisorFormatPayload, api: MessagevisorModuleApi) throws -> String? {
    seen.append("format")
    return nil
  }

  func render(_ call: borrowing MessagevisorCompiledCall) throws -> String? {
    let name = call.values["name"]?.displayValue ?? "-"
    seen.append("render \(call.locale) \(call.translation) \(call.moduleOptions == nil)")
    if name == "payload" {
      let payload = call.payload()
      return "\(payload.currency ?? "-") \(payload.messageKey ?? "-") \(payload.translation)"
    }
    if name == "boom" { throw MessagevisorError("view boom") }
    return "view \(name)"
  }
}

@Suite("Modules: the compiled-call view")
struct CompiledCallTests {
  static func sdk(_ seen: Recorded<String>, currency: String? = nil) -> RuntimeProbe {
    let module = MessagevisorModule(
      name: "view",
      format: { _, _ in "hook" },
      formatScope: .messageSyntax,
      compile: { _ in ViewReadingMessage(seen: seen) })
    return RuntimeProbe(
      MessagevisorOptions(
        datafile: DatafileContent(locale: "en", translations: ["hi": "Hi {name}"]),
        currency: currency, modules: [module]))
  }

  @Test("render sees the stored translation, the values, the locale and the module options")
  func viewFields() throws {
    let seen = Recorded<String>()
    let probe = Self.sdk(seen)
    #expect(try probe.sdk.translate("hi", values: ["name": "Ada"]) == "view Ada")
    let options = TranslateOptions(moduleOptions: ["view": .object([:])])
    let withOptions = try probe.sdk.translate("hi", values: ["name": "Alan"], options: options)
    #expect(withOptions == "view Alan")
    #expect(seen.values == ["render en Hi {name} true", "render en Hi {name} false"])
  }

  @Test("The payload built on demand is the one the hook would get")
  func payloadOnDemand() throws {
    let seen = Recorded<String>()
    let probe = Self.sdk(seen, currency: "EUR")
    let options = TranslateOptions(currency: "CHF")
    #expect(try probe.sdk.translate("hi", values: ["name": "payload"]) == "EUR hi Hi {name}")
    #expect(
      try probe.sdk.translate("hi", values: ["name": "payload"], options: options)
        == "CHF hi Hi {name}")
  }

  @Test("A throwing render is reported as invalid_message of its module")
  func renderThrows() throws {
    let seen = Recorded<String>()
    let probe = Self.sdk(seen)
    #expect(throws: MessagevisorError.self) {
      try probe.sdk.translate("hi", values: ["name": "boom"])
    }
    let reported = probe.diagnostics("invalid_message")
    #expect(reported.count == 1)
    #expect(reported.first?.moduleName == "view")
    #expect(reported.first?.details["hook"] == "format")
  }
}
