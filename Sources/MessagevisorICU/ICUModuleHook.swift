import Messagevisor

/// The ICU module's `format` hook, shared by the module and the messages it compiles.
struct ICUModuleHook: Sendable {
  let options: ICUModuleOptions
  let formatter: ICUFormatter
  /// The plans this module compiled, by text, locale and engine (as many as the parse cache
  /// holds messages); shared by every instance the module is added to.
  private let plans: BoundedCache<ICUPreparedPlan.Key, ICUPreparedPlan>

  init(options: ICUModuleOptions) {
    self.options = options
    self.formatter = ICUFormatter(cache: options.parseCache)
    self.plans = BoundedCache(capacity: options.parseCache.capacity)
  }

  /// Formats the payload's text: reports rich tags when asked for, renders ICU syntax.
  func format(_ payload: MessagevisorFormatPayload, _ api: MessagevisorModuleApi) throws
    -> String?
  {
    if !ICUModuleSupport.ignoresTags(payload.moduleOptions, options: options) {
      api.reportDiagnostic(
        MessagevisorModuleReportedDiagnostic(
          level: .warn, code: .unsupportedFormatter,
          message: "Rich ICU tags are not supported; tags stay literal text",
          details: ["formatter": "icu_rich_text", "locale": .string(payload.locale)]))
    }
    guard ICUMessage.needsParsing(payload.translation) else { return nil }
    return try formatter.format(
      payload.translation, values: payload.values, environment: environment(payload, api))
  }

  /// The environment of one call: its locale, currency, zone, presets and engine, with
  /// issues reported through the module API.
  func environment(_ payload: MessagevisorFormatPayload, _ api: MessagevisorModuleApi)
    -> ICUEnvironment
  {
    let context = FormattingContext(
      locale: payload.locale,
      currency: payload.currency,
      timeZone: payload.timeZone ?? "UTC",
      caller: .icuArgument,
      report: { issue in api.reportDiagnostic(ICUModuleSupport.diagnostic(issue)) },
      engine: payload.formattingEngine
    )
    return ICUEnvironment(context: context, formats: payload.formats)
  }

  /// The compiled form of a stored translation; nil for plain text, invalid syntax, or a
  /// module that reports rich tags on every call.
  func compile(_ input: MessagevisorCompileInput) -> (any MessagevisorCompiledMessage)? {
    guard options.ignoreTags, ICUMessage.needsParsing(input.translation) else { return nil }
    return ICUCompiledMessage(input, module: self)
  }

  /// The plan of `text` for `locale` and `engine` (resolved), built on first use; nil when
  /// the text is not a valid message.
  func preparedPlan(_ text: String, locale: String, engine: FormattingEngineKind)
    -> ICUPreparedPlan?
  {
    let key = ICUPreparedPlan.Key(text: text, locale: locale, engine: engine)
    return try? plans.value(for: key) {
      ICUPreparedPlan(try formatter.cache.message(for: text), locale: locale, engine: engine)
    }
  }
}
