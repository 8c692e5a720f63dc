import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

/// Who hears an override match (a debug diagnostic, built only when someone would hear it) as
/// the handler's level and module subscriptions change.
@Suite("Diagnostic threshold read without the lock")
struct DeliveryThresholdTests {
  static let context: MessagevisorContext = ["plan": "pro"]

  @Test("The handler's level decides, as set at creation and by setLogLevel")
  func handlerLevel() throws {
    let probe = RuntimeProbe(
      MessagevisorOptions(datafile: Sample.datafile(), context: Self.context), logLevel: .info)
    probe.diagnostics.removeAll()
    _ = try probe.sdk.translate("welcome")
    #expect(probe.diagnostics("message_override_matched").isEmpty)
    probe.sdk.setLogLevel(.debug)
    _ = try probe.sdk.translate("welcome")
    #expect(probe.diagnostics("message_override_matched").count == 1)
    probe.sdk.setLogLevel(.warn)
    _ = try probe.sdk.translate("welcome")
    #expect(probe.diagnostics("message_override_matched").count == 1)
  }

  @Test("A module subscribed at debug hears matches until it unsubscribes")
  func subscriptionLevel() throws {
    let heard = Recorded<String>()
    let unsubscribers = Recorded<MessagevisorUnsubscribe>()
    let module = MessagevisorModule(
      name: "listener",
      setup: { api in
        unsubscribers.append(
          api.onDiagnostic(
            { heard.append($0.code) }, MessagevisorModuleDiagnosticOptions(logLevel: .debug)))
      })
    let probe = RuntimeProbe(
      MessagevisorOptions(datafile: Sample.datafile(), context: Self.context, modules: [module]),
      logLevel: .info)
    _ = try probe.sdk.translate("welcome")
    #expect(heard.values.filter { $0 == "message_override_matched" }.count == 1)
    #expect(probe.diagnostics("message_override_matched").isEmpty)
    let unsubscribe = try #require(unsubscribers.values.first)
    unsubscribe()
    _ = try probe.sdk.translate("welcome")
    #expect(heard.values.filter { $0 == "message_override_matched" }.count == 1)
  }
}
