import Foundation

// The bodies of `MessagevisorEvaluating`'s number, date and time helpers, documented there.
extension Messagevisor {
  /// Formats a number with a named number preset (the locale default for nil).
  func formatNumber(
    _ value: Double,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    let context = try formattingContext(options)
    let formatOptions = presetOptions(.number, preset, context: context, options: options)
    return try MessagevisorFormatting.formatNumber(value, options: formatOptions, context: context)
  }

  /// Formats a number with explicit options, used as given.
  func formatNumber(
    _ value: Double,
    formatOptions: FormatOptions,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    let context = try formattingContext(options)
    return try MessagevisorFormatting.formatNumber(value, options: formatOptions, context: context)
  }

  /// Formats a date with a named date preset (the locale default for nil).
  func formatDate(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try formatDateOrTime(date, family: .date, preset: preset, options: options)
  }

  /// Formats a time with a named time preset (hours, minutes and seconds for nil).
  func formatTime(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    try formatDateOrTime(date, family: .time, preset: preset, options: options)
  }

  /// Formats a number as one literal part and reports `unsupported_formatter`.
  func formatNumberToParts(
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
  func formatDateToParts(
    _ date: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    reportToParts("formatDateToParts", locale: options.locale)
    return [MessagevisorFormatPart(literal: try formatDate(date, preset: preset, options: options))]
  }

  /// Formats a time as one literal part and reports `unsupported_formatter`.
  func formatTimeToParts(
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
