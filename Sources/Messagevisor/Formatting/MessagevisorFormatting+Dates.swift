import Foundation

extension MessagevisorFormatting {
  /// Formats a date or time with field or style options.
  ///
  /// Zone = option `timeZone` ?? `context.timeZone`; an unknown zone or a non-finite date is an
  /// `invalid_format` issue and throws. The formatter is configured like
  /// `configureMessagevisorDateFormatter(_:options:kind:)`.
  public static func formatDate(
    _ date: Date,
    options: FormatOptions,
    kind: DateFormatKind,
    context: FormattingContext
  ) throws -> String {
    try context.engine.engine.formatDate(date, options: options, kind: kind, context: context)
  }

  /// Formats a date with an ICU date skeleton (`{d, date, ::yyyyMMdd}`) in the context's zone.
  public static func formatDate(
    _ date: Date,
    skeleton: String,
    context: FormattingContext
  ) throws -> String {
    try context.engine.engine.formatDate(
      date, skeleton: skeleton, kind: .date, context: context)
  }

  /// Formats with an ICU skeleton; `kind` names the family (`date`/`time`) in diagnostics and
  /// picks the default skeleton when `skeleton` is empty.
  public static func formatDate(
    _ date: Date,
    skeleton: String,
    kind: DateFormatKind,
    context: FormattingContext
  ) throws -> String {
    try context.engine.engine.formatDate(
      date, skeleton: skeleton, kind: kind, context: context)
  }

  /// Formats a date-time range with `DateIntervalFormatter`.
  ///
  /// Only `dateStyle`/`timeStyle` are read (`full`, `long`, `medium`; anything else or absent
  /// is `short`); field options are ignored. Zone as in `formatDate`; both dates must be finite.
  public static func formatDateTimeRange(
    _ start: Date,
    _ end: Date,
    options: FormatOptions,
    context: FormattingContext
  ) throws -> String {
    try context.engine.engine.formatDateTimeRange(
      start, end, options: options, context: context)
  }
}
