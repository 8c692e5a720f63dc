/// A formatting family whose ICU data `FormattingEngineKind.icuData` can describe.
package enum ICUDataFamily: Sendable, Equatable {
  /// `formatList`: the list patterns.
  case list
  /// `formatDisplayName` of a code: the display-name table entries.
  case displayName(String)
  /// `formatDateTimeRange`: the date pattern, its skeleton and the interval patterns.
  case dateTimeRange
}
