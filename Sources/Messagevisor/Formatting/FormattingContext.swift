import Foundation

/// Something noticed while formatting that the caller turns into a diagnostic.
public struct FormattingIssue: Sendable, Equatable {
  /// The diagnostic an issue becomes.
  public enum Kind: Sendable, Equatable {
    /// `unsupported_formatter` (warn).
    case unsupportedFormatter
    /// `invalid_format` (error); the formatting call also throws.
    case invalidFormat
  }

  /// Which diagnostic.
  public var kind: Kind
  /// The diagnostic message.
  public var message: String
  /// The diagnostic details.
  public var details: [String: MessagevisorValue]
  /// The reason text, used as the diagnostic's `originalError` for `invalid_format`.
  public var reason: String?

  /// Creates an issue.
  public init(
    kind: Kind,
    message: String,
    details: [String: MessagevisorValue],
    reason: String? = nil
  ) {
    self.kind = kind
    self.message = message
    self.details = details
    self.reason = reason
  }
}

/// Where and for whom a value is formatted.
///
/// The runtime resolves precedence before calling: `currency` is call ?? instance currency;
/// `timeZone` is call ?? instance ?? host zone. Options carrying their own `currency` or
/// `timeZone` win over these fallbacks.
public struct FormattingContext: Sendable {
  /// The locale identifier, passed to `Locale(identifier:)` unchanged.
  public var locale: String
  /// Fallback currency for currency styles without an authored code (then `USD`).
  public var currency: String?
  /// Fallback time-zone identifier for dates without an option `timeZone`.
  public var timeZone: String
  /// Who is formatting; it names the formatter in `unsupported_formatter` details.
  public var caller: Caller
  /// Receives diagnostics-worthy issues, synchronously, before any throw.
  public var report: @Sendable (FormattingIssue) -> Void
  /// The engine that formats (default: `FormattingEngineKind.processDefault`).
  public var engine: FormattingEngineKind

  /// Creates a context.
  public init(
    locale: String,
    currency: String? = nil,
    timeZone: String,
    caller: Caller = .directHelper,
    report: @escaping @Sendable (FormattingIssue) -> Void = { _ in },
    engine: FormattingEngineKind = .processDefault
  ) {
    self.engine = engine.resolved
    self.locale = locale
    self.currency = currency
    self.timeZone = timeZone
    self.caller = caller
    self.report = report
  }
}

extension FormattingContext {
  /// Who is formatting, which decides the `formatter` name in `unsupported_formatter` details.
  public enum Caller: Sendable, Equatable {
    /// A direct helper such as `formatNumber`; number issues name `formatNumber`.
    case directHelper
    /// An ICU message argument; number issues name `number`.
    case icuArgument
  }
}

/// The kind of a date formatter: it picks the default skeleton when no field is given.
public enum DateFormatKind: String, Sendable {
  /// Defaults to `yMd`.
  case date
  /// Defaults to `jmmss` (a bare time shows hours, minutes and seconds).
  case time
}
