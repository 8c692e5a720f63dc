extension MessagevisorEvaluating {
  /// The active locale.
  public func getLocale() -> String? {
    evaluator.instance.getLocale()
  }

  /// Makes `locale` active; its datafile must be loaded.
  ///
  /// A missing datafile reports `missing_datafile` and throws without changing state.
  public func setLocale(_ locale: String) throws {
    try evaluator.instance.setLocale(locale)
  }

  /// The instance context.
  public func getContext() -> MessagevisorContext {
    evaluator.instance.getContext()
  }

  /// Shallow-merges `context` into the instance context, or replaces it.
  public func setContext(_ context: MessagevisorContext, replace: Bool = false) {
    evaluator.instance.setContext(context, replace: replace)
  }

  /// The instance currency.
  public func getCurrency() -> String? {
    evaluator.instance.getCurrency()
  }

  /// Sets the instance currency; it is validated when used.
  public func setCurrency(_ currency: String) {
    evaluator.instance.setCurrency(currency)
  }

  /// The instance time zone.
  public func getTimeZone() -> String? {
    evaluator.instance.getTimeZone()
  }

  /// Sets the instance time zone; it is validated when used.
  public func setTimeZone(_ timeZone: String) {
    evaluator.instance.setTimeZone(timeZone)
  }

  /// Changes this instance's diagnostic threshold.
  public func setLogLevel(_ level: MessagevisorLogLevel) {
    evaluator.instance.setLogLevel(level)
  }

  /// Sets this instance's own flag resolver; nil blocks inheritance from a parent.
  public func setFlagResolver(_ resolver: FlagResolver?) {
    evaluator.instance.setFlagResolver(resolver)
  }

  /// Sets this instance's own variation resolver; nil blocks inheritance from a parent.
  public func setVariationResolver(_ resolver: VariationResolver?) {
    evaluator.instance.setVariationResolver(resolver)
  }

  /// The state visible to observers now.
  public func getSnapshot() -> MessagevisorSnapshot {
    evaluator.instance.getSnapshot()
  }

  // MARK: Events

  /// Listens to one event; the returned function unsubscribes (idempotently).
  @discardableResult
  public func on(_ name: MessagevisorEventName, _ callback: @escaping MessagevisorEventCallback)
    -> MessagevisorUnsubscribe
  {
    evaluator.instance.on(name, callback)
  }

  /// Listens to `change` events.
  @discardableResult
  public func subscribe(_ callback: @escaping @Sendable () -> Void) -> MessagevisorUnsubscribe {
    evaluator.instance.subscribe(callback)
  }
}
