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

  func apply(_ formats: FormatPresets) -> FormatPresets {
    var result = formats
    if var number = result.number {
      for (name, preset) in number where preset["style"] == .string("currency") {
        let authored = preset["currency"]?.stringValue
        let code = callCurrency ?? authored ?? instanceCurrency ?? "USD"
        number[name]?["currency"] = .string(code)
      }
      result.number = number
    }
    for family in [FormatFamily.date, .time, .dateTimeRange] {
      guard var presets = result[family: family] else { continue }
      for (name, preset) in presets {
        let zone =
          callTimeZone ?? preset["timeZone"]?.stringValue ?? instanceTimeZone ?? hostTimeZone
        presets[name]?["timeZone"] = .string(zone)
      }
      result[family: family] = presets
    }
    return result
  }
}
