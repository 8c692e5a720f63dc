/// The digits of a number format as the Foundation engine applies them, taken from the Intl
/// reader's resolved precision.
///
/// `ICUNumberPrecision` has validated the digit options and resolved them against the style's
/// defaults as ECMA-402 does. Foundation has no `roundingPriority`, so here significant digits
/// win whenever one is given, fraction digits apply otherwise, and compact notation keeps its
/// own rounding unless a fraction or significant digit option is given. Where the reader's
/// result leaves open which options were given (a priority, or compact notation's default
/// rounding), the digit options are looked up, not read again.
struct NumberDigitOptions: Hashable, Sendable {
  /// The significant digits when a significant digit option is given; they win.
  var significant: ClosedRange<Int>?
  /// The fraction digits resolved against the style's defaults (without significant digits).
  var fraction: ClosedRange<Int> = 0...3
  /// Integer digits padded with zeros (1 = no padding).
  var minimumIntegerDigits = 1
  /// Compact notation without fraction or significant digit options: its own rounding (two
  /// significant digits below 100, whole numbers above) applies.
  var compactRounding = false

  /// No digit options: at most three fraction digits.
  init() {}

  /// The digits the reader resolved.
  ///
  /// Refuses, as the Foundation engine always has, fraction digit options out of order beside
  /// significant digits (ECMA-402 and the reader ignore them there).
  ///
  /// - Parameters:
  ///   - precision: The reader's precision of the same options.
  ///   - compact: Whether the notation is compact.
  ///   - lookup: The options, for which digit options were given.
  init(
    _ precision: ICUNumberPrecision,
    compact: Bool,
    lookup: OptionLookup
  ) throws(FormatOptionProblem) {
    fraction = precision.fraction
    minimumIntegerDigits = precision.minimumIntegerDigits
    switch precision.kind {
    case .fraction:
      break
    case .significant:
      significant = precision.significant
      try Self.checkFractionOrder(lookup)
    case .morePrecision, .lessPrecision:
      let givesSignificant = Self.givesAny(lookup, Self.significantNames)
      if givesSignificant {
        significant = precision.significant
      }
      compactRounding = compact && !givesSignificant && !Self.givesAny(lookup, Self.fractionNames)
    }
  }

  private static let significantNames = ["minimumSignificantDigits", "maximumSignificantDigits"]
  private static let fractionNames = ["minimumFractionDigits", "maximumFractionDigits"]

  /// Whether any of `names` is given (and not null).
  private static func givesAny(_ lookup: OptionLookup, _ names: [String]) -> Bool {
    names.contains { name in
      guard let value = lookup[name] else {
        return false
      }
      return value != .null
    }
  }

  private static func checkFractionOrder(_ lookup: OptionLookup) throws(FormatOptionProblem) {
    guard let minimum = flooredNumber(lookup["minimumFractionDigits"]),
      let maximum = flooredNumber(lookup["maximumFractionDigits"]),
      minimum > maximum
    else {
      return
    }
    throw FormatOptionProblem("Minimum fraction digits must not exceed maximum fraction digits")
  }

  /// A digit option the reader accepted, as the whole number it stands for; nil when absent
  /// or null.
  private static func flooredNumber(_ value: MessagevisorValue?) -> Double? {
    let number = value?.numberValue ?? value?.stringValue.flatMap(Double.init)
    return number?.rounded(.down)
  }
}
