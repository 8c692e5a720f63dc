import Foundation

/// Where an instance writes what no callback of the app receives: delivered diagnostics when
/// there is no `onDiagnostic` handler, and the errors that handlers, module subscriptions and
/// event listeners throw.
///
/// Set it once for a root instance with `MessagevisorOptions.diagnosticSink`; its children use
/// the same sink. The default, `standardError`, writes the lines of the runtime specification;
/// apps and tests replace it to route or capture those lines. The closures run on the thread
/// that reported, outside every SDK lock, and must not throw.
public struct MessagevisorDiagnosticSink: Sendable {
  /// Receives each diagnostic that passes the instance threshold while it has no handler.
  public var diagnostic: @Sendable (MessagevisorDiagnostic) -> Void
  /// Receives the error a callback threw; the SDK swallows the error afterwards.
  public var callbackFailure: @Sendable (MessagevisorCallbackFailure) -> Void

  /// Creates a sink from its two receivers.
  ///
  /// To replace one of them only, start from `standardError` and set the other property.
  public init(
    diagnostic: @escaping @Sendable (MessagevisorDiagnostic) -> Void,
    callbackFailure: @escaping @Sendable (MessagevisorCallbackFailure) -> Void
  ) {
    self.diagnostic = diagnostic
    self.callbackFailure = callbackFailure
  }

  /// Writes `line(for:)` of each diagnostic, and each failure's `line`, to standard error.
  public static let standardError = MessagevisorDiagnosticSink(
    diagnostic: { writeToStandardError(line(for: $0)) },
    callbackFailure: { writeToStandardError($0.line) }
  )

  /// The default line of a diagnostic: `[Messagevisor] [<level>] <code>: <message>`.
  public static func line(for diagnostic: MessagevisorDiagnostic) -> String {
    "[Messagevisor] [\(diagnostic.level.name)] \(diagnostic.code): \(diagnostic.message)"
  }

  private static func writeToStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
