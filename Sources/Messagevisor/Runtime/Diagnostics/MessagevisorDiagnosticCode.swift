/// The stable code of a diagnostic, the string that handlers, module subscriptions and logs
/// match on.
///
/// Every code the SDK reports is a static member here, with the string of the product
/// documentation as its `rawValue`; products with codes of their own (`MessagevisorRemote`'s
/// `remote_*`) declare them in one extension of this type. A module may report a code of its own
/// with `init(_:)`. `MessagevisorDiagnostic.code` keeps the string form; `typedCode` reads it as
/// this type.
public struct MessagevisorDiagnosticCode: RawRepresentable, Hashable, Sendable,
  CustomStringConvertible
{
  /// The code as written in diagnostics and on standard error, e.g. `missing_translation`.
  public let rawValue: String

  /// Wraps a code string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Wraps a code string, e.g. one a module defines for itself.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// The raw value.
  public var description: String { rawValue }
}

extension MessagevisorDiagnosticCode {
  /// `info`: the root instance finished its initialisation.
  public static let sdkInitialized = Self(rawValue: "sdk_initialized")
  /// `error`: neither the datafile nor the default translations have the message key.
  public static let missingTranslation = Self(rawValue: "missing_translation")
  /// `error`: no datafile is loaded for the locale a call needs.
  public static let missingDatafile = Self(rawValue: "missing_datafile")
  /// `error`: an evaluation or `getDatafile` ran with no locale set.
  public static let missingLocale = Self(rawValue: "missing_locale")
  /// `error`: `setDatafile` rejected its input (message `could not parse datafile`).
  public static let invalidDatafile = Self(rawValue: "invalid_datafile")
  /// `error`: a module's format or transform hook threw.
  public static let invalidMessage = Self(rawValue: "invalid_message")
  /// `warn`: the platform cannot honour a formatter option or capability.
  public static let unsupportedFormatter = Self(rawValue: "unsupported_formatter")
  /// `error`: a named format preset does not exist.
  public static let missingFormat = Self(rawValue: "missing_format")
  /// `error`: explicit format options are invalid (currency, time zone, digits, …).
  public static let invalidFormat = Self(rawValue: "invalid_format")
  /// `debug`: a message override's conditions and segments matched.
  public static let messageOverrideMatched = Self(rawValue: "message_override_matched")
  /// `warn`: a message marked deprecated was evaluated.
  public static let deprecatedMessage = Self(rawValue: "deprecated_message")
  /// `error`: a module with the same name is already installed.
  public static let duplicateModule = Self(rawValue: "duplicate_module")
  /// `error`: a module's setup threw.
  public static let moduleSetupError = Self(rawValue: "module_setup_error")
  /// `error`: a module's close threw.
  public static let moduleCloseError = Self(rawValue: "module_close_error")
}

extension MessagevisorDiagnostic {
  /// Creates a diagnostic with a catalog code.
  public init(
    level: MessagevisorLogLevel,
    code: MessagevisorDiagnosticCode,
    message: String,
    details: [String: MessagevisorValue] = [:],
    module: String? = nil,
    moduleName: String? = nil,
    originalError: String? = nil
  ) {
    self.init(
      level: level,
      code: code.rawValue,
      message: message,
      details: details,
      module: module,
      moduleName: moduleName,
      originalError: originalError
    )
  }

  /// `code` as a catalog value; setting it sets `code` to its raw value.
  public var typedCode: MessagevisorDiagnosticCode {
    get { MessagevisorDiagnosticCode(rawValue: code) }
    set { code = newValue.rawValue }
  }
}

extension MessagevisorModuleReportedDiagnostic {
  /// Creates a module-reported diagnostic with a catalog code.
  public init(
    level: MessagevisorLogLevel,
    code: MessagevisorDiagnosticCode,
    message: String,
    details: [String: MessagevisorValue] = [:],
    originalError: String? = nil
  ) {
    self.init(
      level: level,
      code: code.rawValue,
      message: message,
      details: details,
      originalError: originalError
    )
  }

  /// `code` as a catalog value; setting it sets `code` to its raw value.
  public var typedCode: MessagevisorDiagnosticCode {
    get { MessagevisorDiagnosticCode(rawValue: code) }
    set { code = newValue.rawValue }
  }
}
