/// Fills the currency of currency presets and the time zone of date, time and range presets.
///
/// Currency: call ?? authored ?? instance ?? USD (a call currency wins even over an authored
/// one). Time zone: call ?? authored ?? instance ?? host.
struct FormatInjection: Hashable, Sendable {
  let callCurrency: String?
  let callTimeZone: String?
  let instanceCurrency: String?
  let instanceTimeZone: String?
  let hostTimeZone: String

  /// `formats` with the currency of every currency preset and the zone of every date, time
  /// and range preset filled.
  ///
  /// Families are mapped in place (`mapValues` keeps their tables; assigning each name again
  /// hashed it again), and a preset that already holds the zone it would get is kept as it is.
  func apply(_ formats: FormatPresets) -> FormatPresets {
    var result = formats
    result.number = formats.number?.mapValues(currencyFilled)
    for family in [FormatFamily.date, .time, .dateTimeRange] {
      result[family: family] = formats[family: family]?.mapValues(zoneFilled)
    }
    return result
  }

  /// Number preset `preset` with its currency filled when its style is `currency`.
  func currencyFilled(_ preset: FormatOptions) -> FormatOptions {
    guard preset["style"] == .string("currency") else { return preset }
    var result = preset
    let code = callCurrency ?? preset["currency"]?.stringValue ?? instanceCurrency ?? "USD"
    result["currency"] = .string(code)
    return result
  }

  /// Date, time or range preset `preset` with its time zone filled.
  func zoneFilled(_ preset: FormatOptions) -> FormatOptions {
    let zone =
      callTimeZone ?? preset["timeZone"]?.stringValue ?? instanceTimeZone ?? hostTimeZone
    guard preset["timeZone"] != .string(zone) else { return preset }
    var result = preset
    result["timeZone"] = .string(zone)
    return result
  }
}
