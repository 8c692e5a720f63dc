import Foundation

/// How a number is rounded and padded: the digit options resolved against the style defaults.
///
/// Resolution follows ECMA-402: significant digits win over fraction digits; a lone minimum
/// fraction raises the default maximum to it and a lone maximum lowers the default minimum to
/// it. Defaults: decimal and scientific 0…3, percent 0…0, currency the currency's own digits
/// in standard notation (0…3 in scientific and compact notation, as in ECMA-402).
/// With a rounding increment the default maximum equals the default minimum and the increment
/// counts units of the last fraction digit (5 with 2 digits → 0.05).
struct NumberPrecision: Hashable, Sendable {
  /// The digit bounds that decide rounding.
  enum Digits: Hashable, Sendable {
    case fraction(ClosedRange<Int>)
    case significant(ClosedRange<Int>)
  }

  var digits: Digits
  /// Integer digits padded with zeros (1 = no padding); ignored with significant digits.
  var minimumIntegerDigits = 1
  /// The rounding step in value units, nil without an increment.
  var increment: Double?

  /// Resolves `options`; `currencyDigits` gives the fraction digits of the currency style.
  init(_ options: NumberFormatOptions, currencyDigits: () -> Int) {
    let digits = options.digits
    if digits.usesSignificantDigits {
      let minimum = digits.minimumSignificantDigits ?? 1
      let maximum = digits.maximumSignificantDigits ?? 21
      self.digits = .significant(minimum...max(minimum, maximum))
      return
    }
    let defaults = Self.defaultFraction(options, currencyDigits: currencyDigits)
    let range = Self.fractionRange(digits, defaults: defaults)
    self.digits = .fraction(range)
    minimumIntegerDigits = digits.minimumIntegerDigits ?? 1
    if let step = options.roundingIncrement {
      increment = Double(step) / pow(10, Double(range.upperBound))
    }
  }

  /// The same precision without trailing zeros: minimum fraction 0, minimum significant 1.
  var withoutTrailingZeros: NumberPrecision {
    var copy = self
    switch digits {
    case .fraction(let range): copy.digits = .fraction(0...range.upperBound)
    case .significant(let range): copy.digits = .significant(1...range.upperBound)
    }
    return copy
  }

  /// The precision handed to a format style.
  var formatStylePrecision: NumberFormatStyleConfiguration.Precision {
    switch digits {
    case .significant(let range):
      return .significantDigits(range)
    case .fraction(let range) where minimumIntegerDigits > 1:
      return .integerAndFractionLength(
        integerLimits: minimumIntegerDigits...,
        fractionLimits: range
      )
    case .fraction(let range):
      return .fractionLength(range)
    }
  }

  private static func defaultFraction(
    _ options: NumberFormatOptions,
    currencyDigits: () -> Int
  ) -> ClosedRange<Int> {
    let minimum: Int
    let maximum: Int
    switch options.style {
    case .currency where options.notation == .standard:
      minimum = currencyDigits()
      maximum = minimum
    case .percent:
      minimum = 0
      maximum = 0
    case .decimal, .scientific, .unit, .currency:
      minimum = 0
      maximum = 3
    }
    return options.roundingIncrement == nil ? minimum...maximum : minimum...minimum
  }

  private static func fractionRange(
    _ digits: NumberDigitOptions,
    defaults: ClosedRange<Int>
  ) -> ClosedRange<Int> {
    switch (digits.minimumFractionDigits, digits.maximumFractionDigits) {
    case (let minimum?, let maximum?):
      return minimum...max(minimum, maximum)
    case (let minimum?, nil):
      return minimum...max(minimum, defaults.upperBound)
    case (nil, let maximum?):
      return min(defaults.lowerBound, maximum)...maximum
    case (nil, nil):
      return defaults
    }
  }
}
