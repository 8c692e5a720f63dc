import Foundation

/// A translation chosen by lookup, before modules run.
struct Resolution {
  let translation: String
  let locale: String
  let meta: [String: MessagevisorValue]?
}

extension Messagevisor {
  /// The selected string for `key`, before modules format or transform it.
  public func getRawTranslation(_ key: String, options: TranslateOptions = TranslateOptions())
    throws -> String
  {
    try resolve(key, options: options).translation
  }

  /// Looks up `key` and runs it through the module pipeline.
  ///
  /// Lookup order: the first matching override, the datafile translation, the default
  /// translations, then (after a diagnostic) the per-call default and finally the key.
  public func translate(
    _ key: String,
    values: MessagevisorValues = [:],
    options: TranslateOptions = TranslateOptions()
  ) throws -> String {
    let resolution = try resolve(key, options: options)
    let input = PipelineInput(
      translation: resolution.translation,
      values: values,
      locale: resolution.locale,
      source: .translation,
      messageKey: key,
      meta: resolution.meta,
      options: options.evaluation
    )
    return try runPipeline(input)
  }

  /// Alias of `translate(_:values:options:)`.
  public func t(
    _ key: String,
    values: MessagevisorValues = [:],
    options: TranslateOptions = TranslateOptions()
  ) throws -> String {
    try translate(key, values: values, options: options)
  }

  /// Runs an arbitrary string through the module pipeline.
  public func formatMessage(
    _ message: String,
    values: MessagevisorValues = [:],
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    let locale = try requireLocale(options.locale, message: "Locale not set")
    let input = PipelineInput(
      translation: message,
      values: values,
      locale: locale,
      source: .formatMessage,
      messageKey: nil,
      meta: nil,
      options: options
    )
    return try runPipeline(input)
  }

  /// The call locale or the active one; reports `missing_locale` and throws when neither.
  func requireLocale(_ requested: String?, message: String) throws -> String {
    if let requested { return requested }
    if let active = getLocale() { return active }
    report(Diagnostics.missingLocale(message))
    throw MessagevisorError(message)
  }

  func resolve(_ key: String, options: TranslateOptions) throws -> Resolution {
    let locale = try requireLocale(options.locale, message: "Locale not set")
    let data = family.store.withLock { $0.datafiles[locale] }
    if let datafile = data?.datafile {
      let message = datafile.messages[key]
      if let translation = try matchOverride(
        message, key: key, locale: locale, data: datafile, options: options)
      {
        return Resolution(translation: translation, locale: locale, meta: message?.meta)
      }
      if let translation = datafile.translations[key] {
        if message?.deprecated == true { reportDeprecated(message, key: key, locale: locale) }
        return Resolution(translation: translation, locale: locale, meta: message?.meta)
      }
    }
    if let fallback = family.defaultTranslations[locale]?[key] {
      return Resolution(translation: fallback, locale: locale, meta: nil)
    }
    if data == nil {
      report(Diagnostics.missingDatafile(locale: locale, messageKey: key))
    } else {
      report(
        Diagnostics.lookup(
          code: "missing_translation", message: "Missing translation", locale: locale, key: key))
    }
    let translation = options.defaultTranslation ?? key
    return Resolution(
      translation: translation, locale: locale, meta: data?.datafile.messages[key]?.meta)
  }

  private func matchOverride(
    _ message: DatafileMessage?,
    key: String,
    locale: String,
    data: DatafileContent,
    options: TranslateOptions
  ) throws -> String? {
    guard let message, let overrides = message.overrides, !overrides.isEmpty else { return nil }
    let provider = evaluationProvider(segments: data.segments, callContext: options.context)
    for candidate in overrides
    where evaluateCondition(candidate.conditions, provider: provider)
      && evaluateGroupSegment(candidate.segments, provider: provider)
    {
      report(
        MessagevisorDiagnostic(
          level: .debug,
          code: "message_override_matched",
          message: "Message override matched",
          details: [
            "locale": .string(locale), "messageKey": .string(key),
            "overrideKey": .string(candidate.key),
          ]
        ))
      if message.deprecated == true { reportDeprecated(message, key: key, locale: locale) }
      return candidate.translation
    }
    return nil
  }

  private func reportDeprecated(_ message: DatafileMessage?, key: String, locale: String) {
    var details: [String: MessagevisorValue] = [
      "locale": .string(locale), "messageKey": .string(key), "source": .string("translation"),
    ]
    if let warning = message?.deprecationWarning {
      details["deprecationWarning"] = .string(warning)
    }
    report(
      MessagevisorDiagnostic(
        level: .warn,
        code: "deprecated_message",
        message: "Deprecated message evaluated",
        details: details
      ))
  }

  /// Context, segments and resolvers for condition evaluation.
  func evaluationProvider(
    segments: [String: Segment],
    callContext: MessagevisorContext?
  ) -> MessagevisorEvaluationDataProvider {
    var context = getContext()
    if let callContext { context.merge(callContext) { _, new in new } }
    return MessagevisorEvaluationDataProvider(
      context: context,
      segments: segments,
      resolveFlag: effectiveFlagResolver(),
      resolveVariation: effectiveVariationResolver()
    )
  }

  /// Module registration, else this instance's own resolver, else the parent's.
  func effectiveFlagResolver() -> FlagResolver? {
    if let top = family.store.withLock({ $0.flagRegistrations.last }) { return top.resolver }
    let slot = state.withLock { $0.flagResolver }
    if slot.isExplicit { return slot.resolver }
    return parent?.effectiveFlagResolver()
  }

  /// Module registration, else this instance's own resolver, else the parent's.
  func effectiveVariationResolver() -> VariationResolver? {
    if let top = family.store.withLock({ $0.variationRegistrations.last }) { return top.resolver }
    let slot = state.withLock { $0.variationResolver }
    if slot.isExplicit { return slot.resolver }
    return parent?.effectiveVariationResolver()
  }
}
