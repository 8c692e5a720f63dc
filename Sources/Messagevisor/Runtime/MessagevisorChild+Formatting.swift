import Foundation

extension MessagevisorChild {
  /// Formats a number with a named preset.
  public func formatNumber(
    _ value: Double,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try base.formatNumber(value, preset: preset, options: options)
  }

  /// Formats a number with explicit options.
  public func formatNumber(
    _ value: Double,
    formatOptions: FormatOptions,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try base.formatNumber(value, formatOptions: formatOptions, options: options)
  }

  /// Formats a number as one literal part.
  public func formatNumberToParts(
    _ value: Double,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    try base.formatNumberToParts(value, preset: preset, options: options)
  }

  /// Formats a date with a named preset.
  public func formatDate(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try base.formatDate(date, preset: preset, options: options)
  }

  /// Formats a date as one literal part.
  public func formatDateToParts(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    try base.formatDateToParts(date, preset: preset, options: options)
  }

  /// Formats a time with a named preset.
  public func formatTime(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try base.formatTime(date, preset: preset, options: options)
  }

  /// Formats a time as one literal part.
  public func formatTimeToParts(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    try base.formatTimeToParts(date, preset: preset, options: options)
  }

  /// The plural category of a number.
  public func formatPlural(_ value: Double, locale: String? = nil, ordinal: Bool = false) throws
    -> String
  {
    try base.formatPlural(value, locale: locale, ordinal: ordinal)
  }

  /// The plural category with plural options.
  public func formatPlural(
    _ value: Double,
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> String {
    try base.formatPlural(value, formatOptions: formatOptions, locale: locale)
  }
}
