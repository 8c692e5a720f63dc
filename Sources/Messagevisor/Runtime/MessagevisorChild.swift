import Foundation

/// A request-, task- or screen-scoped view of a root instance.
///
/// A child shares the root's datafiles, modules, resolvers and caches, and has its own
/// context, locale, currency, time zone, events and snapshots. It cannot set datafiles, add or
/// remove modules, or spawn: those belong to the root.
public final class MessagevisorChild: Sendable {
  let base: Messagevisor

  init(_ base: Messagevisor) {
    self.base = base
  }

  /// Listens to `change` events of this child.
  @discardableResult
  public func subscribe(_ callback: @escaping @Sendable () -> Void) -> MessagevisorUnsubscribe {
    base.subscribe(callback)
  }

  /// Listens to one event of this child.
  @discardableResult
  public func on(_ name: MessagevisorEventName, _ callback: @escaping MessagevisorEventCallback)
    -> MessagevisorUnsubscribe
  {
    base.on(name, callback)
  }

  /// Changes this child's diagnostic threshold.
  public func setLogLevel(_ level: MessagevisorLogLevel) { base.setLogLevel(level) }
  /// This child's state.
  public func getSnapshot() -> MessagevisorSnapshot { base.getSnapshot() }
  /// Sets this child's own flag resolver.
  public func setFlagResolver(_ resolver: FlagResolver?) { base.setFlagResolver(resolver) }
  /// Sets this child's own variation resolver.
  public func setVariationResolver(_ resolver: VariationResolver?) {
    base.setVariationResolver(resolver)
  }
  /// Sets this child's currency.
  public func setCurrency(_ currency: String) { base.setCurrency(currency) }
  /// This child's currency.
  public func getCurrency() -> String? { base.getCurrency() }
  /// Sets this child's time zone.
  public func setTimeZone(_ timeZone: String) { base.setTimeZone(timeZone) }
  /// This child's time zone.
  public func getTimeZone() -> String? { base.getTimeZone() }
  /// Merges or replaces this child's context.
  public func setContext(_ context: MessagevisorContext, replace: Bool = false) {
    base.setContext(context, replace: replace)
  }
  /// This child's context.
  public func getContext() -> MessagevisorContext { base.getContext() }
  /// Makes a loaded locale active for this child.
  public func setLocale(_ locale: String) throws { try base.setLocale(locale) }
  /// This child's locale.
  public func getLocale() -> String? { base.getLocale() }
  /// The direction of a locale's datafile.
  public func getDirection(locale: String? = nil) throws -> String? {
    try base.getDirection(locale: locale)
  }
  /// A stored datafile.
  public func getDatafile(locale: String? = nil) throws -> DatafileContent {
    try base.getDatafile(locale: locale)
  }
  /// A stored datafile's revision.
  public func getRevision(locale: String? = nil) throws -> String {
    try base.getRevision(locale: locale)
  }
  /// Default translations of a locale.
  public func getDefaultTranslations(locale: String? = nil) -> [String: String]? {
    base.getDefaultTranslations(locale: locale)
  }
  /// Default formats of a locale.
  public func getDefaultFormats(locale: String? = nil) -> FormatPresets? {
    base.getDefaultFormats(locale: locale)
  }

  /// The selected string before modules run.
  public func getRawTranslation(_ key: String, options: TranslateOptions = TranslateOptions())
    throws -> String
  {
    try base.getRawTranslation(key, options: options)
  }

  /// Looks up and formats a message.
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

  /// Formats an arbitrary string through the module pipeline.
  public func formatMessage(
    _ message: String,
    values: MessagevisorValues = [:],
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try base.formatMessage(message, values: values, options: options)
  }

  /// Closes this child only: its subscriptions and its bridge to the parent.
  public func close() async throws {
    try await base.close()
  }
}
