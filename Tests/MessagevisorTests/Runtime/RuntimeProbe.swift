import Foundation
import Messagevisor
import Synchronization

/// A thread-safe list that callbacks append to and tests read.
final class Recorded<Element: Sendable>: Sendable {
  private let storage = Mutex<[Element]>([])

  func append(_ element: Element) {
    storage.withLock { $0.append(element) }
  }

  var values: [Element] { storage.withLock { $0 } }
  var count: Int { storage.withLock { $0.count } }
  var last: Element? { storage.withLock { $0.last } }

  func removeAll() {
    storage.withLock { $0.removeAll() }
  }
}

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

/// An error compared by identity.
final class MarkerError: Error, Sendable, CustomStringConvertible {
  let text: String

  init(_ text: String = "marker") {
    self.text = text
  }

  var description: String { text }
}
