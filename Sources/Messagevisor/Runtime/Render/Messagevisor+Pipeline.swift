import Foundation

extension Messagevisor {
  /// Runs every module's `format`, then every `transform`, in registration order.
  ///
  /// A throwing hook reports `invalid_message` and its original error is rethrown.
  func runPipeline(_ input: PipelineInput, call: CallState) throws -> String {
    let plan = call.plan
    guard !plan.isEmpty else { return input.translation }
    if plan.rendersAlone, let compiled = input.compiled, compiled.first != nil {
      return try Borrowed.lending(input) { input in
        try renderFirst(of: compiled, input: CallInput(input), call: call)
      }
    }
    var current = input.translation
    if input.compiled != nil || plan.formatters.contains(where: { wantsFormat($0, input) }) {
      current = try Borrowed.lending(input) { try runFormatters($0, call: call) }
    }
    for (entry, api) in zip(plan.transformers, call.transformerApis) {
      let transformPayload = MessagevisorTransformPayload(
        translation: current,
        locale: call.locale,
        source: input.source,
        messageKey: input.messageKey,
        meta: input.meta
      )
      do {
        current = try entry.transform(transformPayload, api) ?? current
      } catch {
        Borrowed.lending(input) { input in
          reportHookFailure(
            error, module: entry.name, input: CallInput(input), call: call, hook: .transform)
        }
        throw error
      }
    }
    return current
  }

  /// Runs the formatters; the payload is built only when a hook (not a compiled form) runs.
  private func runFormatters(_ input: Borrowed<PipelineInput>, call: CallState) throws
    -> String
  {
    let formatters = call.plan.formatters
    var current = input.pointee.translation
    var payload: MessagevisorFormatPayload?
    // A compiled form stands for the stored translation: it is used until a hook changes it.
    var compiled = input.pointee.compiled?.messages
    let lent = CallInput(input)
    for index in formatters.indices {
      let entry = formatters[index]
      let view = MessagevisorCompiledCall(input: lent, call: call, owner: self, formatter: index)
      let formatted: String?
      do {
        if let message = compiled?[index] {
          formatted = try message.render(view)
        } else {
          var hookPayload = payload.take() ?? view.payload()
          hookPayload.translation = current
          formatted = try entry.format(hookPayload, call.formatterApis[index])
          payload = hookPayload
        }
      } catch {
        reportHookFailure(error, module: entry.name, input: lent, call: call, hook: .format)
        throw error
      }
      if let formatted {
        let laterUsesCompiled = compiled != nil && index + 1 < formatters.count
        if laterUsesCompiled, formatted != current { compiled = nil }
        current = formatted
      }
    }
    return current
  }

  /// The pipeline's one formatter, rendered from its compiled form (no payload, no loop):
  /// the translation itself when the render returns nil; a throw is reported as
  /// `invalid_message` of that module. For a plan that `rendersAlone`; inlined into the
  /// lookup's in-place path, the hottest caller.
  @inline(__always)
  func renderFirst(of compiled: CompiledTranslation, input: CallInput, call: CallState)
    throws -> String
  {
    let view = MessagevisorCompiledCall(input: input, call: call, owner: self, formatter: 0)
    do {
      // Optional chaining on the stored property lends the message without a retain.
      return try compiled.first?.render(view) ?? input.translation.pointee
    } catch {
      reportRenderFailure(error, input: input, call: call)
      throw error
    }
  }

  /// `renderFirst` of compiled forms lent unretained, as a stored translation's slot lends
  /// them (`CompiledSlot.existingUnretained`): the caller keeps their slot alive.
  @inline(__always)
  func renderFirst(
    of compiled: BorrowedObject<CompiledTranslation>,
    input: CallInput,
    call: CallState
  ) throws -> String {
    try compiled.with { try renderFirst(of: $0, input: input, call: call) }
  }

  /// Reports a throwing render of the pipeline's first formatter as `invalid_message` (out of
  /// line: the failure path stays out of the inlined render).
  @inline(never)
  private func reportRenderFailure(_ error: any Error, input: CallInput, call: CallState) {
    let name = call.plan.formatters[0].name
    reportHookFailure(error, module: name, input: input, call: call, hook: .format)
  }

  /// The payload of a `format` hook for `input`, with the effective presets.
  func formatPayload(_ input: CallInput, call: CallState)
    -> MessagevisorFormatPayload
  {
    let options = input.options.pointee
    return MessagevisorFormatPayload(
      translation: input.translation.pointee,
      values: input.values.pointee,
      locale: call.locale,
      source: input.source,
      messageKey: input.messageKey,
      meta: input.meta,
      formats: effectiveFormats(
        locale: call.locale, options: options.evaluation, call: call, data: call.data),
      moduleOptions: options.moduleOptions,
      currency: options.currency ?? call.currency,
      timeZone: options.timeZone ?? call.timeZone ?? family.hostTimeZone,
      formattingEngine: family.formattingEngine
    )
  }

  /// Whether a module's `format` may change `input` (its pre-check, when it has one).
  private func wantsFormat(_ entry: ModulePlan.Formatter, _ input: PipelineInput) -> Bool {
    entry.shouldFormat?(input.translation, input.options.pointee.moduleOptions) ?? true
  }

  /// Reports a throwing hook as `invalid_message`, attributed to its module.
  private func reportHookFailure(
    _ error: any Error,
    module name: String?,
    input: CallInput,
    call: CallState,
    hook: ModuleHook
  ) {
    report(
      MessagevisorDiagnostic(
        level: .error,
        code: .invalidMessage,
        message: hook.failureMessage,
        details: [
          "locale": .string(call.locale),
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
    if call.locale == locale,
      let formats = call.snapshotFormats(
        callFormats: options.formats, currency: options.currency, timeZone: options.timeZone)
    {
      return formats
    }
    let injection = injection(
      callCurrency: options.currency, callTimeZone: options.timeZone, call: call)
    guard let data else {
      let base = family.defaultFormats[locale] ?? FormatPresets()
      return injection.apply(FormatMerge.mergingProperties(base, options.formats))
    }
    guard let callFormats = options.formats else {
      return data.injectedFormats.value(for: injection) { $0.apply(data.baseFormats) }
    }
    return injection.apply(FormatMerge.mergingProperties(data.baseFormats, callFormats))
  }

  /// What a call in `call`'s snapshot with `callCurrency` and `callTimeZone` of its own fills
  /// its presets with.
  func injection(callCurrency: String?, callTimeZone: String?, call: CallState)
    -> FormatInjection
  {
    FormatInjection(
      callCurrency: callCurrency, callTimeZone: callTimeZone,
      instanceCurrency: call.currency, instanceTimeZone: call.timeZone,
      hostTimeZone: family.hostTimeZone)
  }
}
