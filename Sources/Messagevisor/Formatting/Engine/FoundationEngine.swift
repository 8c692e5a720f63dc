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

  /// A list: `type` `conjunction` / `disjunction` and `style` `long` / `short` / `narrow`
  /// are honoured. `type: unit`, which Foundation has no list for, and unknown values report
  /// `unsupported_formatter` (formatter `formatList`, with the option) and the default
  /// (conjunction, long) is used, as the ICU engine does for unknown values.
  package func formatList(
    _ values: [String],
    options: FormatOptions,
    context: FormattingContext
  ) -> String {
    let types: [String: ListFormatting.ListType] = ["conjunction": .and, "disjunction": .or]
    let widths: [String: ListFormatting.Width] = [
      "long": .standard, "short": .short, "narrow": .narrow,
    ]
    let type = listChoice("type", options, types, context: context)
    let width = listChoice("style", options, widths, context: context)
    return ListFormatting.format(
      values, locale: context.locale, type: type ?? .and, width: width ?? .standard)
  }

  /// The value `choices` gives option `name`; nil (after a report) when it has none.
  private func listChoice<Choice>(
    _ name: String,
    _ options: FormatOptions,
    _ choices: [String: Choice],
    context: FormattingContext
  ) -> Choice? {
    guard let option = options[name], option != .null else {
      return nil
    }
    if let text = option.stringValue, let choice = choices[text] {
      return choice
    }
    let known = name == "type" && option.stringValue == "unit"
    let problem = known ? "is not available in Foundation" : "is not known"
    context.reportUnsupported(
      "List \(name) \"\(option.displayValue)\" \(problem); using the default",
      formatter: "formatList",
      extra: ["option": .string(name)]
    )
    return nil
  }

  /// Names of languages, regions, scripts, currencies and calendars; `style` and
  /// `languageDisplay` are reported as unsupported (formatter `formatDisplayName`), and so is
  /// type `dateTimeField`, which gets the fallback.
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
    if type == "dateTimeField" {
      context.reportUnsupported(
        "Display names of date-time fields are not available in Foundation",
        formatter: "formatDisplayName",
        extra: ["option": .string("type")]
      )
      return options["fallback"]?.stringValue == "none" ? nil : value
    }
    if let name = DisplayNameFormatting.name(of: value, type: type, locale: context.locale) {
      return name
    }
    return options["fallback"]?.stringValue == "none" ? nil : value
  }
}
