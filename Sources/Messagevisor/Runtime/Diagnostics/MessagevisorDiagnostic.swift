/// Diagnostic severity; a sink receives a diagnostic when its threshold is at least the level.
public enum MessagevisorLogLevel: Int, Sendable, Comparable, CaseIterable {
  /// The most severe level; as a threshold, only fatal diagnostics pass.
  case fatal = 0
  /// Something failed: a missing translation, an invalid datafile, a refused option.
  case error = 1
  /// Something works but needs attention, such as a deprecated message.
  case warn = 2
  /// Lifecycle news such as `sdk_initialized`; the default threshold.
  case info = 3
  /// Details of each evaluation, such as which override matched.
  case debug = 4

  /// The lowercase name used in standard-error output.
  public var name: String {
    switch self {
    case .fatal: return "fatal"
    case .error: return "error"
    case .warn: return "warn"
    case .info: return "info"
    case .debug: return "debug"
    }
  }

  public static func < (lhs: MessagevisorLogLevel, rhs: MessagevisorLogLevel) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// Something the SDK or a module wants observers to know.
public struct MessagevisorDiagnostic: Sendable, Equatable {
  /// Severity.
  public var level: MessagevisorLogLevel
  /// Stable code, e.g. `missing_translation`.
  public var code: String
  /// Human-readable message.
  public var message: String
  /// Always present; empty when there is nothing to add.
  public var details: [String: MessagevisorValue]
  /// The module that reported it, for module-reported diagnostics.
  public var module: String?
  /// The module concerned, for SDK diagnostics about a module.
  public var moduleName: String?
  /// The description of the underlying error.
  public var originalError: String?

  /// Creates a diagnostic.
  public init(
    level: MessagevisorLogLevel,
    code: String,
    message: String,
    details: [String: MessagevisorValue] = [:],
    module: String? = nil,
    moduleName: String? = nil,
    originalError: String? = nil
  ) {
    self.level = level
    self.code = code
    self.message = message
    self.details = details
    self.module = module
    self.moduleName = moduleName
    self.originalError = originalError
  }
}
