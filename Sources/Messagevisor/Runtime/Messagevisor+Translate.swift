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
  public func translate(
    _ key: String,
    values: MessagevisorValues = [:],
    options: TranslateOptions = TranslateOptions()
  ) throws -> String {
    let call: CallState
    let entry: LookupEntry?
    switch try lookUp(key, options: options) {
    case .plain(let translation): return translation
    case .call(let found, let foundEntry):
      call = found
      entry = foundEntry
    }
    if let entry, entry.details == nil, let translation = entry.translation,
      call.plan.skipsPlainText, options.moduleOptions == nil
    {
      return translation
    }
    // A message's metadata is a large value: it is only read for a translation with syntax.
    if let details = entry?.details, details.compiled != nil, details.message == nil,
      let translation = entry?.translation,
      let compiled = compiledForm(of: details, translation: translation, call: call)
    {
      return try withUnsafePointer(to: options) { options in
        let input = PipelineInput(
          translation: translation, values: values, source: .translation, messageKey: key,
          meta: nil, options: options, compiled: compiled)
        return try runPipeline(input, call: call)
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
    var compiled: CompiledTranslation?
    if let entry, let translation = entry.plainTranslation {
      resolution = Resolution(translation: translation, meta: nil)
      if let details = entry.details {
        compiled = compiledForm(of: details, translation: translation, call: call)
      }
    } else {
      resolution = try resolve(key, entry: entry, options: options, call: call, data: call.data)
    }
    if compiled == nil, call.plan.passesThrough(resolution.translation, options.moduleOptions) {
      return resolution.translation
    }
    return try withUnsafePointer(to: options) { options in
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

  /// The modules' compiled forms of a stored translation with message syntax, compiled on
  /// first use; nil when no module compiles it (or the modules changed since).
  private func compiledForm(of details: EntryDetails, translation: String, call: CallState)
    -> CompiledTranslation?
  {
    guard call.plan.compiles, let slot = details.compiled else { return nil }
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
    let translateOptions = TranslateOptions(options)
    return try withUnsafePointer(to: translateOptions) { options in
      let input = PipelineInput(
        translation: message,
        values: values,
        source: .formatMessage,
        messageKey: nil,
        meta: nil,
        options: options,
        compiled: nil
      )
      return try runPipeline(input, call: call)
    }
  }
}
