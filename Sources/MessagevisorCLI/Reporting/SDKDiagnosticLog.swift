import Messagevisor

/// How a command shows the SDK's diagnostics on standard error.
///
/// The SDK's own line, `[Messagevisor] [<level>] <code>: <message>`, is fixed by the runtime
/// specification. The CLI installs its own diagnostic sink instead, whose line adds what a
/// project author acts on: the message key, the locale and the reason (the details' `reason`,
/// else the original error, else a deprecation warning), e.g.
/// `[Messagevisor] [error] missing_translation: Missing translation (key 'nav.home', locale 'de')`.
/// At the CLI's default threshold, `warn`, `sdk_initialized` (info) and debug diagnostics stay
/// hidden. `invalid_message` is left out: it accompanies an error the command reports itself.
struct SDKDiagnosticLog: Sendable {
  /// The SDK instance threshold the log is installed with.
  let threshold: MessagevisorLogLevel
  let console: Console

  init(console: Console, threshold: MessagevisorLogLevel = .warn) {
    self.console = console
    self.threshold = threshold
  }

  /// The sink that writes `line(for:)` and callback failures to the console's standard error.
  var sink: MessagevisorDiagnosticSink {
    let console = console
    return MessagevisorDiagnosticSink(
      diagnostic: { diagnostic in
        guard let line = Self.line(for: diagnostic) else { return }
        console.printError(line)
      },
      callbackFailure: { console.printError($0.line) }
    )
  }

  /// The CLI's line for a diagnostic; nil for one the command reports as its own error.
  static func line(for diagnostic: MessagevisorDiagnostic) -> String? {
    guard diagnostic.typedCode != .invalidMessage else { return nil }
    let base = MessagevisorDiagnosticSink.line(for: diagnostic)
    let facts = facts(of: diagnostic)
    return facts.isEmpty ? base : base + " (" + facts.joined(separator: ", ") + ")"
  }

  private static func facts(of diagnostic: MessagevisorDiagnostic) -> [String] {
    var facts: [String] = []
    if let key = diagnostic.details["messageKey"]?.stringValue {
      facts.append("key '\(key)'")
    }
    if let locale = diagnostic.details["locale"]?.stringValue {
      facts.append("locale '\(locale)'")
    }
    let details = diagnostic.details
    if let reason = details["reason"]?.stringValue ?? diagnostic.originalError
      ?? details["deprecationWarning"]?.stringValue
    {
      facts.append("reason: \(reason)")
    }
    return facts
  }
}
