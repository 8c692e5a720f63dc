/// A datafile translation a module compiled once, ahead of calls (`MessagevisorModule.compile`).
///
/// The runtime keeps it with the stored datafile, shared by the root and its children, and
/// calls `render` instead of the module's `format` hook whenever it formats that translation
/// (always the compiled text, in the compiled locale, with the compiled engine): same contract (nil
/// keeps the current string; a throw is reported as `invalid_message` with the module's name). A
/// message that only implements `format` gets the full payload.
public protocol MessagevisorCompiledMessage: AnyObject, Sendable {
  /// Formats the translation this message was compiled from, given the full payload.
  func format(_ payload: MessagevisorFormatPayload, api: MessagevisorModuleApi) throws -> String?

  /// Formats the translation this message was compiled from, given a light view of the call
  /// (its values, locale and module API; the payload on demand).
  ///
  /// The default builds the payload and calls `format(_:api:)`.
  func render(_ call: borrowing MessagevisorCompiledCall) throws -> String?
}

extension MessagevisorCompiledMessage {
  /// Builds the call's payload and formats it.
  public func render(_ call: borrowing MessagevisorCompiledCall) throws -> String? {
    try format(call.payload(), api: call.api)
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
