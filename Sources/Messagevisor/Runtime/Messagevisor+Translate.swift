import Foundation

/// A translation chosen by lookup, before modules run, with its message's metadata.
struct Resolution {
  let translation: String
  let meta: [String: MessagevisorValue]?
}

extension Messagevisor {
  /// The selected string for `key`, before modules format or transform it.
  public func getRawTranslation(_ key: String, options: TranslateOptions = TranslateOptions())
    throws -> String
  {
    let call = try callState(options.locale)
    let entry = call.entry(key)
    return try resolve(key, entry: entry, options: options, call: call, data: call.data)
      .translation
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
    let call = try callState(options.locale)
    let entry = call.entry(key)
    if let entry, entry.details == nil, let translation = entry.translation,
      call.plan.skipsPlainText, options.moduleOptions == nil
    {
      return translation
    }
    let resolution: Resolution
    var compiled: CompiledTranslation?
    if let entry, let translation = entry.plainTranslation {
      resolution = Resolution(translation: translation, meta: nil)
      compiled = compiledForm(of: entry, translation: translation, call: call)
    } else {
      resolution = try resolve(key, entry: entry, options: options, call: call, data: call.data)
    }
    if compiled == nil, call.plan.passesThrough(resolution.translation, options.moduleOptions) {
      return resolution.translation
    }
    let input = PipelineInput(
      translation: resolution.translation,
      values: values,
      locale: call.locale,
      source: .translation,
      messageKey: key,
      meta: resolution.meta,
      options: options.evaluation,
      compiled: compiled
    )
    return try runPipeline(input, call: call)
  }

  /// The modules' compiled forms of a stored translation with message syntax, compiled on
  /// first use; nil when no module compiles it (or the modules changed since).
  private func compiledForm(of entry: LookupEntry, translation: String, call: CallState)
    -> CompiledTranslation?
  {
    guard call.plan.compiles, let slot = entry.details?.compiled else { return nil }
    let found = slot.translation(for: call.plan) {
      call.plan.compile(
        MessagevisorCompileInput(
          translation: translation, locale: call.locale,
          formattingEngine: family.formattingEngine))
    }
    guard let found, !found.isEmpty else { return nil }
    return found
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
    let call = try callState(options.locale)
    let locale = call.locale
    let input = PipelineInput(
      translation: message,
      values: values,
      locale: locale,
      source: .formatMessage,
      messageKey: nil,
      meta: nil,
      options: options,
      compiled: nil
    )
    return try runPipeline(input, call: call)
  }

  /// The call locale or the active one; reports `missing_locale` and throws when neither.
  func requireLocale(_ requested: String?, message: String) throws -> String {
    if let requested { return requested }
    if let active = getLocale() { return active }
    report(Diagnostics.missingLocale(message))
    throw MessagevisorError(message)
  }

  /// Chooses the translation of `key` in the call's locale, whose stored `data` and `entry`
  /// the caller has looked up.
  func resolve(
    _ key: String,
    entry: LookupEntry?,
    options: TranslateOptions,
    call: CallState,
    data: LocaleData?
  ) throws -> Resolution {
    let locale = call.locale
    if let data, let entry {
      let message = entry.message
      if let message,
        let translation = matchOverride(
          message, key: key, data: data, options: options, call: call)
      {
        return Resolution(translation: translation, meta: message.meta)
      }
      if let translation = entry.translation {
        if message?.deprecated == true { reportDeprecated(message, key: key, locale: locale) }
        return Resolution(translation: translation, meta: message?.meta)
      }
    }
    if let fallback = family.defaultTranslations[locale]?[key] {
      return Resolution(translation: fallback, meta: nil)
    }
    if data == nil {
      report(Diagnostics.missingDatafile(locale: locale, messageKey: key))
    } else {
      report(Diagnostics.missingTranslation(locale: locale, key: key))
    }
    let translation = options.defaultTranslation ?? key
    return Resolution(translation: translation, meta: entry?.message?.meta)
  }

  private func matchOverride(
    _ message: DatafileMessage,
    key: String,
    data: LocaleData,
    options: TranslateOptions,
    call: CallState
  ) -> String? {
    guard let overrides = message.overrides, !overrides.isEmpty else { return nil }
    let locale = call.locale
    var context = call.context
    if let extra = options.context { context.merge(extra) { _, new in new } }
    let provider = MessagevisorEvaluationDataProvider(
      context: context,
      segments: data.header.segments,
      resolveFlag: effectiveFlagResolver(),
      resolveVariation: effectiveVariationResolver()
    )
    for candidate in overrides
    where evaluateCondition(candidate.conditions, provider: provider)
      && evaluateGroupSegment(candidate.segments, provider: provider)
    {
      if wouldDeliver(.debug) {
        reportOverrideMatched(locale: locale, key: key, override: candidate.key)
      }
      if message.deprecated == true { reportDeprecated(message, key: key, locale: locale) }
      return candidate.translation
    }
    return nil
  }

  private func reportOverrideMatched(locale: String, key: String, override: String) {
    report(
      MessagevisorDiagnostic(
        level: .debug,
        code: .messageOverrideMatched,
        message: "Message override matched",
        details: [
          "locale": .string(locale), "messageKey": .string(key), "overrideKey": .string(override),
        ]
      ))
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
        code: .deprecatedMessage,
        message: "Deprecated message evaluated",
        details: details
      ))
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
