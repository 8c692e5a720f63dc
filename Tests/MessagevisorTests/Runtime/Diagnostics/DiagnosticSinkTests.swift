import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

/// A sink that records what it receives.
struct RecordingSink {
  let diagnostics = Recorded<MessagevisorDiagnostic>()
  let failures = Recorded<MessagevisorCallbackFailure>()

  var sink: MessagevisorDiagnosticSink {
    let diagnostics = diagnostics
    let failures = failures
    return MessagevisorDiagnosticSink(
      diagnostic: { diagnostics.append($0) },
      callbackFailure: { failures.append($0) }
    )
  }

  var codes: [String] { diagnostics.values.map(\.code) }
}

@Suite("Diagnostic sink", .serialized)
struct DiagnosticSinkTests {
  @Test(
    "The default line is the specification's",
    arguments: [
      (
        MessagevisorLogLevel.error, "missing_translation", "Missing translation",
        "[Messagevisor] [error] missing_translation: Missing translation"
      ),
      (
        .info, "sdk_initialized", "SDK initialized",
        "[Messagevisor] [info] sdk_initialized: SDK initialized"
      ),
      (.debug, "x", "", "[Messagevisor] [debug] x: "),
    ])
  func line(_ level: MessagevisorLogLevel, _ code: String, _ message: String, _ expected: String) {
    let diagnostic = MessagevisorDiagnostic(level: level, code: code, message: message)
    #expect(MessagevisorDiagnosticSink.line(for: diagnostic) == expected)
  }

  @Test(
    "A failure line names the callback and the error",
    arguments: [
      (
        MessagevisorCallbackFailure.Callback.diagnosticHandler,
        "[Messagevisor] diagnostic handler failed: boom"
      ),
      (.diagnosticSubscription, "[Messagevisor] diagnostic subscription failed: boom"),
      (.eventListener, "[Messagevisor] event listener failed: boom"),
    ])
  func failureLine(_ callback: MessagevisorCallbackFailure.Callback, _ expected: String) {
    #expect(
      MessagevisorCallbackFailure(callback: callback, error: MarkerError("boom")).line == expected)
  }

  @Test("Without a handler, delivered diagnostics reach the injected sink")
  func injectedSink() throws {
    let recorder = RecordingSink()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Sample.datafile(), logLevel: .warn, diagnosticSink: recorder.sink))
    _ = try sdk.translate("missing")
    _ = try sdk.translate("legacy")
    _ = try sdk.translate("welcome", options: TranslateOptions(context: ["plan": "pro"]))
    #expect(recorder.codes == ["missing_translation", "deprecated_message"])
    #expect(recorder.failures.values.isEmpty)
  }

  @Test("With a handler, the sink receives no diagnostics")
  func handlerWins() throws {
    let recorder = RecordingSink()
    let handled = Recorded<String>()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Sample.datafile(), onDiagnostic: { handled.append($0.code) },
        diagnosticSink: recorder.sink))
    _ = try sdk.translate("missing")
    #expect(handled.values == ["sdk_initialized", "missing_translation"])
    #expect(recorder.diagnostics.values.isEmpty)
  }

  @Test("Children write to the root's sink")
  func childShares() throws {
    let recorder = RecordingSink()
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Sample.datafile(), diagnosticSink: recorder.sink))
    let child = sdk.spawn()
    _ = try child.translate("missing")
    #expect(recorder.codes == ["sdk_initialized", "missing_translation"])
  }

  @Test("A throwing handler's error goes to the sink, once, and is swallowed")
  func throwingHandler() throws {
    let recorder = RecordingSink()
    let marker = MarkerError("handler broke")
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Sample.datafile(),
        onDiagnostic: { if $0.code == "missing_translation" { throw marker } },
        diagnosticSink: recorder.sink))
    #expect(try sdk.translate("missing") == "missing")
    let failure = try #require(recorder.failures.values.first)
    #expect(recorder.failures.count == 1)
    #expect(failure.callback == .diagnosticHandler)
    #expect((failure.error as? MarkerError) === marker)
  }

  @Test("A throwing listener's error goes to the sink; later listeners still run")
  func throwingListener() throws {
    let recorder = RecordingSink()
    let later = Recorded<String>()
    let sdk = createMessagevisor(
      MessagevisorOptions(locale: "en", logLevel: .fatal, diagnosticSink: recorder.sink))
    sdk.on(.currencySet) { _ in throw MarkerError("listener broke") }
    sdk.on(.currencySet) { _ in later.append("second") }
    sdk.setCurrency("EUR")
    #expect(later.values == ["second"])
    #expect(sdk.getCurrency() == "EUR")
    #expect(recorder.failures.values.map(\.callback) == [.eventListener])
    #expect(
      recorder.failures.values.map(\.line) == [
        "[Messagevisor] event listener failed: listener broke"
      ])
  }

  @Test("A throwing module subscription's error goes to the sink")
  func throwingSubscription() throws {
    let recorder = RecordingSink()
    let module = MessagevisorModule(
      name: "observer",
      setup: { api in
        _ = api.onDiagnostic(
          { _ in throw MarkerError("subscription broke") },
          MessagevisorModuleDiagnosticOptions(logLevel: .error))
      })
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Sample.datafile(), logLevel: .fatal, modules: [module],
        diagnosticSink: recorder.sink))
    _ = try sdk.translate("missing")
    #expect(recorder.failures.values.map(\.callback) == [.diagnosticSubscription])
    #expect(recorder.diagnostics.values.isEmpty, "the instance threshold filters the handler path")
  }

  @Test("The default sink writes the failure line to standard error")
  func defaultFailureLine() throws {
    // Other suites write to standard error meanwhile: look for this test's own texts.
    let unused = "locale listener \(UUID().uuidString)"
    let used = "context listener \(UUID().uuidString)"
    let sdk = createMessagevisor(MessagevisorOptions(locale: "en", logLevel: .fatal))
    sdk.on(.localeSet) { _ in throw MarkerError(unused) }
    sdk.on(.contextSet) { _ in throw MarkerError(used) }
    let output = capturingStandardError {
      sdk.setContext(["a": 1])
    }
    #expect(output.contains("[Messagevisor] event listener failed: \(used)\n"))
    #expect(!output.contains(unused))
  }
}
