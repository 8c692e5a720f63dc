import Foundation

/// Formatting shared by the direct helpers and the ICU module.
///
/// Each call goes to the engine the context names (`FormattingContext.engine`: ICU on Linux,
/// Foundation on Apple platforms; see `FormattingEngineKind`). Every function is thread-safe
/// and reuses cached formatters: caches are bounded (100 entries per formatter kind, oldest
/// first out) and keyed by locale and normalised options, and no formatter that is unsafe to
/// share (Foundation's, ICU's `UDateFormat`) is used by two threads at once. Failures are
/// reported to `context.report` first, then thrown as `MessagevisorError`.
public enum MessagevisorFormatting {
  /// Formats a number with ECMA-402-style options (`style`, `currency`, digits, rounding…).
  ///
  /// `context` gives the locale, the fallback currency and the engine. Returns the formatted
  /// text; throws `MessagevisorError` when an option is refused or the engine cannot honour
  /// it, after reporting the problem to `context.report`.
  ///
  ///     let context = FormattingContext(locale: "en-US", timeZone: "UTC")
  ///     let euros: FormatOptions = ["style": "currency", "currency": "EUR"]
  ///     // €1,234.50
  ///     try MessagevisorFormatting.formatNumber(1234.5, options: euros, context: context)
  ///
  /// Currency = option `currency` ?? `context.currency` ?? `USD` and must be three ASCII
  /// letters. With the ICU engine (Linux) every `Intl.NumberFormat` option is honoured and
  /// validated as ECMA-402 does (units and `-per-` compounds, compact short/long, the nine
  /// rounding modes, increments, priorities, `useGrouping` strings, numbering systems); a
  /// refused option reports `invalid_format` naming it (`details.option`) and throws. With
  /// the Foundation engine, formatting goes through Foundation's number format styles (only
  /// engineering notation uses `NumberFormatter`; ties towards zero are rounded first by a
  /// locale-neutral formatter); `notation: compact` uses Foundation's compact names with the
  /// other options (`compactDisplay: long` is reported as unsupported and the short form
  /// used), `roundingPriority` and `useGrouping: "min2"` are reported as unsupported and
  /// ignored. What Foundation cannot honour reports `unsupported_formatter` naming the option
  /// and throws: `style: unit` on Linux (no `MeasurementFormatter` there; on Apple platforms
  /// units Foundation has go through it, `MeasurementFormatting`), engineering notation
  /// with currency, percent or digit options, compact notation with a rounding increment,
  /// ties-towards-zero rounding or integer padding alone, integer padding with significant
  /// digits, and `useGrouping` `true`/`always` where the locale groups only from five digits
  /// (`NumberOptionSupport`).
  public static func formatNumber(
    _ value: Double,
    options: FormatOptions,
    context: FormattingContext
  ) throws -> String {
    try context.engine.engine.formatNumber(value, options: options, context: context)
  }

  /// Formats the number printed for `#` in a plural branch: locale decimal, halfUp, ≤3 fraction
  /// digits, grouping on.
  ///
  /// Uses the process's default engine (`FormattingEngineKind.processDefault`). Never throws;
  /// returns the text.
  ///
  ///     MessagevisorFormatting.formatPluralNumber(1234.5678, locale: "en")  // 1,234.568
  public static func formatPluralNumber(_ value: Double, locale: String) -> String {
    FormattingEngineKind.processDefault.engine.formatPluralNumber(value, locale: locale)
  }

  /// Formats the number printed for `#` with the context's engine.
  ///
  /// The same rules as `formatPluralNumber(_:locale:)`, in `context.locale`. Never throws.
  ///
  ///     let context = FormattingContext(locale: "de-DE", timeZone: "UTC")
  ///     MessagevisorFormatting.formatPluralNumber(1234.5678, context: context)  // 1.234,568
  public static func formatPluralNumber(_ value: Double, context: FormattingContext) -> String {
    context.engine.engine.formatPluralNumber(value, locale: context.locale)
  }

  /// How many formatters (Foundation formatters and format styles) have been constructed since
  /// the process started.
  ///
  /// Diagnostics only: a warmed-up call that hits the caches adds nothing, which tests use to
  /// check caching. The count covers all threads and callers. Not part of the public API:
  /// `@_spi(Testing) import Messagevisor` to read it.
  @_spi(Testing) public static var formatterConstructionCount: Int {
    FormatterStatistics.totalConstructions
  }
}
