import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

@Suite("Modules: pipeline and hooks")
struct ModulePipelineTests {
  /// A module whose format and transform append markers and record what they saw.
  static func marker(_ name: String, trace: Recorded<String>) -> MessagevisorModule {
    MessagevisorModule(
      name: name,
      format: { payload, _ in
        trace.append("\(name).format(\(payload.translation))")
        return payload.translation + "+\(name)F"
      },
      transform: { payload, _ in
        trace.append("\(name).transform(\(payload.translation))")
        return payload.translation + "+\(name)T"
      })
  }

  @Test("Formats run in registration order, then transforms; each sees the current string")
  func pipelineOrder() throws {
    let trace = Recorded<String>()
    let keep = MessagevisorModule(name: "keep", format: { _, _ in nil }, transform: { _, _ in nil })
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Sample.datafile(), logLevel: .fatal,
        modules: [Self.marker("a", trace: trace), keep, Self.marker("b", trace: trace)]))
    #expect(try sdk.translate("welcome") == "Welcome+aF+bF+aT+bT")
    #expect(
      trace.values == [
        "a.format(Welcome)", "b.format(Welcome+aF)", "a.transform(Welcome+aF+bF)",
        "b.transform(Welcome+aF+bF+aT)",
      ])
    #expect(try sdk.getRawTranslation("welcome") == "Welcome", "raw translations skip modules")
    #expect(try sdk.formatMessage("x") == "x+aF+bF+aT+bT")
  }

  @Test("Without modules strings are returned unchanged")
  func noModules() throws {
    let sdk = createMessagevisor(MessagevisorOptions(locale: "en", logLevel: .fatal))
    #expect(try sdk.formatMessage("{name}", values: ["name": "Ada"]) == "{name}")
  }

  @Test("Format and transform payloads carry the call's context")
  func payloads() throws {
    let formats = Recorded<MessagevisorFormatPayload>()
    let transforms = Recorded<MessagevisorTransformPayload>()
    let module = MessagevisorModule(
      name: "spy",
      format: { payload, _ in
        formats.append(payload)
        return nil
      },
      transform: { payload, _ in
        transforms.append(payload)
        return nil
      })
    var datafile = Sample.datafile()
    datafile.formats = FormatPresets(number: ["money": ["style": "currency"]])
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: datafile, currency: "EUR", timeZone: "Europe/Amsterdam", logLevel: .fatal,
        modules: [module]))
    _ = try sdk.translate(
      "welcome", values: ["n": 1],
      options: TranslateOptions(timeZone: "UTC", moduleOptions: ["spy": true]))
    let payload = try #require(formats.last)
    #expect(payload.translation == "Welcome")
    #expect(payload.values == ["n": 1])
    #expect(payload.locale == "en")
    #expect(payload.source == .translation)
    #expect(payload.messageKey == "welcome")
    #expect(payload.meta == ["owner": "growth"])
    #expect(payload.currency == "EUR")
    #expect(payload.timeZone == "UTC")
    #expect(payload.moduleOptions == ["spy": true])
    #expect(payload.formats.number?["money"] == ["style": "currency", "currency": "EUR"])
    let transform = try #require(transforms.last)
    #expect(transform.messageKey == "welcome")
    #expect(transform.meta == ["owner": "growth"])
    _ = try sdk.formatMessage("hello", options: EvaluationOptions(locale: "fr"))
    #expect(formats.last?.source == .formatMessage)
    #expect(formats.last?.messageKey == nil)
    #expect(formats.last?.meta == nil)
    #expect(formats.last?.locale == "fr")
    #expect(formats.last?.timeZone == "Europe/Amsterdam")
  }

  static let hooks = ["format", "transform"]

  @Test("A throwing hook reports invalid_message and rethrows the original error", arguments: hooks)
  func hookFailure(_ hook: String) throws {
    let original = MarkerError("hook broke")
    var broken = MessagevisorModule(name: "broken")
    if hook == "format" {
      broken.format = { _, _ in throw original }
    } else {
      broken.transform = { _, _ in throw original }
    }
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile(), modules: [broken]))
    probe.events.removeAll()
    #expect {
      try probe.sdk.translate("welcome")
    } throws: { ($0 as? MarkerError) === original }
    #expect {
      try probe.sdk.formatMessage("text")
    } throws: { ($0 as? MarkerError) === original }
    let failures = probe.diagnostics("invalid_message")
    #expect(failures.count == 2)
    let translate = try #require(failures.first)
    #expect(translate.level == .error)
    #expect(
      translate.message
        == (hook == "format" ? "Unable to format message" : "Unable to transform message"))
    #expect(translate.moduleName == "broken")
    #expect(translate.originalError == "hook broke")
    #expect(
      translate.details == [
        "locale": "en", "messageKey": "welcome", "source": "translation", "hook": .string(hook),
      ])
    #expect(failures.last?.details["messageKey"] == .null)
    #expect(failures.last?.details["source"] == "formatMessage")
    #expect(probe.eventNames == ["error", "error"])
  }
}
