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
  func apply(_ formats: FormatPresets) -> FormatPresets {
    var result = formats
    if var number = result.number {
      for (name, preset) in number where preset["style"] == .string("currency") {
        number[name] = currencyFilled(preset)
      }
      result.number = number
    }
    for family in [FormatFamily.date, .time, .dateTimeRange] {
      guard var presets = result[family: family] else { continue }
      for (name, preset) in presets {
        presets[name] = zoneFilled(preset)
      }
      result[family: family] = presets
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
    var result = preset
    let zone =
      callTimeZone ?? preset["timeZone"]?.stringValue ?? instanceTimeZone ?? hostTimeZone
    result["timeZone"] = .string(zone)
    return result
  }
}
