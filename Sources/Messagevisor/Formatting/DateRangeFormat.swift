import Foundation

/// A range spec resolved for one locale: what every `DateIntervalFormatter` of one cache entry
/// is built from.
struct DateRangeFormat: Sendable {
  /// The locale with the spec's keywords (`numbers`, `calendar`, `hours`).
  var locale: Locale
  var calendar: Calendar
  var layout: DateRangeSpec.Layout
  /// The skeleton for `dateTemplate`; nil to use the layout's styles.
  var template: String?

  /// A new interval formatter in the zone `timeZone` (a known identifier).
  func makeFormatter(timeZone: String) -> DateIntervalFormatter {
    let formatter = DateIntervalFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    if let template {
      formatter.dateTemplate = template
    } else if case .styles(let date, let time, _) = layout {
      formatter.dateStyle = date.intervalStyle
      formatter.timeStyle = time.intervalStyle
    }
    formatter.timeZone = TimeZone(identifier: timeZone)
    return formatter
  }
}
