/// A formatting family whose ICU data `FormattingEngineKind.icuData` can describe.
package enum ICUDataFamily: Sendable, Equatable {
  /// `formatNumber`: numbering system, symbols, pattern, currency and unit entries.
  case number
  /// `formatRelativeTime` in a unit (`day`, …), to the past or the future.
  case relativeTime(unit: String, past: Bool)
  /// `formatList`: the list patterns.
  case list
  /// `formatDisplayName` of a code: the display-name table entries.
  case displayName(String)
  /// `formatDateTimeRange`: the date pattern, its skeleton and the interval patterns.
  case dateTimeRange
}
