import Foundation

// The bodies of `MessagevisorEvaluating`'s range, relative-time, list and display-name
// helpers, documented there.
extension Messagevisor {
  /// Formats a date-time range with a named `dateTimeRange` preset.
  func formatDateTimeRange(
    _ start: Date,
    _ end: Date,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    let context = try formattingContext(options)
    let formatOptions = presetOptions(.dateTimeRange, preset, context: context, options: options)
    return try MessagevisorFormatting.formatDateTimeRange(
      start, end, options: formatOptions, context: context)
  }

  /// Formats a relative time (`-1, .day` → "1 day ago") with a named `relative` preset.
  func formatRelativeTime(
    _ value: Double,
    unit: Calendar.Component,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> String {
    let context = try formattingContext(options)
    let formatOptions = presetOptions(.relative, preset, context: context, options: options)
    return try MessagevisorFormatting.formatRelativeTime(
      value, unit: unit, options: formatOptions, context: context)
  }

  /// Formats a relative time as one literal part and reports `unsupported_formatter`.
  func formatRelativeTimeToParts(
    _ value: Double,
    unit: Calendar.Component,
    preset: String? = nil,
    options: EvaluationOptions = EvaluationOptions()
  ) throws -> [MessagevisorFormatPart] {
    reportToParts("formatRelativeTimeToParts", locale: options.locale)
    let text = try formatRelativeTime(value, unit: unit, preset: preset, options: options)
    return [MessagevisorFormatPart(literal: text)]
  }

  /// A conjunction list in a locale (the active one for nil): "A, B, and C".
  func formatList(_ values: [String], locale: String? = nil) throws -> String {
    let context = try textContext(locale)
    return MessagevisorFormatting.formatList(values, options: [:], context: context)
  }

  /// A list with `Intl.ListFormat` options (`type`, `style`).
  func formatList(
    _ values: [String],
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> String {
    let context = try textContext(locale ?? formatOptions["locale"]?.stringValue)
    return MessagevisorFormatting.formatList(values, options: formatOptions, context: context)
  }

  /// The native list as one literal part (punctuation and conjunction included).
  func formatListToParts(_ values: [String], locale: String? = nil) throws
    -> [MessagevisorFormatPart]
  {
    let text = try formatList(values, locale: locale)
    reportToParts("formatListToParts", locale: locale)
    return [MessagevisorFormatPart(literal: text)]
  }

  /// The native list with options as one literal part.
  func formatListToParts(
    _ values: [String],
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> [MessagevisorFormatPart] {
    let text = try formatList(values, formatOptions: formatOptions, locale: locale)
    reportToParts("formatListToParts", locale: locale ?? formatOptions["locale"]?.stringValue)
    return [MessagevisorFormatPart(literal: text)]
  }

  /// The localized name of a `language`, `region`, `script` or `currency` code.
  func formatDisplayName(_ value: String, type: String, locale: String? = nil) throws
    -> String?
  {
    let context = try textContext(locale)
    guard ["language", "region", "script", "currency"].contains(type) else { return value }
    let options: FormatOptions = ["type": .string(type), "fallback": "none"]
    return MessagevisorFormatting.formatDisplayName(value, options: options, context: context)
  }

  /// The localized name with ECMA-402 options (`type`, `fallback`).
  func formatDisplayName(
    _ value: String,
    formatOptions: FormatOptions,
    locale: String? = nil
  ) throws -> String? {
    let context = try textContext(locale ?? formatOptions["locale"]?.stringValue)
    return MessagevisorFormatting.formatDisplayName(value, options: formatOptions, context: context)
  }

  private func textContext(_ locale: String?) throws -> FormattingContext {
    try formattingContext(EvaluationOptions(locale: locale))
  }
}
