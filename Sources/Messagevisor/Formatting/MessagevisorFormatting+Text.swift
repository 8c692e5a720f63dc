import Foundation

extension MessagevisorFormatting {
  /// Formats `value` units of `unit` as a relative time ("1 day ago", "in 2 hours").
  ///
  /// Option `style`: `short` → abbreviated, `narrow` → narrow, else wide; `numeric` is ignored
  /// (always numeric). The platform chooses the unit shown from the interval (in seconds), and
  /// the wording does not depend on today's date. A non-finite interval is an `invalid_format`
  /// issue (type `relative`) and throws, as is one beyond about three million years.
  public static func formatRelativeTime(
    _ value: Double,
    unit: Calendar.Component,
    options: FormatOptions,
    context: FormattingContext
  ) throws -> String {
    try context.engine.engine.formatRelativeTime(
      value,
      unit: unit,
      options: options,
      context: context
    )
  }

  /// Formats a conjunction list in the locale's standard width ("A, B, and C").
  public static func formatList(_ values: [String], locale: String) -> String {
    let context = FormattingContext(locale: locale, timeZone: "UTC")
    return context.engine.engine.formatList(values, options: [:], context: context)
  }

  /// Formats a conjunction list; `type` and `style` options are reported as unsupported
  /// (formatter `formatList`) and the native conjunction list is returned.
  public static func formatList(
    _ values: [String],
    options: FormatOptions,
    context: FormattingContext
  ) -> String {
    context.engine.engine.formatList(values, options: options, context: context)
  }

  /// The localized name of a `language`, `region`, `script` or `currency` code.
  ///
  /// Nil when Foundation has no name; any other `type` returns `value` unchanged.
  public static func formatDisplayName(_ value: String, type: String, locale: String) -> String? {
    let context = FormattingContext(locale: locale, timeZone: "UTC")
    let options: FormatOptions = ["type": .string(type), "fallback": "none"]
    return context.engine.engine.formatDisplayName(value, options: options, context: context)
  }

  /// The localized name with ECMA-402-style options.
  ///
  /// `type` defaults to `language`. `style` and `languageDisplay` are reported as unsupported
  /// (formatter `formatDisplayName`). A missing name is nil when `fallback` is `none`, else
  /// `value` itself.
  public static func formatDisplayName(
    _ value: String,
    options: FormatOptions,
    context: FormattingContext
  ) -> String? {
    context.engine.engine.formatDisplayName(value, options: options, context: context)
  }
}
