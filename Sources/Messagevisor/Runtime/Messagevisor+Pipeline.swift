import Foundation

/// What the module pipeline needs to format one string.
struct PipelineInput {
  let translation: String
  let values: MessagevisorValues
  let locale: String
  let source: MessagevisorTranslationSource
  let messageKey: String?
  let meta: [String: MessagevisorValue]?
  let options: EvaluationOptions
}

extension Messagevisor {
  /// Runs every module's `format`, then every `transform`, in registration order.
  ///
  /// A throwing hook reports `invalid_message` and its original error is rethrown.
  func runPipeline(_ input: PipelineInput, call: CallState) throws -> String {
    let plan = call.plan
    guard !plan.isEmpty else { return input.translation }
    var current = input.translation
    if plan.formatters.contains(where: { wantsFormat($0, input) }) {
      current = try runFormatters(input: input, call: call)
    }
    for (entry, api) in zip(plan.transformers, call.transformerApis) {
      let transformPayload = MessagevisorTransformPayload(
        translation: current,
        locale: input.locale,
        source: input.source,
        messageKey: input.messageKey,
        meta: input.meta
      )
      current =
        try runHook(entry.module, input: input, hook: .transform) {
          try entry.transform(transformPayload, api)
        } ?? current
    }
    return current
  }

  private func runFormatters(input: PipelineInput, call: CallState) throws -> String {
    var current = input.translation
    var payload = MessagevisorFormatPayload(
      translation: current,
      values: input.values,
      locale: input.locale,
      source: input.source,
      messageKey: input.messageKey,
      meta: input.meta,
      formats: effectiveFormats(
        locale: input.locale, options: input.options, call: call, data: call.data),
      moduleOptions: input.options.moduleOptions,
      currency: input.options.currency ?? call.currency,
      timeZone: input.options.timeZone ?? call.timeZone ?? family.hostTimeZone,
      formattingEngine: family.formattingEngine
    )
    for (entry, api) in zip(call.plan.formatters, call.formatterApis) {
      payload.translation = current
      current =
        try runHook(entry.module, input: input, hook: .format) {
          try entry.format(payload, api)
        } ?? current
    }
    return current
  }

  /// Whether a module's `format` may change `input` (its pre-check, when it has one).
  private func wantsFormat(_ entry: ModulePlan.Formatter, _ input: PipelineInput) -> Bool {
    entry.shouldFormat?(input.translation, input.options.moduleOptions) ?? true
  }

  private func runHook(
    _ module: MessagevisorModule,
    input: PipelineInput,
    hook: ModuleHook,
    _ body: () throws -> String?
  ) throws -> String? {
    do {
      return try body()
    } catch {
      report(
        MessagevisorDiagnostic(
          level: .error,
          code: "invalid_message",
          message: hook.failureMessage,
          details: [
            "locale": .string(input.locale),
            "messageKey": input.messageKey.map { .string($0) } ?? .null,
            "source": .string(input.source.rawValue),
            "hook": .string(hook.rawValue),
          ],
          moduleName: module.name,
          originalError: Diagnostics.describe(error)
        ))
      throw error
    }
  }

  /// Call ?? instance currency, and call ?? instance ?? host time zone.
  func callCurrencyAndZone(_ options: EvaluationOptions) -> (String?, String) {
    let (currency, timeZone) = state.withLock { ($0.currency, $0.timeZone) }
    return (
      options.currency ?? currency,
      options.timeZone ?? timeZone ?? family.hostTimeZone
    )
  }

  /// Effective formats for a call made outside the translate path.
  func effectiveFormats(locale: String, options: EvaluationOptions) -> FormatPresets {
    let data = family.store.withLock { $0.datafiles[locale] }
    let (currency, timeZone) = state.withLock { ($0.currency, $0.timeZone) }
    let call = CallState(locale: locale, context: [:], currency: currency, timeZone: timeZone)
    return effectiveFormats(locale: locale, options: options, call: call, data: data)
  }

  /// Defaults, datafile and call formats merged by property, with currency and time zone
  /// injected into presets; cached per datafile when the call adds no formats.
  func effectiveFormats(
    locale: String,
    options: EvaluationOptions,
    call: CallState,
    data: LocaleData?
  ) -> FormatPresets {
    if options.formats == nil, options.currency == nil, options.timeZone == nil,
      let formats = call.formats, call.locale == locale
    {
      return formats
    }
    let injection = FormatInjection(
      callCurrency: options.currency, callTimeZone: options.timeZone,
      instanceCurrency: call.currency, instanceTimeZone: call.timeZone,
      hostTimeZone: family.hostTimeZone)
    guard let data else {
      let base = family.defaultFormats[locale] ?? FormatPresets()
      return injection.apply(FormatMerge.mergingProperties(base, options.formats))
    }
    guard let callFormats = options.formats else {
      return data.injectedFormats.value(for: injection) { $0.apply(data.baseFormats) }
    }
    return injection.apply(FormatMerge.mergingProperties(data.baseFormats, callFormats))
  }
}
