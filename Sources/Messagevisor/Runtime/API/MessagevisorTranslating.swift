/// What root instances and their children both translate: one implementation of the typed
/// message calls for both.
///
/// `Messagevisor` and `MessagevisorChild` conform (through `MessagevisorEvaluating`, which adds
/// everything else both evaluate); code that only looks messages up can take
/// `some MessagevisorTranslating` and work with either, or with a stand-in of its own.
public protocol MessagevisorTranslating: Sendable {
  /// Looks up `key` and runs it through the module pipeline.
  func translate(_ key: String, values: MessagevisorValues, options: TranslateOptions) throws
    -> String

  /// The selected string for `key`, before modules format or transform it.
  func getRawTranslation(_ key: String, options: TranslateOptions) throws -> String
}

extension MessagevisorTranslating {
  /// Translates a typed message, e.g. one returned by a generated accessor.
  ///
  /// Same as `translate(message.key, values: message.values, options: options)`.
  ///
  ///     let items = try sdk.translate(L10n.Wallet.Cart.itemCount(count: 3))
  public func translate(
    _ message: MessagevisorMessage,
    options: TranslateOptions = TranslateOptions()
  ) throws -> String {
    try translate(message.key, values: message.values, options: options)
  }

  /// Alias of `translate(_:options:)` for typed messages.
  public func t(
    _ message: MessagevisorMessage,
    options: TranslateOptions = TranslateOptions()
  ) throws -> String {
    try translate(message.key, values: message.values, options: options)
  }

  /// The selected string for a typed message's key, before modules format it.
  public func getRawTranslation(
    _ message: MessagevisorMessage,
    options: TranslateOptions = TranslateOptions()
  ) throws -> String {
    try getRawTranslation(message.key, options: options)
  }
}
