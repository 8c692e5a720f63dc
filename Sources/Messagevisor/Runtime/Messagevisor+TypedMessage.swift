extension Messagevisor {
  /// Translates a typed message, e.g. one returned by a generated accessor.
  ///
  /// Same as `translate(message.key, values: message.values, options: options)`.
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
