import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Serialises `capturingStandardError`: two captures at once would swap file descriptor 2
/// under each other.
private let standardErrorCapture = NSLock()

/// Captures what the process writes to standard error while `body` runs.
///
/// Tests of other suites may write meanwhile, so callers look for their own lines.
func capturingStandardError(_ body: () throws -> Void) rethrows -> String {
  standardErrorCapture.lock()
  defer { standardErrorCapture.unlock() }
  let path = NSTemporaryDirectory() + "stderr-\(UUID().uuidString)"
  _ = FileManager.default.createFile(atPath: path, contents: nil)
  let file = open(path, O_WRONLY)
  let saved = dup(2)
  dup2(file, 2)
  defer {
    dup2(saved, 2)
    close(saved)
    close(file)
    try? FileManager.default.removeItem(atPath: path)
  }
  try body()
  return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

@Suite("Diagnostics", .serialized)
struct DiagnosticsTests {
  @Test("Details are always present, empty when there is nothing to say")
  func detailsAlwaysPresent() {
    let probe = RuntimeProbe()
    let initialized = probe.diagnostics("sdk_initialized").first
    #expect(initialized?.details == [:])
    #expect(initialized?.level == .info)
    #expect(initialized?.message == "SDK initialized")
  }

  static let thresholds: [(MessagevisorLogLevel, [String])] = [
    (.fatal, []),
    (.error, ["missing_translation"]),
    (.warn, ["deprecated_message", "missing_translation"]),
    (.info, ["deprecated_message", "missing_translation"]),
    (.debug, ["message_override_matched", "deprecated_message", "missing_translation"]),
  ]

  @Test("A handler receives diagnostics at or below its threshold", arguments: thresholds)
  func threshold(_ level: MessagevisorLogLevel, _ expected: [String]) throws {
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()), logLevel: level)
    probe.diagnostics.removeAll()
    _ = try probe.sdk.translate("welcome", options: TranslateOptions(context: ["plan": "pro"]))
    _ = try probe.sdk.translate("legacy")
    _ = try probe.sdk.translate("missing")
    #expect(probe.codes == expected)
  }

  @Test("Error diagnostics emit an error event even when the handler filters them")
  func errorEventWhenFiltered() throws {
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()), logLevel: .fatal)
    let before = probe.sdk.getSnapshot()
    _ = try probe.sdk.translate("missing")
    _ = try probe.sdk.translate("legacy")
    #expect(probe.codes.isEmpty)
    #expect(probe.eventNames == ["error"], "warnings emit no error event")
    let event = try #require(probe.events.last)
    #expect(event.version == before.version, "error events do not bump the version")
    #expect(event.snapshot == before)
    #expect(event.previousSnapshot == before)
    guard case .error(let diagnostic) = event.details else {
      Issue.record("not an error event")
      return
    }
    #expect(diagnostic.code == "missing_translation")
  }

  @Test("Without a handler, delivered diagnostics go to standard error")
  func standardErrorDefault() throws {
    let sdk = createMessagevisor(MessagevisorOptions(datafile: Sample.datafile(), logLevel: .warn))
    let output = try capturingStandardError {
      _ = try sdk.translate("missing")
      _ = try sdk.translate("welcome", options: TranslateOptions(context: ["plan": "pro"]))
    }
    #expect(output.contains("[Messagevisor] [error] missing_translation: Missing translation\n"))
    #expect(!output.contains("message_override_matched"))
  }

  @Test("A throwing handler is reported on standard error and does not stop delivery")
  func throwingHandler() throws {
    let events = Recorded<MessagevisorEvent>()
    let calls = Recorded<String>()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Sample.datafile(),
        onDiagnostic: { diagnostic in
          calls.append(diagnostic.code)
          throw MarkerError("handler broke")
        }))
    sdk.on(.error) { events.append($0) }
    var result = ""
    let output = try capturingStandardError {
      result = try sdk.translate("missing")
    }
    #expect(result == "missing")
    #expect(output.contains("handler broke"))
    #expect(calls.values == ["sdk_initialized", "missing_translation"])
    #expect(events.count == 1)
  }

  @Test("Module subscriptions have their own threshold and skip their own reports")
  func moduleSubscriptions() throws {
    let seenByA = Recorded<String>()
    let seenByB = Recorded<String>()
    let apis = Recorded<MessagevisorModuleApi>()
    let a = MessagevisorModule(
      name: "a",
      setup: { api in
        apis.append(api)
        _ = api.onDiagnostic(
          { seenByA.append($0.code) }, MessagevisorModuleDiagnosticOptions(logLevel: .debug))
      })
    let b = MessagevisorModule(
      name: "b",
      setup: { api in
        _ = api.onDiagnostic(
          { seenByB.append($0.code) }, MessagevisorModuleDiagnosticOptions(logLevel: .error))
      })
    let probe = RuntimeProbe(
      MessagevisorOptions(datafile: Sample.datafile(), modules: [a, b]), logLevel: .fatal)
    let api = try #require(apis.last)
    api.reportDiagnostic(
      MessagevisorModuleReportedDiagnostic(
        level: .error, code: "from_a", message: "A", details: ["k": 1], originalError: "why"))
    _ = try probe.sdk.translate("legacy")
    #expect(seenByA.values == ["sdk_initialized", "deprecated_message"])
    #expect(seenByB.values == ["from_a"])
    #expect(probe.eventNames == ["error"])
    guard case .error(let diagnostic)? = probe.events.last?.details else {
      Issue.record("no error event")
      return
    }
    #expect(diagnostic.module == "a")
    #expect(diagnostic.moduleName == nil)
    #expect(diagnostic.details == ["k": 1])
    #expect(diagnostic.originalError == "why")
  }

  @Test("Module diagnostic unsubscription is idempotent")
  func moduleUnsubscribe() throws {
    let seen = Recorded<String>()
    let unsubscribers = Recorded<MessagevisorUnsubscribe>()
    let module = MessagevisorModule(
      name: "m",
      setup: { api in unsubscribers.append(api.onDiagnostic({ seen.append($0.code) }, .init())) })
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Sample.datafile(), logLevel: .fatal, modules: [module]))
    let unsubscribe = try #require(unsubscribers.last)
    unsubscribe()
    unsubscribe()
    _ = try sdk.translate("legacy")
    #expect(seen.values == ["sdk_initialized"])
  }
}
