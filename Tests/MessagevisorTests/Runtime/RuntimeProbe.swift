import Foundation
import Messagevisor
import MessagevisorTestSupport

/// An SDK with its diagnostics and every event recorded.
struct RuntimeProbe {
  let sdk: Messagevisor
  let diagnostics = Recorded<MessagevisorDiagnostic>()
  let events = Recorded<MessagevisorEvent>()

  /// Builds the SDK with a recording handler at `logLevel` (debug unless given).
  init(
    _ options: MessagevisorOptions = MessagevisorOptions(), logLevel: MessagevisorLogLevel = .debug
  ) {
    var options = options
    let diagnostics = self.diagnostics
    options.onDiagnostic = { diagnostics.append($0) }
    options.logLevel = logLevel
    sdk = createMessagevisor(options)
    let events = self.events
    for name in MessagevisorEventName.allCases {
      sdk.on(name) { events.append($0) }
    }
  }

  var codes: [String] { diagnostics.values.map(\.code) }

  /// Event names in delivery order, `change` written as `change:<source>`.
  var eventNames: [String] {
    events.values.map { event in
      if case .change(let source, _) = event.details { return "change:" + source.rawValue }
      return event.type.rawValue
    }
  }

  func diagnostics(_ code: String) -> [MessagevisorDiagnostic] {
    diagnostics.values.filter { $0.code == code }
  }
}

/// Datafiles used across the runtime tests.
enum Sample {
  /// A datafile with a base translation, an override on `plan == pro`, a deprecated message
  /// and a segment `web`.
  static func datafile(
    locale: String = "en",
    revision: String = "1",
    translations: [String: String] = ["welcome": "Welcome", "empty": "", "legacy": "Legacy"]
  ) -> DatafileContent {
    let pro = ConditionPredicate(attribute: "plan", operator: "equals", value: "pro")
    let web = ConditionPredicate(attribute: "platform", operator: "equals", value: "web")
    return DatafileContent(
      messagevisorVersion: "test",
      revision: revision,
      target: "web",
      locale: locale,
      segments: ["web": Segment(conditions: .predicate(web))],
      messages: [
        "welcome": DatafileMessage(
          meta: ["owner": "growth"],
          overrides: [
            MessageOverride(key: "pro", conditions: .predicate(pro), translation: "Welcome, pro"),
            MessageOverride(key: "web", segments: .key("web"), translation: "Welcome, web"),
          ]),
        "legacy": DatafileMessage(deprecated: true, deprecationWarning: "use welcome"),
      ],
      translations: translations
    )
  }

  /// A module that records its name into `log` when closed.
  static func closing(_ name: String?, into log: Recorded<String>) -> MessagevisorModule {
    MessagevisorModule(name: name, close: { log.append(name ?? "anonymous") })
  }
}

/// An error compared by identity; its `localizedDescription` is its text.
final class MarkerError: LocalizedError, Sendable, CustomStringConvertible {
  let text: String

  init(_ text: String = "marker") {
    self.text = text
  }

  var description: String { text }
  var errorDescription: String? { text }
}
