import Foundation
import Messagevisor

/// The SDK's format helpers as tracked reads: a view that shows a formatted value follows the
/// locale, the active datafile's presets, the currency and the time zone.
///
/// Each throws what the SDK's helper of the same name throws (an invalid preset or option,
/// also reported as a diagnostic).
extension ObservableTranslator {
  /// Runs `message` through the module pipeline, as `formatMessage` on the SDK.
  ///
  ///     let files = "{n, plural, one {# file} other {# files}}"
  ///     Text(try l10n.formatMessage(files, values: ["n": 2]))  // "2 files" with the ICU module
  public func formatMessage(
    _ message: String,
    values: MessagevisorValues = [:],
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try read(locale: options.locale) {
      try $0.formatMessage(message, values: values, options: options)
    }
  }

  /// Formats a number with a named number preset (the locale default for nil).
  ///
  ///     Text(try l10n.formatNumber(1234.5))  // "1,234.5" in en
  public func formatNumber(
    _ value: Double,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try read(locale: options.locale) {
      try $0.formatNumber(value, preset: preset, options: options)
    }
  }

  /// Formats a number with explicit options, used as given.
  public func formatNumber(
    _ value: Double,
    formatOptions: FormatOptions,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try read(locale: options.locale) {
      try $0.formatNumber(value, formatOptions: formatOptions, options: options)
    }
  }

  /// Formats a date with a named date preset (the locale default for nil).
  ///
  ///     Text(try l10n.formatDate(order.placedAt, preset: "day"))
  public func formatDate(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try read(locale: options.locale) { try $0.formatDate(date, preset: preset, options: options) }
  }

  /// Formats a time with a named time preset (hours, minutes and seconds for nil).
  public func formatTime(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try read(locale: options.locale) { try $0.formatTime(date, preset: preset, options: options) }
  }

  /// Formats a date-time range with a named `dateTimeRange` preset.
  public func formatDateTimeRange(
    _ start: Date,
    _ end: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try read(locale: options.locale) {
      try $0.formatDateTimeRange(start, end, preset: preset, options: options)
    }
  }

  /// Formats a relative time (`-1, .day` → "1 day ago") with a named `relative` preset.
  ///
  ///     Text(try l10n.formatRelativeTime(-2, unit: .hour))  // "2 hours ago" in en
  public func formatRelativeTime(
    _ value: Double,
    unit: Calendar.Component,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try read(locale: options.locale) {
      try $0.formatRelativeTime(value, unit: unit, preset: preset, options: options)
    }
  }

  /// A conjunction list in a locale (the active one for nil): "A, B, and C".
  ///
  ///     Text(try l10n.formatList(["Ada", "Grace"]))  // "Ada and Grace" in en
  public func formatList(_ values: [String], locale: String? = nil) throws -> String {
    try read(locale: locale) { try $0.formatList(values, locale: locale) }
  }

  /// A list with `Intl.ListFormat` options (`type`, `style`).
  public func formatList(
    _ values: [String],
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> String {
    try read(locale: locale) {
      try $0.formatList(values, formatOptions: formatOptions, locale: locale)
    }
  }

  /// The localized name of a `language`, `region`, `script` or `currency` code; nil when no
  /// name is known.
  public func formatDisplayName(_ value: String, type: String, locale: String? = nil) throws
    -> String?
  {
    try read(locale: locale) { try $0.formatDisplayName(value, type: type, locale: locale) }
  }

  /// The localized name with ECMA-402 options (`type`, `fallback`).
  public func formatDisplayName(
    _ value: String,
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> String? {
    try read(locale: locale) {
      try $0.formatDisplayName(value, formatOptions: formatOptions, locale: locale)
    }
  }

  /// The CLDR plural category of a number (`zero`, `one`, `two`, `few`, `many`, `other`).
  ///
  ///     let category = try l10n.formatPlural(3, locale: "pl")  // "few"
  public func formatPlural(
    _ value: Double,
    locale: String? = nil,
    ordinal: Bool = false
  ) throws -> String {
    try read(locale: locale) { try $0.formatPlural(value, locale: locale, ordinal: ordinal) }
  }

  /// The plural category with ECMA-402 plural options (`type`, digit options).
  public func formatPlural(
    _ value: Double,
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> String {
    try read(locale: locale) {
      try $0.formatPlural(value, formatOptions: formatOptions, locale: locale)
    }
  }
}
