import Foundation

extension MessagevisorFormatting {
  /// Formats `value` units of `unit` as a relative time ("1 day ago", "in 2 hours").
  ///
  /// A negative `value` is in the past. Returns the text; throws `MessagevisorError` for the
  /// problems below, after reporting them to `context.report`.
  ///
  ///     let context = FormattingContext(locale: "en", timeZone: "UTC")
  ///     try MessagevisorFormatting.formatRelativeTime(
  ///       -1, unit: .day, options: ["numeric": "auto"], context: context)  // yesterday
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
  ///
  /// Uses the process's default engine. Never throws; returns the text.
  ///
  ///     // Ada, Grace, and Edsger
  ///     MessagevisorFormatting.formatList(["Ada", "Grace", "Edsger"], locale: "en")
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
  ///
  /// Never throws: a refused option is only reported to `context.report`. Returns the text.
  ///
  ///     let context = FormattingContext(locale: "en", timeZone: "UTC")
  ///     // tea, coffee, or juice
  ///     MessagevisorFormatting.formatList(
  ///       ["tea", "coffee", "juice"], options: ["type": "disjunction"], context: context)
  public static func formatList(
    _ values: [String],
    options: FormatOptions,
    context: FormattingContext
  ) -> String {
    context.engine.engine.formatList(values, options: options, context: context)
  }

  /// The localized name of a `language`, `region`, `script`, `currency` or `calendar` code.
  ///
  /// Nil when the engine has no name; any other `type` returns `value` unchanged. Never
  /// throws.
  ///
  ///     // allemand
  ///     MessagevisorFormatting.formatDisplayName("de", type: "language", locale: "fr")
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
  /// itself. Never throws.
  ///
  ///     let context = FormattingContext(locale: "en", timeZone: "UTC")
  ///     MessagevisorFormatting.formatDisplayName(
  ///       "JP", options: ["type": "region"], context: context)  // Japan
  public static func formatDisplayName(
    _ value: String,
    options: FormatOptions,
    context: FormattingContext
  ) -> String? {
    context.engine.engine.formatDisplayName(value, options: options, context: context)
  }
}
