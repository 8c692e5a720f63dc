import Foundation

/// How a number is rounded and padded: the format's digits, ready for a format style.
///
/// The digits come resolved from the Intl reader (`NumberDigitOptions`): significant digits
/// when given, fraction digits otherwise, whose defaults follow ECMA-402 (decimal and
/// scientific 0…3, percent 0…0, currency the currency's own digits in standard notation).
/// With a rounding increment the increment counts units of the last fraction digit (5 with 2
/// digits → 0.05).
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

  /// The precision of `options`.
  init(_ options: NumberFormatOptions) {
    let digits = options.digits
    if let significant = digits.significant {
      self.digits = .significant(significant)
      return
    }
    self.digits = .fraction(digits.fraction)
    minimumIntegerDigits = digits.minimumIntegerDigits
    if let step = options.roundingIncrement {
      increment = Double(step) / pow(10, Double(digits.fraction.upperBound))
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
}
