import Foundation

extension MessagevisorFormatting {
  /// Formats a date or time with `Intl.DateTimeFormat` field or style options.
  ///
  /// `kind` picks the default fields when the options name none (a date or a time). Returns
  /// the text; throws `MessagevisorError` for the problems below, after reporting them to
  /// `context.report`.
  ///
  ///     let context = FormattingContext(locale: "en-US", timeZone: "UTC")
  ///     let launch = Date(timeIntervalSince1970: 1_700_000_000)
  ///     // Nov 14, 2023
  ///     try MessagevisorFormatting.formatDate(
  ///       launch, options: ["dateStyle": "medium"], kind: .date, context: context)
  ///
  /// Zone = option `timeZone` ?? `context.timeZone`; an unknown zone, a non-finite date or an
  /// option value `Intl.DateTimeFormat` refuses (a value outside the option's set, a style
  /// beside field options) is an `invalid_format` issue naming it, and throws. With the ICU engine
  /// (Linux) options become a skeleton and a pattern with hour-field-length matching and the
  /// ECMA-402 hour-cycle and day-period rules; the calendar is the locale's default unless
  /// `calendar` or `-u-ca-` asks otherwise (docs/decisions.md D22: `th-TH` Buddhist, `fa-IR`
  /// Persian; the list is in `docs/calendars.md`). With the Foundation engine the formatter is
  /// configured like
  /// `configureMessagevisorDateFormatter(_:options:kind:)`.
  public static func formatDate(
    _ date: Date,
    options: FormatOptions,
    kind: DateFormatKind,
    context: FormattingContext
  ) throws -> String {
    try check(options, type: kind.rawValue, context: context)
    return try context.engine.engine.formatDate(
      date, options: options, kind: kind, context: context)
  }

  /// Formats a date with an ICU date skeleton (`{d, date, ::yyyyMMdd}`) in the context's zone.
  ///
  /// The skeleton names fields, not their order: the locale's pattern for those fields is
  /// used. Returns the text; throws `MessagevisorError` for an unknown zone, a non-finite date
  /// or a skeleton the engine refuses.
  ///
  ///     let context = FormattingContext(locale: "en-US", timeZone: "UTC")
  ///     let launch = Date(timeIntervalSince1970: 1_700_000_000)
  ///     // 11/14/2023
  ///     try MessagevisorFormatting.formatDate(launch, skeleton: "yyyyMMdd", context: context)
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
  ///
  /// Returns the text; throws as `formatDate(_:skeleton:context:)` does.
  ///
  ///     let context = FormattingContext(locale: "en-US", timeZone: "UTC")
  ///     let launch = Date(timeIntervalSince1970: 1_700_000_000)
  ///     try MessagevisorFormatting.formatDate(
  ///       launch, skeleton: "Hm", kind: .time, context: context)  // 22:13
  public static func formatDate(
    _ date: Date,
    skeleton: String,
    kind: DateFormatKind,
    context: FormattingContext
  ) throws -> String {
    try context.engine.engine.formatDate(
      date, skeleton: skeleton, kind: kind, context: context)
  }

  /// Formats a date-time range (`Intl.DateTimeFormat.formatRange`).
  ///
  /// Returns the text; throws `MessagevisorError` for the problems below, after reporting
  /// them to `context.report`.
  ///
  ///     let context = FormattingContext(locale: "de-DE", timeZone: "UTC")
  ///     let checkIn = Date(timeIntervalSince1970: 1_700_000_000)
  ///     let checkOut = checkIn.addingTimeInterval(2 * 86_400)
  ///     // 14.–16. Nov.
  ///     try MessagevisorFormatting.formatDateTimeRange(
  ///       checkIn, checkOut, options: ["month": "short", "day": "numeric"], context: context)
  ///
  /// With the ICU engine the range reads the same options as `formatDate` and shares the
  /// fields both ends have in common (`udtitvfmt`). With the Foundation engine
  /// (`DateIntervalFormatter`) field options become its `dateTemplate`, the skeleton
  /// `formatDate` builds, and `calendar`, `numberingSystem`, `hour12` and `hourCycle` are
  /// honoured; without field options `dateStyle`/`timeStyle` are its styles (`full`, `long`,
  /// `medium`; anything else or absent is `short`). There, a calendar Foundation lacks and the
  /// offset zone names (`timeZoneName` `shortOffset`/`longOffset`, which interval formats
  /// drop) report `unsupported_formatter` naming the option and throw. Zone as in
  /// `formatDate`; both dates must be finite.
  public static func formatDateTimeRange(
    _ start: Date,
    _ end: Date,
    options: FormatOptions,
    context: FormattingContext
  ) throws -> String {
    try check(options, type: "dateTimeRange", context: context)
    return try context.engine.engine.formatDateTimeRange(
      start, end, options: options, context: context)
  }

  /// Refuses what `Intl.DateTimeFormat` refuses (`IntlOptionCheck`) before an engine reads
  /// the options leniently.
  private static func check(_ options: FormatOptions, type: String, context: FormattingContext)
    throws
  {
    guard let problem = IntlOptionCheck.dateProblem(options) else { return }
    throw context.invalidFormat(
      problem.reason, type: type, options: options, option: problem.option)
  }
}
