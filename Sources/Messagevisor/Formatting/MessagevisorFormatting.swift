import Foundation

/// Foundation-backed formatting shared by the direct helpers and the ICU module.
///
/// Every function is thread-safe and reuses cached formatters. Failures are reported to
/// `context.report` first, then thrown as `MessagevisorError`.
public enum MessagevisorFormatting {
  /// Formats a number with ECMA-402-style options (`style`, `currency`, digits, rounding…).
  public static func formatNumber(
    _ value: Double,
    options: FormatOptions,
    context: FormattingContext
  ) throws -> String {
    throw MessagevisorError("formatNumber is not implemented yet")
  }

  /// Formats the number printed for `#` in a plural branch: locale decimal, halfUp, ≤3 fraction
  /// digits, grouping on.
  public static func formatPluralNumber(_ value: Double, locale: String) -> String {
    String(describing: value)
  }

  /// Formats a date or time with field or style options.
  public static func formatDate(
    _ date: Date,
    options: FormatOptions,
    kind: DateFormatKind,
    context: FormattingContext
  ) throws -> String {
    throw MessagevisorError("formatDate is not implemented yet")
  }

  /// Formats a date with an ICU date skeleton (`{d, date, ::yyyyMMdd}`).
  public static func formatDate(
    _ date: Date,
    skeleton: String,
    context: FormattingContext
  ) throws -> String {
    throw MessagevisorError("formatDate(skeleton:) is not implemented yet")
  }
}
