import Foundation
import Messagevisor

/// Datafiles, modules and expected outputs of the runtime stress test.
enum StressFixtures {
  static let name: MessagevisorValue = "Ada"

  /// Every rendering of `greeting` any datafile of the test can produce.
  static let greetings: Set<String> = [
    "Hello Ada", "Hallo Ada", "Welcome back Ada", "Willkommen zurück Ada", "Pro Ada",
  ]

  /// A complete datafile: `greeting` with two overrides, a segment and some plain keys.
  static func full(locale: String, revision: Int) -> String {
    let german = locale == "de"
    let base = german ? "Hallo {name}" : "Hello {name}"
    let vip = german ? "Willkommen zurück {name}" : "Welcome back {name}"
    let condition = #"{\"attribute\":\"plan\",\"operator\":\"equals\",\"value\":\"pro\"}"#
    let segment = #"{\"attribute\":\"country\",\"operator\":\"in\",\"value\":[\"de\",\"at\"]}"#
    return """
      {"schemaVersion":"1","messagevisorVersion":"stress","revision":"\(revision)",
      "target":"stress","locale":"\(locale)","direction":"ltr",
      "segments":{"vip":{"conditions":"\(segment)"}},
      "messages":{"greeting":{"overrides":[
        {"key":"pro","conditions":"\(condition)","translation":"Pro {name}"},
        {"key":"vip","segments":"vip","translation":"\(vip)"}]}},
      "translations":{"greeting":"\(base)","plain":"Plain"}}
      """
  }

  /// A partial datafile that only adds keys: merging it must keep `greeting`.
  static func partial(locale: String, revision: Int) -> String {
    """
    {"schemaVersion":"1","messagevisorVersion":"stress","revision":"\(revision)",
    "target":"stress","locale":"\(locale)","segments":{},"messages":{},
    "translations":{"extra\(revision % 7)":"Extra \(revision)"}}
    """
  }

  /// Replaces `{name}` with the `name` value; stands in for a formatting module.
  static let names = MessagevisorModule(
    name: "names",
    format: { payload, _ in
      guard case .string(let value) = payload.values["name"] else { return nil }
      return payload.translation.replacingOccurrences(of: "{name}", with: value)
    }
  )

  /// A module added and removed over and over; it registers a resolver and closes slowly.
  static func churn(_ round: Int) -> MessagevisorModule {
    MessagevisorModule(
      name: "churn",
      setup: { api in
        api.setFlagResolver { _, _ in round % 2 == 0 }
      },
      transform: { _, _ in nil },
      close: {
        await Task.yield()
      }
    )
  }

  /// A root with both locales loaded and the `names` module.
  static func root() -> Messagevisor {
    createMessagevisor(
      MessagevisorOptions(
        datafileJSON: full(locale: "en", revision: 0),
        onDiagnostic: { _ in },
        logLevel: .fatal,
        modules: [names]
      ))
  }
}
