import Foundation

/// A plug-in that formats or transforms translations and integrates with the runtime.
///
/// `format` hooks run first, in registration order, then `transform` hooks; a hook returning
/// nil keeps the current value.
public struct MessagevisorModule: Sendable {
  /// The name; named modules are unique per root, anonymous ones never collide.
  public var name: String?
  /// Runs when the module is added; a throw rolls its registrations back.
  public var setup: (@Sendable (MessagevisorModuleApi) throws -> Void)?
  /// Formats a resolved string (e.g. ICU MessageFormat).
  public var format:
    (@Sendable (MessagevisorFormatPayload, MessagevisorModuleApi) throws -> String?)?
  /// Transforms the formatted string.
  public var transform:
    (@Sendable (MessagevisorTransformPayload, MessagevisorModuleApi) throws -> String?)?
  /// Releases resources when the module is removed or the root closes.
  public var close: (@Sendable () async throws -> Void)?
  /// An optional cheap pre-check of `format`: false promises that `format` would return nil
  /// and report nothing for this string and these module options.
  ///
  /// When every module declines (and none transforms), the runtime returns the string without
  /// building a payload; this keeps plain-text lookups close to a dictionary read.
  public var shouldFormat: (@Sendable (String, [String: MessagevisorValue]?) -> Bool)?
  /// Which strings `format` acts on (default `.everyString`). With `.messageSyntax` on every
  /// formatter and no transform, a plain datafile translation is returned as stored.
  public var formatScope: MessagevisorFormatScope
  /// Compiles a stored translation once, when its datafile is stored or the module is added
  /// (else on its first use), into a message the runtime then formats directly (see
  /// `MessagevisorCompiledMessage`); nil (or a nil result) keeps `format` for that
  /// translation. Called outside every lock, possibly twice for one translation under
  /// contention (one result is kept).
  public var compile: (@Sendable (MessagevisorCompileInput) -> (any MessagevisorCompiledMessage)?)?
  /// Distinguishes two modules built from the same closures.
  let identity = UUID()

  /// Creates a module.
  public init(
    name: String? = nil,
    setup: (@Sendable (MessagevisorModuleApi) throws -> Void)? = nil,
    format: (@Sendable (MessagevisorFormatPayload, MessagevisorModuleApi) throws -> String?)? =
      nil,
    transform: (
      @Sendable (MessagevisorTransformPayload, MessagevisorModuleApi) throws -> String?
    )? =
      nil,
    close: (@Sendable () async throws -> Void)? = nil,
    shouldFormat: (@Sendable (String, [String: MessagevisorValue]?) -> Bool)? = nil,
    formatScope: MessagevisorFormatScope = .everyString,
    compile: (@Sendable (MessagevisorCompileInput) -> (any MessagevisorCompiledMessage)?)? = nil
  ) {
    self.name = name
    self.setup = setup
    self.format = format
    self.transform = transform
    self.close = close
    self.shouldFormat = shouldFormat
    self.formatScope = formatScope
    self.compile = compile
  }
}

/// Where a string being formatted came from.
public enum MessagevisorTranslationSource: String, Sendable {
  /// A message looked up by key.
  case translation
  /// A string passed to `formatMessage`.
  case formatMessage
}

/// What a `format` hook receives.
public struct MessagevisorFormatPayload: Sendable {
  /// The current string.
  public var translation: String
  /// The message values.
  public var values: MessagevisorValues
  /// The effective locale.
  public var locale: String
  /// Where the string came from.
  public var source: MessagevisorTranslationSource
  /// The message key, nil for `formatMessage`.
  public var messageKey: String?
  /// The message's `meta`, if any.
  public var meta: [String: MessagevisorValue]?
  /// The effective format presets (defaults, datafile, call; currency and zone injected).
  public var formats: FormatPresets
  /// Options for modules, keyed by module name.
  public var moduleOptions: [String: MessagevisorValue]?
  /// Call ?? instance currency.
  public var currency: String?
  /// Call ?? instance ?? host time zone.
  public var timeZone: String?
  /// The instance's formatting engine; modules format through it.
  public var formattingEngine: FormattingEngineKind

