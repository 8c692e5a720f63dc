import Foundation

/// The Foundation engine: Foundation's format styles and formatters.
///
/// The default on Apple platforms; selectable on Linux (`FormattingEngineKind.foundation`),
/// where Linux Foundation has no unit formatter and older template expansion (see the README).
package struct FoundationEngine: FormattingEngine {
  package init() {}

  package func formatNumber(
    _ value: Double,
    options: FormatOptions,
    context: FormattingContext
  ) throws -> String {
    try NumberFormatting.format(value, options: options, context: context)
  }

  package func formatPluralNumber(_ value: Double, locale: String) -> String {
    NumberFormatting.formatPluralNumber(value, locale: locale)
  }

  package func formatDate(
    _ date: Date,
    options: FormatOptions,
    kind: DateFormatKind,
    context: FormattingContext
  ) throws -> String {
    try DateFormatting.format(date, options: options, kind: kind, context: context)
  }

  package func formatDate(
    _ date: Date,
    skeleton: String,
    kind: DateFormatKind,
    context: FormattingContext
  ) throws -> String {
    try DateFormatting.format(date, skeleton: skeleton, kind: kind, context: context)
  }

  package func formatDateTimeRange(
    _ start: Date,
    _ end: Date,
    options: FormatOptions,
    context: FormattingContext
  ) throws -> String {
    try DateFormatting.formatRange(start, end, options: options, context: context)
  }

  package func formatRelativeTime(
    _ value: Double,
    unit: Calendar.Component,
    options: FormatOptions,
    context: FormattingContext
  ) throws -> String {
    try RelativeTimeFormatting.format(value, unit: unit, options: options, context: context)
  }

  /// A conjunction list; `type` and `style` are reported as unsupported (formatter
  /// `formatList`).
  package func formatList(
    _ values: [String],
    options: FormatOptions,
    context: FormattingContext
  ) -> String {
    for option in ["type", "style"] where options[option] != nil {
      context.reportUnsupported(
        "List \(option) is not available in Foundation; using a standard conjunction list",
        formatter: "formatList",
        extra: ["option": .string(option)]
      )
    }
    return ListFormatting.format(values, locale: context.locale)
  }

  /// `style` and `languageDisplay` are reported as unsupported (formatter
  /// `formatDisplayName`).
  package func formatDisplayName(
    _ value: String,
    options: FormatOptions,
    context: FormattingContext
  ) -> String? {
    for option in ["style", "languageDisplay"] where options[option] != nil {
      context.reportUnsupported(
        "Display name \(option) is not available in Foundation; using the default name",
        formatter: "formatDisplayName",
        extra: ["option": .string(option)]
      )
    }
    let type = options["type"]?.stringValue ?? "language"
    if let name = DisplayNameFormatting.name(of: value, type: type, locale: context.locale) {
      return name
    }
    return options["fallback"]?.stringValue == "none" ? nil : value
  }
}
