import Foundation

extension Messagevisor {
  /// Formats a number with a named number preset (the locale default for nil).
  ///
  /// A preset that does not exist reports `missing_format` and the native default is used.
  public func formatNumber(
    _ value: Double,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    let context = try formattingContext(options)
    let formatOptions = presetOptions(.number, preset, context: context, options: options)
    return try MessagevisorFormatting.formatNumber(value, options: formatOptions, context: context)
  }

  /// Formats a number with explicit options, used as given.
  public func formatNumber(
    _ value: Double,
    formatOptions: FormatOptions,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    let context = try formattingContext(options)
    return try MessagevisorFormatting.formatNumber(value, options: formatOptions, context: context)
  }

  /// Formats a date with a named date preset (the locale default for nil).
  public func formatDate(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try formatDateOrTime(date, family: .date, preset: preset, options: options)
  }

  /// Formats a time with a named time preset (hours, minutes and seconds for nil).
  public func formatTime(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try formatDateOrTime(date, family: .time, preset: preset, options: options)
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

  /// Formats a number as one literal part and reports `unsupported_formatter`.
  public func formatNumberToParts(
    _ value: Double,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    reportToParts("formatNumberToParts", locale: options.locale)
    return [
      MessagevisorFormatPart(literal: try formatNumber(value, preset: preset, options: options))
    ]
  }

  /// Formats a date as one literal part and reports `unsupported_formatter`.
  public func formatDateToParts(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    reportToParts("formatDateToParts", locale: options.locale)
    return [MessagevisorFormatPart(literal: try formatDate(date, preset: preset, options: options))]
  }

  /// Formats a time as one literal part and reports `unsupported_formatter`.
  public func formatTimeToParts(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    reportToParts("formatTimeToParts", locale: options.locale)
    return [MessagevisorFormatPart(literal: try formatTime(date, preset: preset, options: options))]
  }

  private func formatDateOrTime(
    _ date: Date,
    family: FormatFamily,
    preset: String?,
    options: EvaluationOptions
  ) throws -> String {
    let context = try formattingContext(options)
    let formatOptions = presetOptions(family, preset, context: context, options: options)
    let kind: DateFormatKind = family == .time ? .time : .date
    return try MessagevisorFormatting.formatDate(
      date, options: formatOptions, kind: kind, context: context)
  }
}

/// A simplified formatted part: Foundation has no tokenized parts like JavaScript's Intl.
public struct MessagevisorFormatPart: Sendable, Equatable {
  /// Always `literal` in this SDK.
  public var type: String
  /// The text.
  public var value: String

  /// Creates a part.
  public init(type: String, value: String) {
    self.type = type
    self.value = value
  }

  init(literal value: String) {
    self.init(type: "literal", value: value)
  }
}
