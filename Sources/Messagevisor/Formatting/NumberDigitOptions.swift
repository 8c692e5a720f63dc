/// The digit options of a number format, validated like ECMA-402 does.
struct NumberDigitOptions: Hashable, Sendable {
  var minimumIntegerDigits: Int?
  var minimumFractionDigits: Int?
  var maximumFractionDigits: Int?
  var minimumSignificantDigits: Int?
  var maximumSignificantDigits: Int?

  /// No digit options: the locale and style defaults apply.
  init() {}

  /// Reads the five digit options.
  ///
  /// Each must be a finite number (fractions are floored) within its range: integer digits
  /// 1…21, fraction digits 0…100, significant digits 1…21; a minimum may not exceed its maximum.
  init(parsing options: OptionLookup) throws(FormatOptionProblem) {
    minimumIntegerDigits = try Self.read(options, "minimumIntegerDigits", 1...21)
    minimumFractionDigits = try Self.read(options, "minimumFractionDigits", 0...100)
    maximumFractionDigits = try Self.read(options, "maximumFractionDigits", 0...100)
    minimumSignificantDigits = try Self.read(options, "minimumSignificantDigits", 1...21)
    maximumSignificantDigits = try Self.read(options, "maximumSignificantDigits", 1...21)
    try Self.checkOrder(minimumFractionDigits, maximumFractionDigits, "fraction")
    try Self.checkOrder(minimumSignificantDigits, maximumSignificantDigits, "significant")
  }

  /// Whether any fraction or significant digit option is given, which replaces compact
  /// notation's own rounding.
  var setsRounding: Bool {
    minimumFractionDigits != nil || maximumFractionDigits != nil || usesSignificantDigits
  }

  /// Whether significant-digit rounding is requested.
  var usesSignificantDigits: Bool {
    minimumSignificantDigits != nil || maximumSignificantDigits != nil
  }

  private static func read(
    _ options: OptionLookup,
    _ name: String,
    _ range: ClosedRange<Int>
  ) throws(FormatOptionProblem) -> Int? {
    guard let option = options[name], option != .null else {
      return nil
    }
    let number = option.numberValue ?? option.stringValue.flatMap(Double.init)
    guard let number, number.isFinite else {
      throw FormatOptionProblem(rangeReason(name, range))
    }
    let floored = number.rounded(.down)
    guard floored >= Double(range.lowerBound), floored <= Double(range.upperBound) else {
      throw FormatOptionProblem(rangeReason(name, range))
    }
    return Int(floored)
  }

  private static func checkOrder(
    _ minimum: Int?,
    _ maximum: Int?,
    _ kind: String
  ) throws(FormatOptionProblem) {
    if let minimum, let maximum, minimum > maximum {
      throw FormatOptionProblem(
        "Minimum \(kind) digits must not exceed maximum \(kind) digits"
      )
    }
  }

  private static func rangeReason(_ name: String, _ range: ClosedRange<Int>) -> String {
    "\(name) must be a number from \(range.lowerBound) to \(range.upperBound)"
  }
}
