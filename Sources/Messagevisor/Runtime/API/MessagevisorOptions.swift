/// Receives every delivered diagnostic.
public typealias MessagevisorDiagnosticHandler = @Sendable (MessagevisorDiagnostic) throws -> Void
/// Stops a subscription; calling it again does nothing.
public typealias MessagevisorUnsubscribe = @Sendable () -> Void
/// Removes a module added with `addModule`; calling it again does nothing.
public typealias MessagevisorModuleRemoval = @Sendable () async throws -> Void
/// Receives events.
public typealias MessagevisorEventCallback = @Sendable (MessagevisorEvent) throws -> Void

/// Options of `createMessagevisor(_:)`.
public struct MessagevisorOptions: Sendable {
  /// The initial datafile; its locale becomes active.
  public var datafile: DatafileContent?
  /// The initial datafile as JSON, used when `datafile` is nil.
  public var datafileJSON: String?
  /// The active locale when no initial datafile is given.
  public var locale: String?
  /// The initial context.
  public var context: MessagevisorContext
  /// The instance currency.
  public var currency: String?
  /// The instance time zone.
  public var timeZone: String?
  /// Application-owned translations by locale, then key.
  public var defaultTranslations: [String: [String: String]]
  /// Application-owned format presets by locale.
  public var defaultFormats: [String: FormatPresets]
  /// Resolves feature flags referenced by overrides.
  public var resolveFlag: FlagResolver?
  /// Resolves experiment variations referenced by overrides.
  public var resolveVariation: VariationResolver?
  /// Receives diagnostics; without one they go to `diagnosticSink`.
  public var onDiagnostic: MessagevisorDiagnosticHandler?
  /// The diagnostic threshold.
  public var logLevel: MessagevisorLogLevel
  /// Modules set up in order before `sdk_initialized`.
  public var modules: [MessagevisorModule]
  /// The formatting engine of this instance and its children (nil:
  /// `FormattingEngineKind.processDefault`, ICU on Linux and Foundation on Apple platforms).
  public var formattingEngine: FormattingEngineKind?
  /// Where diagnostics without a handler and failing callbacks are written, for this instance
  /// and its children; standard error by default.
  public var diagnosticSink: MessagevisorDiagnosticSink

  /// Creates options; every field is optional.
  public init(
    datafile: DatafileContent? = nil,
    datafileJSON: String? = nil,
    locale: String? = nil,
    context: MessagevisorContext = [:],
    currency: String? = nil,
    timeZone: String? = nil,
    defaultTranslations: [String: [String: String]] = [:],
    defaultFormats: [String: FormatPresets] = [:],
    resolveFlag: FlagResolver? = nil,
    resolveVariation: VariationResolver? = nil,
    onDiagnostic: MessagevisorDiagnosticHandler? = nil,
    logLevel: MessagevisorLogLevel = .info,
    modules: [MessagevisorModule] = [],
    formattingEngine: FormattingEngineKind? = nil,
    diagnosticSink: MessagevisorDiagnosticSink = .standardError
  ) {
    self.datafile = datafile
    self.datafileJSON = datafileJSON
    self.locale = locale
    self.context = context
    self.currency = currency
    self.timeZone = timeZone
    self.defaultTranslations = defaultTranslations
    self.defaultFormats = defaultFormats
    self.resolveFlag = resolveFlag
    self.resolveVariation = resolveVariation
    self.onDiagnostic = onDiagnostic
    self.logLevel = logLevel
    self.modules = modules
    self.formattingEngine = formattingEngine
    self.diagnosticSink = diagnosticSink
  }
}

/// Per-call options of `formatMessage` and the formatting helpers; nothing is stored.
public struct EvaluationOptions: Sendable {
  /// Locale for this call.
  public var locale: String?
  /// Currency for this call.
  public var currency: String?
  /// Time zone for this call.
  public var timeZone: String?
  /// Formats merged over the effective presets for this call.
  public var formats: FormatPresets?
  /// Options for modules, keyed by module name.
  public var moduleOptions: [String: MessagevisorValue]?

  /// Creates per-call options.
  public init(
    locale: String? = nil,
    currency: String? = nil,
    timeZone: String? = nil,
    formats: FormatPresets? = nil,
    moduleOptions: [String: MessagevisorValue]? = nil
  ) {
    self.locale = locale
    self.currency = currency
    self.timeZone = timeZone
    self.formats = formats
    self.moduleOptions = moduleOptions
  }
}

/// Per-call options of `translate`; nothing is stored.
public struct TranslateOptions: Sendable {
  /// Locale for this call.
  public var locale: String?
  /// Currency for this call.
  public var currency: String?
  /// Time zone for this call.
  public var timeZone: String?
  /// Formats merged over the effective presets for this call.
  public var formats: FormatPresets?
  /// Options for modules, keyed by module name.
  public var moduleOptions: [String: MessagevisorValue]?
  /// Context shallow-merged over the instance context for this call.
  public var context: MessagevisorContext?
  /// Used when neither the datafile nor the defaults have the key.
  public var defaultTranslation: String?

  /// Creates per-call options.
  public init(
    locale: String? = nil,
    currency: String? = nil,
    timeZone: String? = nil,
    formats: FormatPresets? = nil,
    moduleOptions: [String: MessagevisorValue]? = nil,
    context: MessagevisorContext? = nil,
    defaultTranslation: String? = nil
  ) {
    self.locale = locale
    self.currency = currency
    self.timeZone = timeZone
    self.formats = formats
    self.moduleOptions = moduleOptions
    self.context = context
    self.defaultTranslation = defaultTranslation
  }

  /// The same evaluation options, without context or default translation.
  init(_ evaluation: EvaluationOptions) {
    self.init(
      locale: evaluation.locale,
      currency: evaluation.currency,
      timeZone: evaluation.timeZone,
      formats: evaluation.formats,
      moduleOptions: evaluation.moduleOptions
    )
  }

  /// The evaluation part of these options.
  public var evaluation: EvaluationOptions {
    EvaluationOptions(
      locale: locale,
      currency: currency,
      timeZone: timeZone,
      formats: formats,
      moduleOptions: moduleOptions
    )
  }
}

/// Options of `spawn(context:options:)`; absent values are copied from the parent.
public struct SpawnOptions: Sendable {
  /// The child's locale.
  public var locale: String?
  /// The child's currency.
  public var currency: String?
  /// The child's time zone.
  public var timeZone: String?

  /// Creates spawn options.
  public init(locale: String? = nil, currency: String? = nil, timeZone: String? = nil) {
    self.locale = locale
    self.currency = currency
    self.timeZone = timeZone
  }
}
