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
    var spec: DateRangeSpec
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

  /// Formats a range with `DateIntervalFormatter`, laid out as `DateRangeSpec` describes.
  ///
  /// Field options go through the interval formatter's `dateTemplate`, styles through its
  /// styles; calendar, numbering system and hour cycle are honoured. A calendar Foundation
  /// lacks, or an offset zone name (which interval formats drop), reports
  /// `unsupported_formatter` naming the option and throws.
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
    let spec = DateRangeSpec(options: options)
    try requireCalendar(spec.dateSpec, options, context: context, formatter: rangeFormatter)
    if let option = spec.unhonouredOption {
      let value = options[option] ?? .null
      throw context.unsupportedOption(
        option,
        value: value,
        reason: "\(option) \(value.displayValue) is not available in Foundation date ranges",
        formatter: rangeFormatter
      )
    }
    let key = IntervalKey(locale: context.locale, timeZone: timeZone, spec: spec)
    let pool = intervalPools.value(for: key) {
      let format = key.spec.resolved(for: FormattingLocale.foundationLocale(key.locale))
      return FormatterPool(statisticsLabel: key.locale) {
        format.makeFormatter(timeZone: key.timeZone)
      }
    }
    return pool.withFormatter { $0.string(from: start, to: end) }
  }

  /// The formatter name range issues carry.
  private static let rangeFormatter = "formatDateTimeRange"

  /// The formatters `format(_:options:kind:context:)` uses for `options`, or nil where it
  /// throws whatever the date: an unknown zone, or a calendar Foundation lacks.
  ///
  /// A prepared date preset keeps the pool, so its calls skip reading the options, building
  /// the spec and hashing the key. The caller checks what `Intl.DateTimeFormat` refuses.
  static func preparedPool(
    options: FormatOptions,
    kind: DateFormatKind,
    context: FormattingContext
  ) -> FormatterPool<DateFormatter>? {
    guard let timeZone = try? resolveTimeZone(options, context: context, type: kind.rawValue)
    else { return nil }
    let spec = DateFormatSpec(options: options, kind: kind)
    guard spec.calendar != nil || options["calendar"]?.stringValue == nil else { return nil }
    return pool(for: FormatterKey(locale: context.locale, timeZone: timeZone, spec: spec))
  }

  /// The formatters `format(_:skeleton:kind:context:)` uses for `skeleton`, or nil where it
  /// throws whatever the date (an unknown zone).
  static func preparedPool(
    skeleton: String,
    kind: DateFormatKind,
    context: FormattingContext
  ) -> FormatterPool<DateFormatter>? {
    guard let timeZone = try? resolveTimeZone([:], context: context, type: kind.rawValue) else {
      return nil
    }
    let spec = DateFormatSpec(skeleton: skeleton, kind: kind)
    return pool(for: FormatterKey(locale: context.locale, timeZone: timeZone, spec: spec))
  }

  /// The BCP 47 type of the calendar `format(_:options:kind:context:)` formats in for
  /// `options`; nil where it throws whatever the date.
  static func calendar(
    options: FormatOptions,
    kind: DateFormatKind,
    context: FormattingContext
  ) -> String? {
    guard let pool = preparedPool(options: options, kind: kind, context: context) else {
      return nil
    }
    let identifier = pool.withFormatter { $0.calendar.identifier }
    return DateCalendarOption.type(of: identifier)
  }

  private static func format(_ date: Date, key: FormatterKey) -> String {
    pool(for: key).withFormatter { $0.string(from: date) }
  }

  private static func pool(for key: FormatterKey) -> FormatterPool<DateFormatter> {
    pools.value(for: key) {
      FormatterPool(statisticsLabel: key.locale) { makeFormatter(key) }
    }
  }

  private static func makeFormatter(_ key: FormatterKey) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = FormattingLocale.foundationLocale(key.locale)
    formatter.timeZone = TimeZone(identifier: key.timeZone)
    key.spec.apply(to: formatter)
    return formatter
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
    guard let identifier, FormatIdentifiers.isTimeZone(identifier) else {
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
