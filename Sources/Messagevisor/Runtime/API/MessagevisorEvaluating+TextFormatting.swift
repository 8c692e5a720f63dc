import Foundation

extension MessagevisorEvaluating {
  /// Formats a date-time range with a named `dateTimeRange` preset.
  ///
  /// The time zone is the call's, else the preset's, else the instance's, else the host's.
  ///
  ///     try sdk.formatDateTimeRange(checkIn, checkOut, preset: "stay")
  ///
  /// Throws when no locale is set, the time zone is unknown, a date is not finite or an
  /// option is refused.
  public func formatDateTimeRange(
    _ start: Date,
    _ end: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try evaluator.instance.formatDateTimeRange(start, end, preset: preset, options: options)
  }

  /// Formats a relative time (`-1, .day` → "1 day ago") with a named `relative` preset.
  ///
  /// `value` counts `unit`s from now: negative is in the past, positive in the future.
  ///
  ///     try sdk.formatRelativeTime(3, unit: .hour)  // in 3 hours
  ///
  /// Throws when no locale is set, the value is not finite or an option is refused.
  public func formatRelativeTime(
    _ value: Double,
    unit: Calendar.Component,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try evaluator.instance.formatRelativeTime(value, unit: unit, preset: preset, options: options)
  }

  /// Formats a relative time as one literal part and reports `unsupported_formatter`.
  public func formatRelativeTimeToParts(
    _ value: Double,
    unit: Calendar.Component,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    try evaluator.instance.formatRelativeTimeToParts(
      value, unit: unit, preset: preset, options: options)
  }

  /// A conjunction list in a locale (the active one for nil): "A, B, and C".
  ///
  ///     try sdk.formatList(["Ada", "Grace", "Edsger"])  // Ada, Grace, and Edsger
  ///
  /// Throws when no locale is set.
  public func formatList(_ values: [String], locale: String? = nil) throws -> String {
    try evaluator.instance.formatList(values, locale: locale)
  }

  /// A list with `Intl.ListFormat` options (`type`, `style`).
  ///
  /// The ICU engine honours every type and style; the Foundation engine honours `conjunction`,
  /// `disjunction` and the three styles, and reports `type: unit` as `unsupported_formatter`
  /// and formats a conjunction list instead. The locale is the argument, else the options'
  /// `locale`, else the active one.
  ///
  ///     // tea or coffee
  ///     try sdk.formatList(["tea", "coffee"], formatOptions: ["type": "disjunction"])
  public func formatList(
    _ values: [String],
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> String {
    try evaluator.instance.formatList(values, formatOptions: formatOptions, locale: locale)
  }

  /// The native list as one literal part (punctuation and conjunction included).
  public func formatListToParts(_ values: [String], locale: String? = nil) throws
    -> [MessagevisorFormatPart]
  {
    try evaluator.instance.formatListToParts(values, locale: locale)
  }

  /// The native list with options as one literal part.
  public func formatListToParts(
    _ values: [String],
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> [MessagevisorFormatPart] {
    try evaluator.instance.formatListToParts(values, formatOptions: formatOptions, locale: locale)
  }

  /// The localized name of a `language`, `region`, `script` or `currency` code.
  ///
  /// Any other type returns the value unchanged; nil when no name is known.
  ///
  ///     try sdk.formatDisplayName("de", type: "language", locale: "fr")  // allemand
  public func formatDisplayName(_ value: String, type: String, locale: String? = nil) throws
    -> String?
  {
    try evaluator.instance.formatDisplayName(value, type: type, locale: locale)
  }

  /// The localized name with ECMA-402 options (`type`, `fallback`).
  public func formatDisplayName(
    _ value: String,
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> String? {
    try evaluator.instance.formatDisplayName(value, formatOptions: formatOptions, locale: locale)
  }
}
