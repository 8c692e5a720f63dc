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
  func runPipeline(_ input: PipelineInput) throws -> String {
    let modules = family.store.withLock { $0.modules }
    guard !modules.isEmpty else { return input.translation }
    var current = input.translation
    let (currency, timeZone) = callCurrencyAndZone(input.options)
    var payload: MessagevisorFormatPayload?
    for module in modules {
      guard let format = module.format else { continue }
      var formatPayload =
        payload
        ?? MessagevisorFormatPayload(
          translation: current,
          values: input.values,
          locale: input.locale,
          source: input.source,
          messageKey: input.messageKey,
          meta: input.meta,
          formats: effectiveFormats(locale: input.locale, options: input.options),
          moduleOptions: input.options.moduleOptions,
          currency: currency,
          timeZone: timeZone
        )
      formatPayload.translation = current
      payload = formatPayload
      current =
        try runHook(module, input: input, hook: "format") {
          try format(formatPayload, api(for: module))
        } ?? current
    }
    for module in modules {
      guard let transform = module.transform else { continue }
      let transformPayload = MessagevisorTransformPayload(
        translation: current,
        locale: input.locale,
        source: input.source,
        messageKey: input.messageKey,
        meta: input.meta
      )
      current =
        try runHook(module, input: input, hook: "transform") {
          try transform(transformPayload, api(for: module))
        } ?? current
    }
    return current
  }

  private func runHook(
    _ module: MessagevisorModule,
    input: PipelineInput,
    hook: String,
    _ body: () throws -> String?
  ) throws -> String? {
    do {
      return try body()
    } catch {
      report(
        MessagevisorDiagnostic(
          level: .error,
          code: "invalid_message",
          message: hook == "format" ? "Unable to format message" : "Unable to transform message",
          details: [
            "locale": .string(input.locale),
            "messageKey": input.messageKey.map { .string($0) } ?? .null,
            "source": .string(input.source.rawValue),
            "hook": .string(hook),
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

  /// Defaults, datafile and call formats merged by property, with currency and time zone
  /// injected into presets.
  func effectiveFormats(locale: String, options: EvaluationOptions) -> FormatPresets {
    let base =
      family.store.withLock { $0.datafiles[locale]?.baseFormats }
      ?? family.defaultFormats[locale] ?? FormatPresets()
    var merged = FormatMerge.mergingProperties(base, options.formats)
    let (instanceCurrency, instanceZone) = state.withLock { ($0.currency, $0.timeZone) }
    if var number = merged.number {
      for (name, preset) in number where preset["style"] == .string("currency") {
        let authored = preset["currency"]?.stringValue
        let code = options.currency ?? authored ?? instanceCurrency ?? "USD"
        number[name]?["currency"] = .string(code)
      }
      merged.number = number
    }
    for family in [FormatFamily.date, .time, .dateTimeRange] {
      guard var presets = merged[family: family] else { continue }
      for (name, preset) in presets {
        let zone =
          options.timeZone ?? preset["timeZone"]?.stringValue ?? instanceZone
          ?? self.family.hostTimeZone
        presets[name]?["timeZone"] = .string(zone)
      }
      merged[family: family] = presets
    }
    return merged
  }
}
