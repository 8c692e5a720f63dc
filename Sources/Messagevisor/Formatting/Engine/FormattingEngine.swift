import Foundation

/// What a formatting engine implements: every family the direct helpers and the ICU module
/// format.
///
/// Implementations are stateless values over process-wide bounded caches; each call is
/// thread-safe. Failures are reported to `context.report` first, then thrown as
/// `MessagevisorError` (`invalid_format` for a bad option or value, `unsupported_formatter`
/// for an option the engine cannot honour), so both engines fail the same way.
package protocol FormattingEngine: Sendable {
  /// Formats a number with ECMA-402 `Intl.NumberFormat` options.
  func formatNumber(_ value: Double, options: FormatOptions, context: FormattingContext) throws
    -> String

  /// Prints the number shown for `#` in a plural branch (locale decimal, at most 3 fraction
  /// digits).
  func formatPluralNumber(_ value: Double, locale: String) -> String

  /// Formats a date or time with ECMA-402 `Intl.DateTimeFormat` options.
  func formatDate(
    _ date: Date,
    options: FormatOptions,
    kind: DateFormatKind,
    context: FormattingContext
  ) throws -> String

  /// Formats a date with an ICU date skeleton; an empty skeleton is the kind's default.
  func formatDate(
    _ date: Date,
    skeleton: String,
    kind: DateFormatKind,
    context: FormattingContext
  ) throws -> String

  /// Formats a date-time range (`Intl.DateTimeFormat.formatRange`).
  func formatDateTimeRange(
    _ start: Date,
    _ end: Date,
    options: FormatOptions,
    context: FormattingContext
  ) throws -> String

  /// Formats a relative time (`Intl.RelativeTimeFormat`).
  func formatRelativeTime(
    _ value: Double,
    unit: Calendar.Component,
    options: FormatOptions,
    context: FormattingContext
  ) throws -> String

  /// Formats a list (`Intl.ListFormat`).
  func formatList(_ values: [String], options: FormatOptions, context: FormattingContext)
    -> String

  /// The display name of a code (`Intl.DisplayNames`); nil when there is none and `fallback`
  /// is `none`.
  func formatDisplayName(_ value: String, options: FormatOptions, context: FormattingContext)
    -> String?
}
