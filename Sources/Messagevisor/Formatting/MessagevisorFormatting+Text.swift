import Foundation

extension MessagevisorFormatting {
  /// Formats `value` units of `unit` as a relative time ("1 day ago", "in 2 hours").
  ///
  /// Option `style`: `long` (default), `short` or `narrow`; `numeric: auto` gives words such
  /// as "yesterday" or "now" where the locale has them (`Intl.RelativeTimeFormat`), `always`
  /// (default) numbers; `numberingSystem` picks the digits. With the ICU engine the value is
  /// shown in `unit` itself; with the Foundation engine the platform picks the unit from the
  /// interval. A `style` or `numeric` value `Intl.RelativeTimeFormat` refuses, a non-finite
  /// interval and one beyond about three million years are `invalid_format` issues (type
  /// `relative`) and throw.
  public static func formatRelativeTime(
    _ value: Double,
    unit: Calendar.Component,
    options: FormatOptions,
    context: FormattingContext
  ) throws -> String {
    if let problem = IntlOptionCheck.relativeProblem(options) {
      throw context.invalidFormat(
        problem.reason, type: "relative", options: options, option: problem.option)
    }
    return try context.engine.engine.formatRelativeTime(
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

  /// Formats a list with `Intl.ListFormat` options.
  ///
  /// `type` (`conjunction`, `disjunction`, and with the ICU engine `unit`) and `style`
  /// (`long`, `short`, `narrow`) are honoured; an unknown value, and `type: unit` with the
  /// Foundation engine (which has no unit lists), reports `unsupported_formatter` naming the
  /// option (formatter `formatList`) and uses the default (conjunction, long).
  public static func formatList(
    _ values: [String],
    options: FormatOptions,
    context: FormattingContext
  ) -> String {
    context.engine.engine.formatList(values, options: options, context: context)
  }

  /// The localized name of a `language`, `region`, `script`, `currency` or `calendar` code.
  ///
  /// Nil when the engine has no name; any other `type` returns `value` unchanged.
  public static func formatDisplayName(_ value: String, type: String, locale: String) -> String? {
    let context = FormattingContext(locale: locale, timeZone: "UTC")
    let options: FormatOptions = ["type": .string(type), "fallback": "none"]
    return context.engine.engine.formatDisplayName(value, options: options, context: context)
  }

  /// The localized name with ECMA-402-style options.
  ///
  /// `type` defaults to `language`. With the ICU engine `style` (`long`, `short`) and
  /// `languageDisplay` (`dialect`, `standard`) are honoured, and type `dateTimeField` too;
  /// with the Foundation engine they are reported as unsupported (formatter
  /// `formatDisplayName`). A missing name is nil when `fallback` is `none`, else `value`
  /// itself.
  public static func formatDisplayName(
    _ value: String,
    options: FormatOptions,
    context: FormattingContext
  ) -> String? {
    context.engine.engine.formatDisplayName(value, options: options, context: context)
  }
}
