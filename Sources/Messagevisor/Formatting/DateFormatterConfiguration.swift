import Foundation

/// Configures a `DateFormatter` from ECMA-402-style date or time options.
///
/// For code that keeps its own `DateFormatter`. Never throws: an unknown `timeZone` leaves
/// the formatter's zone as it was.
///
///     let formatter = DateFormatter()
///     formatter.locale = Locale(identifier: "en-US")
///     configureMessagevisorDateFormatter(
///       formatter, options: ["dateStyle": "long", "timeZone": "UTC"], kind: .date)
///     formatter.string(from: Date(timeIntervalSince1970: 1_700_000_000))  // November 14, 2023
///
/// Set the formatter's locale first. This applies, in order: the `numberingSystem` option (added
/// to the formatter's locale as `@numbers=`), the calendar (the `calendar` option, else the
/// locale's own `-u-ca-`, when Foundation has that calendar, else the locale's default; a
/// requested calendar is added to the locale as `@calendar=` so its eras and patterns are
/// used), the option `timeZone` when it names a known zone, then the layout:
/// `dateStyle`/`timeStyle` presets (rebuilt around the hour letter when `hour12` or
/// `hourCycle` is given) or a skeleton built from the field options (preceded by `jmmss` for a
/// time, `yMd` for a date, when they select no field: `era` and `timeZoneName` alone add to
/// those), and finally an explicit `hourCycle` (without a Bool `hour12`) is
/// written into the resolved pattern's hour fields, since the template API turns `K` and `k`
/// into `h` and `H`. `formatMatcher` is ignored.
///
/// The Messagevisor formatting helpers configure their cached formatters with this same code,
/// so a formatter configured here prints what they print.
public func configureMessagevisorDateFormatter(
  _ formatter: DateFormatter,
  options: FormatOptions,
  kind: DateFormatKind
) {
  if let identifier = options["timeZone"]?.stringValue,
    let timeZone = TimeZone(identifier: identifier)
  {
    formatter.timeZone = timeZone
  }
  DateFormatSpec(options: options, kind: kind).apply(to: formatter)
}
