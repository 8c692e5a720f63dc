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
  /// The modules' compiled forms of `translation`, when it is a stored one they compiled.
  let compiled: CompiledTranslation?
}

extension Messagevisor {
  /// Runs every module's `format`, then every `transform`, in registration order.
  ///
  /// A throwing hook reports `invalid_message` and its original error is rethrown.
  func runPipeline(_ input: PipelineInput, call: CallState) throws -> String {
    let plan = call.plan
    guard !plan.isEmpty else { return input.translation }
    var current = input.translation
    if input.compiled != nil || plan.formatters.contains(where: { wantsFormat($0, input) }) {
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
      do {
        current = try entry.transform(transformPayload, api) ?? current
      } catch {
        reportHookFailure(error, module: entry.name, input: input, hook: .transform)
        throw error
      }
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
    // A compiled form stands for the stored translation: it is used until a hook changes it.
    var compiled = input.compiled?.messages
    for (index, (entry, api)) in zip(call.plan.formatters, call.formatterApis).enumerated() {
      payload.translation = current
      let formatted: String?
      do {
        if let message = compiled?[index] {
          formatted = try message.format(payload, api: api)
        } else {
          formatted = try entry.format(payload, api)
        }
      } catch {
        reportHookFailure(error, module: entry.name, input: input, hook: .format)
        throw error
      }
      if let formatted {
        let laterUsesCompiled = compiled != nil && index + 1 < call.plan.formatters.count
        if laterUsesCompiled, formatted != current { compiled = nil }
        current = formatted
      }
    }
    return current
  }

  /// Whether a module's `format` may change `input` (its pre-check, when it has one).
  private func wantsFormat(_ entry: ModulePlan.Formatter, _ input: PipelineInput) -> Bool {
    entry.shouldFormat?(input.translation, input.options.moduleOptions) ?? true
  }

  /// Reports a throwing hook as `invalid_message`, attributed to its module.
  private func reportHookFailure(
    _ error: any Error,
    module name: String?,
    input: PipelineInput,
    hook: ModuleHook
  ) {
    report(
      MessagevisorDiagnostic(
        level: .error,
        code: .invalidMessage,
        message: hook.failureMessage,
        details: [
          "locale": .string(input.locale),
          "messageKey": input.messageKey.map { .string($0) } ?? .null,
          "source": .string(input.source.rawValue),
          "hook": .string(hook.rawValue),
        ],
        moduleName: name,
        originalError: Diagnostics.describe(error)
      ))
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
