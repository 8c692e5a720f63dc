import Messagevisor

/// The ICU module's `format` hook, shared by the module and the messages it compiles.
struct ICUModuleHook: Sendable {
  let options: ICUModuleOptions
  let formatter: ICUFormatter

  init(options: ICUModuleOptions) {
    self.options = options
    self.formatter = ICUFormatter(cache: options.parseCache)
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
}
