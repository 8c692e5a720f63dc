import Foundation

extension MessagevisorChild {
  /// Formats a date-time range with a named preset.
  public func formatDateTimeRange(
    _ start: Date,
    _ end: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try base.formatDateTimeRange(start, end, preset: preset, options: options)
  }

  /// Formats a relative time with a named preset.
  public func formatRelativeTime(
    _ value: Double,
    unit: Calendar.Component,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try base.formatRelativeTime(value, unit: unit, preset: preset, options: options)
  }

  /// Formats a relative time as one literal part.
  public func formatRelativeTimeToParts(
    _ value: Double,
    unit: Calendar.Component,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    try base.formatRelativeTimeToParts(value, unit: unit, preset: preset, options: options)
  }

  /// A conjunction list.
  public func formatList(_ values: [String], locale: String? = nil) throws -> String {
    try base.formatList(values, locale: locale)
  }

  /// A conjunction list with options.
  public func formatList(
    _ values: [String],
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> String {
    try base.formatList(values, formatOptions: formatOptions, locale: locale)
  }

  /// A list as one literal part.
  public func formatListToParts(_ values: [String], locale: String? = nil) throws
    -> [MessagevisorFormatPart]
  {
    try base.formatListToParts(values, locale: locale)
  }

  /// A list with options as one literal part.
  public func formatListToParts(
    _ values: [String],
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> [MessagevisorFormatPart] {
    try base.formatListToParts(values, formatOptions: formatOptions, locale: locale)
  }

  /// A localized display name.
  public func formatDisplayName(_ value: String, type: String, locale: String? = nil) throws
    -> String?
  {
    try base.formatDisplayName(value, type: type, locale: locale)
  }

  /// A localized display name with options.
  public func formatDisplayName(
    _ value: String,
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> String? {
    try base.formatDisplayName(value, formatOptions: formatOptions, locale: locale)
  }
}
