import Messagevisor

/// Everything a message needs besides its values: locale, presets, fallbacks and reporting.
///
/// The caller resolves precedence first: `formats` are the effective presets (defaults,
/// datafile and call merged, currency and time zone already injected into presets);
/// `context.currency` is call ?? instance currency; `context.timeZone` is call ?? instance ??
/// host zone. Issues such as unsupported skeleton tokens go to `context.report` before the
/// renderer throws.
public struct ICUEnvironment: Sendable {
  /// Locale, fallback currency and time zone, and the issue callback.
  public var context: FormattingContext
  /// The effective format presets.
  public var formats: FormatPresets
  /// The formatting functions.
  public var backend: ICUFormattingBackend

  /// Creates an environment from a formatting context.
  public init(
    context: FormattingContext,
    formats: FormatPresets = FormatPresets(),
    backend: ICUFormattingBackend = .foundation
  ) {
    self.context = context
    self.formats = formats
    self.backend = backend
  }

  /// Creates an environment with the Foundation backend.
  public init(
    locale: String,
    timeZone: String,
    formats: FormatPresets = FormatPresets(),
    currency: String? = nil,
    report: @escaping @Sendable (FormattingIssue) -> Void = { _ in }
  ) {
    let context = FormattingContext(
      locale: locale,
      currency: currency,
      timeZone: timeZone,
      report: report
    )
    self.init(context: context, formats: formats)
  }

  /// The locale identifier.
  public var locale: String { context.locale }
}
