import Foundation

/// A request-, task- or screen-scoped view of a root instance.
///
/// A child shares the root's datafiles, modules, resolvers and caches, and has its own
/// context, locale, currency, time zone, events and snapshots. It cannot set datafiles, add or
/// remove modules, or spawn: those belong to the root.
///
/// Formatting, state, events and datafile reads come from `MessagevisorEvaluating`, the same
/// definitions the root uses, evaluated on the child's own state. Lookups (`translate`, `t`,
/// `getRawTranslation`) and `close()` are declared here.
public final class MessagevisorChild: Sendable {
  /// The instance behind this child: its own state, its root's family.
  let base: Messagevisor

  init(_ base: Messagevisor) {
    self.base = base
  }

  /// The selected string before modules run.
  public func getRawTranslation(_ key: String, options: TranslateOptions = TranslateOptions())
    throws -> String
  {
    try base.getRawTranslation(key, options: options)
  }

  /// Looks up and formats a message with this child's locale, currency, time zone and context.
  ///
  /// The lookup and its diagnostics are the root's (see
  /// `Messagevisor.translate(_:values:options:)`); the child's context is merged with the
  /// call's, the call winning.
  ///
  ///     let request = sdk.spawn(context: ["plan": "pro"])
  ///     let banner = try request.translate("banner")
  ///
  /// Throws when no locale is set or a module cannot format the text.
  public func translate(
    _ key: String,
    values: MessagevisorValues = [:],
    options: TranslateOptions = TranslateOptions()
  ) throws -> String {
    try base.translate(key, values: values, options: options)
  }

  /// Alias of `translate`.
  public func t(
    _ key: String,
    values: MessagevisorValues = [:],
    options: TranslateOptions = TranslateOptions()
  ) throws -> String {
    try base.translate(key, values: values, options: options)
  }

  /// Closes this child only: its subscriptions and its bridge to the parent.
  public func close() async throws {
    try await base.close()
  }
}

extension MessagevisorChild: MessagevisorEvaluating {
  /// The instance behind this child, with the child's own state.
  public var evaluator: MessagevisorEvaluator { MessagevisorEvaluator(base) }
}
