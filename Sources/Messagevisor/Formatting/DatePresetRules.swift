import Foundation

/// Date, time and range preset options, checked against what `Intl.DateTimeFormat` accepts.
///
/// The date formatters read these options leniently (a field value they do not know takes its
/// narrow form, an unknown `dateStyle` none, an unknown `hourCycle` the locale's cycle), while
/// JavaScript throws a RangeError for them, so the value sets are ECMA-402's. Where the SDK
/// has a test or a type for an option, that is what decides: `FormatIdentifiers.isTimeZone`
/// (an unknown zone throws at run time), `DateCalendarOption` (the calendars the Foundation
/// engine has), `DateStyleOption`, `ICUHourCycle` and the zone-name letters of
/// `DateTemplateBuilder`.
enum DatePresetRules {
  /// `Intl.DateTimeFormat`'s options, in ECMA-402's reading order.
  static let names = [
    "localeMatcher", "calendar", "numberingSystem", "hour12", "hourCycle", "timeZone",
    "weekday", "era", "year", "month", "day", "dayPeriod", "hour", "minute", "second",
    "fractionalSecondDigits", "timeZoneName", "formatMatcher", "dateStyle", "timeStyle",
  ]

  private static let textWidths = ["narrow", "short", "long"]
  private static let numericWidths = ["numeric", "2-digit"]

  /// The options with a closed set of string values, and the set.
  static let choices: [String: [String]] = [
    "hourCycle": ICUHourCycle.allCases.map(\.rawValue),
    "weekday": textWidths,
    "era": textWidths,
    "year": numericWidths,
    "month": numericWidths + textWidths,
    "day": numericWidths,
    "dayPeriod": textWidths,
    "hour": numericWidths,
    "minute": numericWidths,
    "second": numericWidths,
    "timeZoneName": DateTemplateBuilder.zoneNameLetters.map(\.name),
    "formatMatcher": ["basic", "best fit"],
    "dateStyle": DateStyleOption.optionValues,
    "timeStyle": DateStyleOption.optionValues,
  ]

  /// The options that choose the output's fields, which `dateStyle` and `timeStyle` exclude.
  private static let componentNames = Set(DateTemplateBuilder.fieldNames + ["era", "timeZoneName"])

  /// The problem of one option's value; nil when it is valid (or not a date option).
  static func issue(_ name: String, _ value: MessagevisorValue) -> FormatOptionIssue? {
    if let values = choices[name] {
      return FormatPresetRules.choiceIssue(name, value, values)
    }
    switch name {
    case "timeZone": return timeZoneIssue(value)
    case "calendar": return calendarIssue(value)
    case "hour12":
      return value.boolValue == nil ? .invalid(name, "hour12 must be true or false") : nil
    case "fractionalSecondDigits": return fractionalDigitsIssue(value)
    default: return nil
    }
  }

  /// A field option beside `dateStyle` or `timeStyle`: JavaScript throws a TypeError, and the
  /// SDK formats the style and drops the field.
  ///
  /// Runs on every date call (`IntlOptionCheck`): without a style it costs two lookups, with
  /// one a look per option given, and nothing is built unless an issue is found.
  static func combinationIssues(_ options: FormatOptions) -> [FormatOptionIssue] {
    guard isPresent(options["dateStyle"]) || isPresent(options["timeStyle"]) else { return [] }
    let fields = options.compactMap { name, value in
      componentNames.contains(name) && value != .null ? name : nil
    }
    guard !fields.isEmpty else { return [] }
    let styles = ["dateStyle", "timeStyle"].filter { isPresent(options[$0]) }
    let given = styles.joined(separator: " and ")
    return fields.sorted().map { name in
      FormatOptionIssue.invalid(name, "\(name) cannot be combined with \(given)")
    }
  }

  /// A zone the platform knows, the test date formatting applies before it throws.
  private static func timeZoneIssue(_ value: MessagevisorValue) -> FormatOptionIssue? {
    guard let zone = value.stringValue, FormatIdentifiers.isTimeZone(zone) else {
      return FormatOptionIssue(
        option: "timeZone",
        kind: .invalidValue,
        reason: "timeZone must be an IANA time zone such as Europe/Amsterdam or UTC",
        candidates: TimeZone.knownTimeZoneIdentifiers
      )
    }
    return nil
  }

  /// A calendar every engine formats in; the Foundation engine refuses any other.
  private static func calendarIssue(_ value: MessagevisorValue) -> FormatOptionIssue? {
    guard let name = value.stringValue, DateCalendarOption.named(name) != nil else {
      return .notOneOf("calendar", DateCalendarOption.types)
    }
    return nil
  }

  /// A number from 1 to 3 as JavaScript converts it (`"2"` is 2); ECMA-402 checks the range
  /// before flooring, so 3.5 is refused.
  static func fractionalDigitsIssue(_ value: MessagevisorValue) -> FormatOptionIssue? {
    guard IntlNumberCoercion.option(value, in: 1...3) != nil else {
      return .invalid(
        "fractionalSecondDigits", "fractionalSecondDigits must be a number from 1 to 3")
    }
    return nil
  }

  private static func isPresent(_ value: MessagevisorValue?) -> Bool {
    value != nil && value != .null
  }
}
