/// How a number is rounded and padded, resolved like ECMA-402 SetNumberFormatDigitOptions.
///
/// Significant digits win over fraction digits unless `roundingPriority` asks for both
/// (`morePrecision`, `lessPrecision`); compact notation without digit options rounds to
/// integers with at least two significant digits (morePrecision of 0…0 and 1…2). A lone
/// minimum fraction raises the default maximum, a lone maximum lowers the default minimum.
struct ICUNumberPrecision: Hashable, Sendable {
  /// Which bounds decide rounding.
  enum Kind: Hashable, Sendable {
    case fraction
    case significant
    case morePrecision
    case lessPrecision
  }

  var kind: Kind
  var fraction: ClosedRange<Int>
  var significant: ClosedRange<Int>
  var minimumIntegerDigits = 1
  /// ECMA-402 `roundingIncrement` in units of the last fraction digit (1 = none).
  var increment = 1
  /// `trailingZeroDisplay: stripIfInteger`.
  var stripsIfInteger = false

  /// The decimal default: 0…3 fraction digits.
  static let standardDecimal = ICUNumberPrecision(
    kind: .fraction, fraction: 0...3, significant: 1...21)

  init(kind: Kind, fraction: ClosedRange<Int>, significant: ClosedRange<Int>) {
    self.kind = kind
    self.fraction = fraction
    self.significant = significant
  }

  /// Reads the digit, increment, priority and trailing-zero options.
  ///
  /// - Parameters:
  ///   - defaults: The style's default fraction digits (currency digits, percent 0…0, 0…3).
  ///   - compact: Whether the notation is compact (which changes the default rounding).
  init(
    parsing lookup: OptionLookup,
    defaults: ClosedRange<Int>,
    compact: Bool
  ) throws(ICUNumberOptionError) {
    let reader = ICUNumberOptionReader(lookup: lookup)
    let integerDigits = try Self.number(lookup, "minimumIntegerDigits", 1...21)
    let minimumFraction = try Self.number(lookup, "minimumFractionDigits", 0...100)
    let maximumFraction = try Self.number(lookup, "maximumFractionDigits", 0...100)
    let minimumSignificant = try Self.number(lookup, "minimumSignificantDigits", 1...21)
    let maximumSignificant = try Self.number(lookup, "maximumSignificantDigits", 1...21)
    let increment = try Self.increment(lookup)
    let priority = try reader.choice("roundingPriority", fallback: Priority.auto)
    let trailing = try reader.choice("trailingZeroDisplay", fallback: TrailingZeros.auto)
    let hasSignificant = minimumSignificant != nil || maximumSignificant != nil
    let hasFraction = minimumFraction != nil || maximumFraction != nil
    let needsSignificant = priority != .auto || hasSignificant
    let needsFraction = priority != .auto || !(hasSignificant || (!hasFraction && compact))
    let significant = try Self.significantRange(
      minimumSignificant, maximumSignificant, checked: needsSignificant)
    // ECMA-402 now lowers the default maximum to the minimum when an increment is given, so
    // that `{roundingIncrement: 5}` alone rounds to whole fives. V8 (Node 24, the reference)
    // keeps the style's defaults, so the digits differ and `checkIncrement` refuses it.
    let fraction =
      needsFraction
      ? try Self.fractionRange(minimumFraction, maximumFraction, defaults: defaults)
      : defaults
    self.init(kind: .fraction, fraction: fraction, significant: significant)
    switch (needsSignificant, needsFraction, priority) {
    case (false, false, _):
      self.init(kind: .morePrecision, fraction: 0...0, significant: 1...2)
    case (true, false, _):
      kind = .significant
    case (_, _, .morePrecision):
      kind = .morePrecision
    case (_, _, .lessPrecision):
      kind = .lessPrecision
    default:
      kind = .fraction
    }
    minimumIntegerDigits = integerDigits ?? 1
    stripsIfInteger = trailing == .stripIfInteger
    self.increment = increment
    try checkIncrement()
  }

  /// ECMA-402's significant digits: 1…21 by default; a minimum above the maximum is an
  /// error when significant digits are used.
  private static func significantRange(
    _ minimum: Int?,
    _ maximum: Int?,
    checked: Bool
  ) throws(ICUNumberOptionError) -> ClosedRange<Int> {
    let lower = minimum ?? 1
    let upper = maximum ?? 21
    guard lower <= upper else {
      guard !checked else {
        throw ICUNumberOptionError(
          option: "maximumSignificantDigits",
          reason: "Minimum significant digits must not exceed maximum significant digits")
      }
      return 1...21
    }
    return lower...upper
  }

  /// ECMA-402's fraction digits: a lone minimum raises the default maximum, a lone maximum
  /// lowers the default minimum, both given must be ordered.
  private static func fractionRange(
    _ minimum: Int?,
    _ maximum: Int?,
    defaults: ClosedRange<Int>
  ) throws(ICUNumberOptionError) -> ClosedRange<Int> {
    switch (minimum, maximum) {
    case (let minimum?, let maximum?) where minimum > maximum:
      throw ICUNumberOptionError(
        option: "maximumFractionDigits",
        reason: "Minimum fraction digits must not exceed maximum fraction digits")
    case (let minimum?, let maximum?):
      return minimum...maximum
    case (let minimum?, nil):
      return minimum...max(defaults.upperBound, minimum)
    case (nil, let maximum?):
      return min(defaults.lowerBound, maximum)...maximum
    case (nil, nil):
      return defaults
    }
  }

  private enum Priority: String, CaseIterable {
    case auto, morePrecision, lessPrecision
  }

  private enum TrailingZeros: String, CaseIterable {
    case auto, stripIfInteger
  }

  private func checkIncrement() throws(ICUNumberOptionError) {
    guard increment != 1 else { return }
    guard kind == .fraction else {
      throw ICUNumberOptionError(
        option: "roundingIncrement",
        reason: "roundingIncrement needs fraction-digit rounding (no significant digits)")
    }
    guard fraction.lowerBound == fraction.upperBound else {
      throw ICUNumberOptionError(
        option: "roundingIncrement",
        reason: "roundingIncrement needs equal minimum and maximum fraction digits")
    }
  }

  private static let increments: Set<Int> = [
    1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000,
  ]

  private static func increment(_ lookup: OptionLookup) throws(ICUNumberOptionError) -> Int {
    guard let value = try number(lookup, "roundingIncrement", 1...5000) else {
      return 1
    }
    guard increments.contains(value) else {
      throw ICUNumberOptionError(
        option: "roundingIncrement",
        reason: "roundingIncrement must be one of 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, "
          + "1000, 2000, 2500 or 5000")
    }
    return value
  }

  /// ECMA-402 `GetNumberOption`: the option converted as JavaScript's `ToNumber` does
  /// (`"2"` is 2), checked against `range` before it is floored (so 21.5 is outside 1…21).
  private static func number(
    _ lookup: OptionLookup,
    _ name: String,
    _ range: ClosedRange<Int>
  ) throws(ICUNumberOptionError) -> Int? {
    guard let option = lookup[name], option != .null else {
      return nil
    }
    guard let number = IntlNumberCoercion.option(option, in: range) else {
      throw ICUNumberOptionError(
        option: name,
        reason: "\(name) must be a number from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }
}
