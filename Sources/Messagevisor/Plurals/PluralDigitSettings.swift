/// The digit options that decide how many digits of a number are visible to plural rules.
///
/// Mirrors the ECMA-402 options of `Intl.PluralRules`: fraction digits `0...100` (maximum
/// defaults to `max(3, minimum)`), and — when either significant option is present —
/// significant digits `1...21`, which then replace the fraction settings.
struct PluralDigitSettings: Sendable, Equatable {
  /// The minimum number of fraction digits.
  var minimumFractionDigits = 0
  /// The maximum number of fraction digits.
  var maximumFractionDigits = 3
  /// The significant digit bounds, when significant mode is on.
  var significantDigits: ClosedRange<Int>?

  /// The settings without options.
  static let standard = PluralDigitSettings()

  /// Reads and validates the digit options; other keys are ignored.
  ///
  /// Throws `MessagevisorError` when a value is not an integer in range or a minimum
  /// exceeds its maximum. `.null` counts as absent.
  init(options: FormatOptions) throws(MessagevisorError) {
    if options.isEmpty { return }
    var found = DigitOptions()
    for (key, value) in options where value != .null {
      found.record(key, value)
    }
    if found.isEmpty { return }
    let minimumFraction = try Self.integer(found.minimumFraction, "minimumFractionDigits", 0...100)
    let maximumFraction = try Self.integer(found.maximumFraction, "maximumFractionDigits", 0...100)
    minimumFractionDigits = minimumFraction ?? 0
    maximumFractionDigits = maximumFraction ?? max(3, minimumFractionDigits)
    try Self.requireOrder(
      minimumFractionDigits, maximumFractionDigits,
      names: ("minimumFractionDigits", "maximumFractionDigits"))
    let minimumSignificant = try Self.integer(
      found.minimumSignificant, "minimumSignificantDigits", 1...21)
    let maximumSignificant = try Self.integer(
      found.maximumSignificant, "maximumSignificantDigits", 1...21)
    if minimumSignificant == nil && maximumSignificant == nil { return }
    let lower = minimumSignificant ?? 1
    let upper = maximumSignificant ?? 21
    try Self.requireOrder(
      lower, upper, names: ("minimumSignificantDigits", "maximumSignificantDigits"))
    significantDigits = lower...upper
  }

  private init() {}

  private static func integer(
    _ option: MessagevisorValue?, _ name: String, _ bounds: ClosedRange<Int>
  ) throws(MessagevisorError) -> Int? {
    guard let option else { return nil }
    if let number = option.numberValue, number.rounded() == number,
      number >= Double(bounds.lowerBound), number <= Double(bounds.upperBound)
    {
      return Int(number)
    }
    throw MessagevisorError(
      "Invalid plural option \(name): expected an integer from \(bounds.lowerBound)"
        + " to \(bounds.upperBound)")
  }

  private static func requireOrder(
    _ lower: Int, _ upper: Int, names: (String, String)
  ) throws(MessagevisorError) {
    guard lower > upper else { return }
    throw MessagevisorError(
      "Invalid plural options: \(names.0) (\(lower)) exceeds \(names.1) (\(upper))")
  }

  /// The four digit options found in one pass over the options (cheaper than four lookups).
  private struct DigitOptions {
    var minimumFraction: MessagevisorValue?
    var maximumFraction: MessagevisorValue?
    var minimumSignificant: MessagevisorValue?
    var maximumSignificant: MessagevisorValue?

    var isEmpty: Bool {
      minimumFraction == nil && maximumFraction == nil && minimumSignificant == nil
        && maximumSignificant == nil
    }

    mutating func record(_ key: String, _ value: MessagevisorValue) {
      switch key {
      case "minimumFractionDigits": minimumFraction = value
      case "maximumFractionDigits": maximumFraction = value
      case "minimumSignificantDigits": minimumSignificant = value
      case "maximumSignificantDigits": maximumSignificant = value
      default: break
      }
    }
  }
}
