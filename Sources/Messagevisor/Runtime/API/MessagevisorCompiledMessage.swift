/// A datafile translation a module compiled once, ahead of calls (`MessagevisorModule.compile`).
///
/// The runtime keeps it with the stored datafile, shared by the root and its children, and
/// calls its `format(_:api:)` instead of the module's `format` hook whenever it formats that
/// translation (always the compiled text, in the compiled locale, with the compiled engine), with
/// the same contract: nil keeps the current string; a throw is reported as `invalid_message` with
/// the module's name.
public protocol MessagevisorCompiledMessage: AnyObject, Sendable {
  /// Formats the translation this message was compiled from, given the full payload.
  func format(_ payload: MessagevisorFormatPayload, api: MessagevisorModuleApi) throws -> String?
}

/// A compiled message that formats from a light view of the call (its values, locale and
/// module API; the payload on demand) instead of the full payload: the package's own modules
/// (the ICU module) and tests.
///
/// Package-only because the view, `MessagevisorCompiledCall`, points into the calling frame
/// and holds unretained references that are valid only while `render` runs; a public
/// conformer could keep what it read past the call. Checked once, when a translation is
/// compiled (`CompiledTranslation`), never per call.
package protocol CompiledCallRenderer: MessagevisorCompiledMessage {
  /// Formats the translation this message was compiled from, given the borrowed call view.
  func render(_ call: borrowing MessagevisorCompiledCall) throws -> String?
}

/// A compiled message that only formats from the payload, seen as a renderer: it builds the
/// call's payload and calls `format(_:api:)` (a module outside the package).
final class PayloadRenderer: CompiledCallRenderer {
  let message: any MessagevisorCompiledMessage

  init(_ message: any MessagevisorCompiledMessage) {
    self.message = message
  }

  func format(_ payload: MessagevisorFormatPayload, api: MessagevisorModuleApi) throws -> String? {
    try message.format(payload, api: api)
  }

  func render(_ call: borrowing MessagevisorCompiledCall) throws -> String? {
    try message.format(call.payload(), api: call.api)
  }
}

/// What `MessagevisorModule.compile` receives: one stored translation and where it is used.
public struct MessagevisorCompileInput: Sendable {
  /// The translation text.
  public var translation: String
  /// The locale of the datafile holding it.
  public var locale: String
  /// The formatting engine of the instance family.
  public var formattingEngine: FormattingEngineKind

  /// Creates an input.
  public init(translation: String, locale: String, formattingEngine: FormattingEngineKind) {
    self.translation = translation
    self.locale = locale
    self.formattingEngine = formattingEngine
  }
}

/// Which strings a module's `format` hook acts on, declared up front.
public enum MessagevisorFormatScope: Sendable, Equatable {
  /// Any string may change.
  case everyString
  /// Only strings with message syntax (a `{` or a `'`) may change: for any other string, when
  /// the call passes no module options, `format` would return nil (or the string unchanged)
  /// and report nothing, so the runtime does not call it. Plain datafile translations are
  /// flagged when the datafile is stored, so looking one up asks no module at all.
  case messageSyntax
}