  /// Creates a payload.
  public init(
    translation: String,
    values: MessagevisorValues,
    locale: String,
    source: MessagevisorTranslationSource,
    messageKey: String? = nil,
    meta: [String: MessagevisorValue]? = nil,
    formats: FormatPresets = FormatPresets(),
    moduleOptions: [String: MessagevisorValue]? = nil,
    currency: String? = nil,
    timeZone: String? = nil,
    formattingEngine: FormattingEngineKind = .processDefault
  ) {
    self.formattingEngine = formattingEngine
    self.translation = translation
    self.values = values
    self.locale = locale
    self.source = source
    self.messageKey = messageKey
    self.meta = meta
    self.formats = formats
    self.moduleOptions = moduleOptions
    self.currency = currency
    self.timeZone = timeZone
  }
}

/// What a `transform` hook receives.
public struct MessagevisorTransformPayload: Sendable {
  /// The current string.
  public var translation: String
  /// The effective locale.
  public var locale: String
  /// Where the string came from.
  public var source: MessagevisorTranslationSource
  /// The message key, nil for `formatMessage`.
  public var messageKey: String?
  /// The message's `meta`, if any.
  public var meta: [String: MessagevisorValue]?

  /// Creates a payload.
  public init(
    translation: String,
    locale: String,
    source: MessagevisorTranslationSource,
    messageKey: String? = nil,
    meta: [String: MessagevisorValue]? = nil
  ) {
    self.translation = translation
    self.locale = locale
    self.source = source
    self.messageKey = messageKey
    self.meta = meta
  }
}

/// Threshold of a module's diagnostic subscription.
public struct MessagevisorModuleDiagnosticOptions: Sendable {
  /// Diagnostics at or below this level are delivered.
  public var logLevel: MessagevisorLogLevel

  /// Creates options.
  public init(logLevel: MessagevisorLogLevel = .info) {
    self.logLevel = logLevel
  }
}

/// A diagnostic a module reports through its API.
public struct MessagevisorModuleReportedDiagnostic: Sendable {
  /// Severity.
  public var level: MessagevisorLogLevel
  /// Stable code.
  public var code: String
  /// Message.
  public var message: String
  /// Details.
  public var details: [String: MessagevisorValue]
  /// Description of an underlying error.
  public var originalError: String?

  /// Creates a diagnostic.
  public init(
    level: MessagevisorLogLevel,
    code: String,
    message: String,
    details: [String: MessagevisorValue] = [:],
    originalError: String? = nil
  ) {
    self.level = level
    self.code = code
    self.message = message
    self.details = details
    self.originalError = originalError
  }
}

/// The runtime services a module may use; one per (instance, module).
///
/// After the module is removed (or its instance closed) every call is ignored.
public struct MessagevisorModuleApi: Sendable {
  /// Installs (or with nil, removes) the module's flag resolver.
  public var setFlagResolver: @Sendable (FlagResolver?) -> Void
  /// Installs (or with nil, removes) the module's variation resolver.
  public var setVariationResolver: @Sendable (VariationResolver?) -> Void
  /// The revision of a locale's datafile (active locale for nil).
  public var getRevision: @Sendable (String?) throws -> String
  /// Subscribes to the instance's diagnostics with a threshold.
  public var onDiagnostic:
    @Sendable (@escaping MessagevisorDiagnosticHandler, MessagevisorModuleDiagnosticOptions) ->
      MessagevisorUnsubscribe
  /// Reports a diagnostic attributed to the module.
  public var reportDiagnostic: @Sendable (MessagevisorModuleReportedDiagnostic) -> Void

  /// Creates an API from its five operations.
  public init(
    setFlagResolver: @escaping @Sendable (FlagResolver?) -> Void,
    setVariationResolver: @escaping @Sendable (VariationResolver?) -> Void,
    getRevision: @escaping @Sendable (String?) throws -> String,
    onDiagnostic:
      @escaping @Sendable (
        @escaping MessagevisorDiagnosticHandler, MessagevisorModuleDiagnosticOptions
      ) -> MessagevisorUnsubscribe,
    reportDiagnostic: @escaping @Sendable (MessagevisorModuleReportedDiagnostic) -> Void
  ) {
    self.setFlagResolver = setFlagResolver
    self.setVariationResolver = setVariationResolver
    self.getRevision = getRevision
    self.onDiagnostic = onDiagnostic
    self.reportDiagnostic = reportDiagnostic
  }
}
