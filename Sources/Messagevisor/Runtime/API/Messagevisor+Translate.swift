import Foundation

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
  /// `values` fill the message's arguments; `options` may name another locale, currency,
  /// time zone, presets or context for this call only, without changing the instance.
  ///
  ///     let line = try sdk.translate(
  ///       "cart.items", values: ["count": .int(2)], options: TranslateOptions(locale: "de-DE"))
  ///
  /// Throws `MessagevisorError` when no locale is set (`missing_locale`) or a module cannot
  /// format the text (an `invalid_message`, or an option a formatter refuses); a missing key
  /// does not throw.
  public func translate(
    _ key: String,
    values: MessagevisorValues = [:],
    options: TranslateOptions = TranslateOptions()
  ) throws -> String {
    let call: CallState
    let entry: LookupEntry?
    switch try lookUp(key, values: values, options: options) {
    case .done(let translation): return translation
    case .call(let found, let foundEntry):
      call = found
      entry = foundEntry
    }
    // The entry's path (`CallPath`), as `answer` followed it in the borrowed snapshot.
    if let entry {
      switch CallPath.of(entry, options: options, plan: call.plan) {
      case .plainText:
        return entry.text
      case .compiledText:
        // A message's metadata is a large value: it is only read for a translation with
        // syntax.
        if let slot = entry.details?.compiled,
          let compiled = compiledForm(of: slot, translation: entry.text, call: call)
        {
          return try Borrowed.lending(options) { options in
            let input = PipelineInput(
              translation: entry.text, values: values, source: .translation, messageKey: key,
              meta: nil, options: options, compiled: compiled)
            return try runPipeline(input, call: call)
          }
        }
      case .message, .pipeline:
        break
      }
    }
    return try translateResolved(key, entry: entry, values: values, options: options, call: call)
  }

  /// `translate` past its two fast paths (a plain stored translation, a compiled one).
  @inline(__always)
  private func translateResolved(
    _ key: String,
    entry: LookupEntry?,
    values: MessagevisorValues,
    options: TranslateOptions,
    call: CallState
  ) throws -> String {
    let resolution: Resolution
    if let entry, let translation = entry.plainTranslation {
      resolution = Resolution(
        translation: translation, meta: nil, forms: .stored(entry.details?.compiled))
    } else {
      resolution = try resolve(key, entry: entry, options: options, call: call, data: call.data)
    }
    let compiled = compiledForm(resolution.forms, translation: resolution.translation, call: call)
    if compiled == nil, passesUnchanged(resolution, options: options, call: call) {
      return resolution.translation
    }
    return try Borrowed.lending(options) { options in
      let input = PipelineInput(
        translation: resolution.translation,
        values: values,
        source: .translation,
        messageKey: key,
        meta: resolution.meta,
        options: options,
        compiled: compiled
      )
      return try runPipeline(input, call: call)
    }
  }

  /// True when no module would change the chosen translation: it has no message syntax and
  /// every formatter declared `.messageSyntax` (as for a plain stored translation), or every
  /// formatter's pre-check declines it.
  private func passesUnchanged(
    _ resolution: Resolution,
    options: TranslateOptions,
    call: CallState
  ) -> Bool {
    if CallPath.passesPlainText(options, plan: call.plan) {
      switch resolution.forms {
      case .stored(let slot) where slot == nil: return true
      case .text where !MessageSyntax.occurs(in: resolution.translation): return true
      default: break
      }
    }
    return call.plan.passesThrough(resolution.translation, options.moduleOptions)
  }

  /// The modules' compiled forms of a chosen translation, wherever `forms` says they are kept.
  private func compiledForm(
    _ forms: Resolution.Forms,
    translation: String,
    call: CallState
  ) -> CompiledTranslation? {
    switch forms {
    case .stored(let slot):
      guard let slot else { return nil }
      return compiledForm(of: slot, translation: translation, call: call)
    case .text:
      return compiledText(translation, call: call)
    }
  }

  /// The modules' compiled forms of a stored translation with message syntax, compiled on
  /// first use; nil when no module compiles it (or the modules changed since).
  private func compiledForm(of slot: CompiledSlot, translation: String, call: CallState)
    -> CompiledTranslation?
  {
    guard call.plan.compiles else { return nil }
    let found = slot.translation(for: call.plan) { compiler(for: call).compile(translation) }
    guard let found, !found.isEmpty else { return nil }
    return found
  }

  /// The modules' compiled forms of a text that no datafile stores (a default translation,
  /// a call's default, a `formatMessage` string), kept in the family's bounded text cache.
  private func compiledText(_ text: String, call: CallState) -> CompiledTranslation? {
    guard call.plan.compiles, MessageSyntax.occurs(in: text) else { return nil }
    let key = CompiledTextKey(plan: call.plan.serial, locale: call.locale, text: text)
    let found = family.compiledTexts.value(for: key) { compiler(for: call).compile(text) }
    return found.isEmpty ? nil : found
  }

  /// What compiles a text for the call's module plan and locale (built only on a miss).
  private func compiler(for call: CallState) -> SlotCompiler {
    SlotCompiler(plan: call.plan, locale: call.locale, engine: family.formattingEngine)
  }

  /// Alias of `translate(_:values:options:)`.
  public func t(
    _ key: String,
    values: MessagevisorValues = [:],
    options: TranslateOptions = TranslateOptions()
  ) throws -> String {
    try translate(key, values: values, options: options)
  }

  /// Runs an arbitrary string through the module pipeline (the body of the public
  /// `MessagevisorEvaluating.formatMessage`).
  func formatMessage(
    _ message: String,
    values: MessagevisorValues = [:],
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    let call = try callState(options.locale)
    let translateOptions = TranslateOptions(options)
    return try Borrowed.lending(translateOptions) { options in
      let input = PipelineInput(
        translation: message,
        values: values,
        source: .formatMessage,
        messageKey: nil,
        meta: nil,
        options: options,
        compiled: compiledText(message, call: call)
      )
      return try runPipeline(input, call: call)
    }
  }
}
