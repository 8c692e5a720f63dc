import Foundation

/// The date, time and date-range engine shared by the direct helpers and the ICU module.
enum DateFormatting {
  /// The date cache key: locale, zone and the option-derived spec.
  struct FormatterKey: Hashable, Sendable {
    var locale: String
    var timeZone: String
    var spec: DateFormatSpec
  }

  /// The range cache key.
  struct IntervalKey: Hashable, Sendable {
    var locale: String
    var timeZone: String
    var dateStyle: DateStyleOption
    var timeStyle: DateStyleOption
  }

  private static let pools = BoundedCache<FormatterKey, FormatterPool<DateFormatter>>(
    capacity: 100
  )
  private static let intervalPools = BoundedCache<
    IntervalKey, FormatterPool<DateIntervalFormatter>
  >(capacity: 100)

  /// Formats with style or field options; `type` names the family in diagnostics.
  static func format(
    _ date: Date,
    options: FormatOptions,
    kind: DateFormatKind,
    context: FormattingContext
  ) throws -> String {
    let type = kind.rawValue
    let timeZone = try resolveTimeZone(options, context: context, type: type)
    try requireFinite(date, options: options, context: context, type: type)
    let spec = DateFormatSpec(options: options, kind: kind)
    try requireCalendar(spec, options, context: context, formatter: context.dateFormatterName(kind))
    let key = FormatterKey(locale: context.locale, timeZone: timeZone, spec: spec)
    return format(date, key: key)
  }

  /// Formats with an ICU skeleton in the context's time zone.
  static func format(
    _ date: Date,
    skeleton: String,
    kind: DateFormatKind,
    context: FormattingContext
  ) throws -> String {
    let type = kind.rawValue
    let timeZone = try resolveTimeZone([:], context: context, type: type)
    try requireFinite(date, options: [:], context: context, type: type)
    let spec = DateFormatSpec(skeleton: skeleton, kind: kind)
    let key = FormatterKey(locale: context.locale, timeZone: timeZone, spec: spec)
    return format(date, key: key)
  }

  /// Formats a range with `DateIntervalFormatter`; only `dateStyle`/`timeStyle` are used.
  ///
  /// `full`, `long` and `medium` map to themselves and every other value (or absence) to
  /// `short`, the interval formatter's default.
  static func formatRange(
    _ start: Date,
    _ end: Date,
    options: FormatOptions,
    context: FormattingContext
  ) throws -> String {
    let type = "dateTimeRange"
    let timeZone = try resolveTimeZone(options, context: context, type: type)
    try requireFinite(start, options: options, context: context, type: type)
    try requireFinite(end, options: options, context: context, type: type)
    let key = IntervalKey(
      locale: context.locale,
      timeZone: timeZone,
      dateStyle: rangeStyle(options["dateStyle"]),
      timeStyle: rangeStyle(options["timeStyle"])
    )
    let pool = intervalPools.value(for: key) {
      FormatterPool(statisticsLabel: key.locale) { makeIntervalFormatter(key) }
    }
    return pool.withFormatter { $0.string(from: start, to: end) }
  }

  private static func format(_ date: Date, key: FormatterKey) -> String {
    let pool = pools.value(for: key) {
      FormatterPool(statisticsLabel: key.locale) { makeFormatter(key) }
    }
    return pool.withFormatter { $0.string(from: date) }
  }

  private static func makeFormatter(_ key: FormatterKey) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = FormattingLocale.foundationLocale(key.locale)
    formatter.timeZone = TimeZone(identifier: key.timeZone)
    key.spec.apply(to: formatter)
    return formatter
  }

  private static func makeIntervalFormatter(_ key: IntervalKey) -> DateIntervalFormatter {
    let formatter = DateIntervalFormatter()
    formatter.locale = FormattingLocale.foundationLocale(key.locale)
    formatter.timeZone = TimeZone(identifier: key.timeZone)
    formatter.dateStyle = key.dateStyle.intervalStyle
    formatter.timeStyle = key.timeStyle.intervalStyle
    return formatter
  }

  private static func rangeStyle(_ option: MessagevisorValue?) -> DateStyleOption {
    switch DateStyleOption(option: option) {
    case .full: return .full
    case .long: return .long
    case .medium: return .medium
    case .short, .none: return .short
    }
  }

  /// The zone identifier: option `timeZone` ?? context zone; unknown ones are reported.
  static func resolveTimeZone(
    _ options: FormatOptions,
    context: FormattingContext,
    type: String
  ) throws -> String {
    let identifier: String?
    switch options["timeZone"] {
    case nil, .null?: identifier = context.timeZone
    case .string(let text)?: identifier = text
    default: identifier = nil
    }
    guard let identifier, TimeZone(identifier: identifier) != nil else {
      let shown = identifier ?? options["timeZone"]?.displayValue ?? ""
      throw context.invalidFormat("Unknown time zone: \(shown)", type: type, options: options)
    }
    return identifier
  }

  /// Throws `unsupported_formatter` (option `calendar`) when the option names a calendar
  /// Foundation does not have (`islamic-rgsa`, `dangi`, or a name no engine knows), which
  /// `spec` then left out.
  static func requireCalendar(
    _ spec: DateFormatSpec,
    _ options: FormatOptions,
    context: FormattingContext,
    formatter: String
  ) throws {
    guard spec.calendar == nil, let name = options["calendar"]?.stringValue else {
      return
    }
    throw context.unsupportedOption(
      "calendar",
      value: .string(name),
      reason: "Calendar \"\(name)\" is not available in Foundation",
      formatter: formatter
    )
  }

  /// The largest distance from 1970 a JavaScript `Date` can hold: 8.64e15 ms, in seconds.
  static let maximumSecondsFrom1970 = 8.64e12

  /// Throws `invalid_format` for a non-finite date, or one beyond the JavaScript range, which
  /// Foundation would otherwise render as an empty string.
  private static func requireFinite(
    _ date: Date,
    options: FormatOptions,
    context: FormattingContext,
    type: String
  ) throws {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite else {
      throw context.invalidFormat("Date must be finite", type: type, options: options)
    }
    guard abs(seconds) <= maximumSecondsFrom1970 else {
      throw context.invalidFormat("Date is out of range", type: type, options: options)
    }
  }
}
