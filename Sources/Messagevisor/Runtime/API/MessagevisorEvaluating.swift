import Foundation

/// Everything root instances and their children both evaluate, defined once for both.
///
/// `Messagevisor` and `MessagevisorChild` conform; code that formats, reads or watches
/// instance state can take `some MessagevisorEvaluating` and work with either. The helpers are
/// protocol-extension methods that run on the conforming value's `evaluator`, so a child always
/// answers from its own context, locale, currency, time zone, snapshots and events.
///
/// Root-only operations stay on `Messagevisor`: `setDatafile`, `addModule`, `removeModule` and
/// `spawn` (a child cannot call them, which keeps shared ownership unambiguous). `close()` is
/// declared by each type, since a child closes only its own subscriptions and parent bridge.
/// `translate`, `t` and `getRawTranslation` with a string key are declared by each type as
/// well, so that hot path is dispatched statically (see `MessagevisorTranslating`).
public protocol MessagevisorEvaluating: MessagevisorTranslating {
  /// The instance whose state these calls read and change.
  var evaluator: MessagevisorEvaluator { get }
}

/// The instance that evaluates a root's or a child's calls, as an opaque handle.
///
/// `MessagevisorEvaluating` asks for one: every shared helper (formatters, state, events,
/// datafile reads) is defined once on the protocol and runs on the instance this handle holds.
/// A root hands out itself and a child its own state (context, locale, currency, time zone,
/// events), never its root's. Only the SDK creates one; a type of yours conforms by passing
/// on the handle of an instance it wraps.
public struct MessagevisorEvaluator: Sendable {
  /// The evaluating instance: a root, or the instance behind a child.
  let instance: Messagevisor

  init(_ instance: Messagevisor) {
    self.instance = instance
  }
}

extension MessagevisorEvaluating {
  /// Runs an arbitrary string through the module pipeline.
  ///
  /// The string is not looked up: it is formatted as a translation would be, with the
  /// installed modules, the locale (the call's, else the active one) and the effective
  /// presets. Without modules it is returned as given.
  ///
  ///     try sdk.formatMessage("{n, plural, one {# file} other {# files}}", values: ["n": 3])
  ///
  /// Throws when no locale is set or a module cannot format the text (`invalid_message`).
  public func formatMessage(
    _ message: String,
    values: MessagevisorValues = [:],
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try evaluator.instance.formatMessage(message, values: values, options: options)
  }

  /// The stored datafile of a locale (active locale for nil).
  ///
  /// Reports `missing_locale` or `missing_datafile` and throws when there is none.
  public func getDatafile(locale: String? = nil) throws -> DatafileContent {
    try evaluator.instance.getDatafile(locale: locale)
  }

  /// The revision of a locale's datafile (active locale for nil).
  public func getRevision(locale: String? = nil) throws -> String {
    try evaluator.instance.getRevision(locale: locale)
  }

  /// The direction of a locale's datafile; nil without a locale argument or active locale.
  public func getDirection(locale: String? = nil) throws -> String? {
    try evaluator.instance.getDirection(locale: locale)
  }

  /// `getDirection(locale:)` as a `TextDirection`: nil without a locale argument or active
  /// locale; reports and throws like `getDatafile(locale:)` when the datafile is missing.
  public func getTextDirection(locale: String? = nil) throws -> TextDirection? {
    try getDirection(locale: locale).flatMap(TextDirection.init(rawValue:))
  }

  /// Application default translations of a locale (active locale for nil).
  public func getDefaultTranslations(locale: String? = nil) -> [String: String]? {
    evaluator.instance.getDefaultTranslations(locale: locale)
  }

  /// Application default formats of a locale (active locale for nil).
  public func getDefaultFormats(locale: String? = nil) -> FormatPresets? {
    evaluator.instance.getDefaultFormats(locale: locale)
  }
}
