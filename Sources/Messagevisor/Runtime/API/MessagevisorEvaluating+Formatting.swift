import Foundation

extension MessagevisorEvaluating {
  /// Formats a number with a named number preset (the locale default for nil).
  ///
  /// A preset that does not exist reports `missing_format` and the native default is used.
  public func formatNumber(
    _ value: Double,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try evaluator.instance.formatNumber(value, preset: preset, options: options)
  }

  /// Formats a number with explicit options, used as given.
  public func formatNumber(
    _ value: Double,
    formatOptions: FormatOptions,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try evaluator.instance.formatNumber(value, formatOptions: formatOptions, options: options)
  }

  /// Formats a date with a named date preset (the locale default for nil).
  public func formatDate(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try evaluator.instance.formatDate(date, preset: preset, options: options)
  }

  /// Formats a time with a named time preset (hours, minutes and seconds for nil).
  public func formatTime(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try evaluator.instance.formatTime(date, preset: preset, options: options)
  }

  /// Formats a number as one literal part and reports `unsupported_formatter`.
  public func formatNumberToParts(
    _ value: Double,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    try evaluator.instance.formatNumberToParts(value, preset: preset, options: options)
  }

  /// Formats a date as one literal part and reports `unsupported_formatter`.
  public func formatDateToParts(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    try evaluator.instance.formatDateToParts(date, preset: preset, options: options)
  }

  /// Formats a time as one literal part and reports `unsupported_formatter`.
  public func formatTimeToParts(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    try evaluator.instance.formatTimeToParts(date, preset: preset, options: options)
  }

  /// The CLDR plural category of a number (`zero`, `one`, `two`, `few`, `many`, `other`).
  public func formatPlural(
    _ value: Double,
    locale: String? = nil,
    ordinal: Bool = false
  ) throws -> String {
    try formatPluralCategory(value, locale: locale, type: PluralType(ordinal: ordinal)).rawValue
  }

  /// The plural category with ECMA-402 plural options (`type`, digit options); see
  /// `formatPluralCategory(_:formatOptions:locale:)`.
  public func formatPlural(
    _ value: Double,
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> String {
    try formatPluralCategory(value, formatOptions: formatOptions, locale: locale).rawValue
  }

  /// The CLDR plural category of a number, as a `PluralCategory`; `formatPlural` returns its
  /// name.
  public func formatPluralCategory(
    _ value: Double,
    locale: String? = nil,
    type: PluralType = .cardinal
  ) throws -> PluralCategory {
    try evaluator.instance.formatPluralCategory(value, locale: locale, type: type)
  }

  /// The plural category with ECMA-402 plural options (`type`, digit options), as a
  /// `PluralCategory`.
  ///
  /// Visible fraction digits change the category. With the ICU engine the number is first
  /// formatted with every `Intl.PluralRules` digit and rounding option (`roundingMode`,
  /// `roundingIncrement`, `roundingPriority`, `trailingZeroDisplay` included) and the operands
  /// come from that decimal; with Foundation the rounding options report
  /// `unsupported_formatter`. Invalid options report `invalid_format` and throw.
  public func formatPluralCategory(
    _ value: Double,
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> PluralCategory {
    try evaluator.instance.formatPluralCategory(
      value, formatOptions: formatOptions, locale: locale)
  }
}
