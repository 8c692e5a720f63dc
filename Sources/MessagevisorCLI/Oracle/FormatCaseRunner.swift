import Foundation
import Messagevisor

/// Formats oracle cases through the public SDK formatting helpers.
///
/// Each case gets its own `FormattingContext` (the case's locale, zone `UTC` unless the
/// options name one, no fallback currency); whatever formatting engine the SDK selects is
/// the one measured. A thrown error becomes the result's `error`.
enum FormatCaseRunner {
  /// Results in case order.
  static func run(_ cases: [FormatCase]) -> [FormatCaseResult] {
    cases.map(result)
  }

  static func result(_ item: FormatCase) -> FormatCaseResult {
    var result: FormatCaseResult
    do {
      let output = try format(item)
      result = FormatCaseResult(id: item.id, output: output, error: nil)
    } catch {
      result = FormatCaseResult(id: item.id, output: nil, error: String(describing: error))
    }
    result.pattern = pattern(item)
    result.icuData = icuData(item)
    result.calendar = calendar(item)
    return result
  }

  /// The calendar a date or range case is formatted in, with either engine.
  private static func calendar(_ item: FormatCase) -> String? {
    let context = FormattingContext(locale: item.locale, timeZone: "UTC")
    switch item.input {
    case .date(_, let kind):
      return FormattingEngineKind.dateCalendar(options: item.options, kind: kind, context: context)
    case .dateTimeRange:
      return FormattingEngineKind.dateCalendar(options: item.options, kind: .date, context: context)
    default:
      return nil
    }
  }

  /// The ICU data behind a number, relative-time, range, list or display-name case when the
  /// ICU engine formats it.
  private static func icuData(_ item: FormatCase) -> String? {
    let context = FormattingContext(locale: item.locale, timeZone: "UTC")
    guard context.engine == .icu else { return nil }
    let family: ICUDataFamily
    switch item.input {
    case .number: family = .number
    case .relativeTime(let value, let unit):
      family = .relativeTime(unit: unitName(unit), past: value.sign == .minus)
    case .dateTimeRange: family = .dateTimeRange
    case .list: family = .list
    case .displayName(let code): family = .displayName(code)
    default: return nil
    }
    return FormattingEngineKind.icuData(family, options: item.options, context: context)
  }

  /// The ICU pattern of a date case when the ICU engine formats it.
  private static func pattern(_ item: FormatCase) -> String? {
    let context = FormattingContext(locale: item.locale, timeZone: "UTC")
    guard context.engine == .icu, case .date(_, let kind) = item.input else { return nil }
    return FormattingEngineKind.icuDatePattern(
      options: item.options, kind: kind, context: context)
  }

  /// The CLDR field name of a relative-time unit (`weekOfYear` is `week`).
  private static func unitName(_ unit: Calendar.Component) -> String {
    switch unit {
    case .second: "second"
    case .minute: "minute"
    case .hour: "hour"
    case .day: "day"
    case .weekOfYear: "week"
    case .month: "month"
    case .quarter: "quarter"
    default: "year"
    }
  }

  private static func format(_ item: FormatCase) throws -> String? {
    let context = FormattingContext(locale: item.locale, timeZone: "UTC")
    let options = item.options
    switch item.input {
    case .number(let value):
      return try MessagevisorFormatting.formatNumber(value, options: options, context: context)
    case .date(let date, let kind):
      return try MessagevisorFormatting.formatDate(
        date, options: options, kind: kind, context: context)
    case .dateTimeRange(let start, let end):
      return try MessagevisorFormatting.formatDateTimeRange(
        start, end, options: options, context: context)
    case .relativeTime(let value, let unit):
      return try MessagevisorFormatting.formatRelativeTime(
        value, unit: unit, options: options, context: context)
    case .list(let values):
      return MessagevisorFormatting.formatList(values, options: options, context: context)
    case .displayName(let code):
      return MessagevisorFormatting.formatDisplayName(code, options: options, context: context)
    case .plural(let value):
      let ordinal = options["type"]?.stringValue == "ordinal"
      return try messagevisorPluralCategory(
        value, locale: item.locale, ordinal: ordinal, options: options)
    }
  }
}
