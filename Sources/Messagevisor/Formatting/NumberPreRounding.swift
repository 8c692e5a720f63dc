import Foundation

/// Rounds values before a format style shows them, for what format styles cannot express.
///
/// Two cases need it: ties towards zero ("half down": `halfTrunc`, `halfCeil` on negative and
/// `halfFloor` on positive values), which `FloatingPointRoundingRule` lacks, and rounding
/// increments on the currency style, whose format style rejects an increment combined with
/// fraction digits. A locale-neutral `NumberFormatter` (POSIX locale, no grouping) prints the
/// value at the format's precision with the requested Foundation rounding mode; the printed
/// decimal is read back as a `Double`, which the format style then shows unchanged (an already
/// rounded value has nothing left to round). The formatter never sets a minimum fraction, so
/// the corelibs bug that drops the maximum fraction digits when a minimum is set cannot bite.
enum NumberPreRounding {
  /// What a rounding formatter depends on.
  struct Key: Hashable, Sendable {
    var precision: NumberPrecision
    var mode: NumberFormatter.RoundingMode
    /// The value is multiplied by 100 before rounding (percent style).
    var percent: Bool
    /// Rounding applies to the mantissa of scientific notation.
    var scientific: Bool

    /// More than 20 fraction digits: nothing a `Double` holds is left to round.
    var isBeyondDoublePrecision: Bool {
      guard case .fraction(let range) = precision.digits else {
        return false
      }
      return range.upperBound > 20
    }
  }

  private static let pools = BoundedCache<Key, FormatterPool<NumberFormatter>>(capacity: 100)

  /// `value` rounded per `key`; the value itself when it is not finite or the rounded text
  /// cannot be read back.
  ///
  /// A `Double` holds about 17 significant digits, so rounding at more than 20 fraction digits
  /// changes nothing; such keys return the value unrounded, because Linux Foundation's
  /// `NumberFormatter` traps on an increment below 1e-28 (`FuzzFormatting` found it).
  static func round(_ value: Double, key: Key) -> Double {
    guard value.isFinite, !key.isBeyondDoublePrecision else {
      return value
    }
    let pool = pools.value(for: key) {
      FormatterPool(statisticsLabel: "en_US_POSIX") { makeFormatter(key) }
    }
    let text = pool.withFormatter { $0.string(from: NSNumber(value: value)) }
    guard let text, let rounded = Double(text) else {
      return value
    }
    return key.percent ? rounded / 100 : rounded
  }

  private static func makeFormatter(_ key: Key) -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.numberStyle = key.scientific ? .scientific : .decimal
    formatter.usesGroupingSeparator = false
    formatter.roundingMode = key.mode
    if key.percent {
      formatter.multiplier = 100
    }
    switch key.precision.digits {
    case .fraction(let range):
      formatter.minimumFractionDigits = 0
      formatter.maximumFractionDigits = range.upperBound
    case .significant(let range):
      formatter.usesSignificantDigits = true
      formatter.minimumSignificantDigits = 1
      formatter.maximumSignificantDigits = range.upperBound
    }
    if let increment = key.precision.increment {
      formatter.roundingIncrement = NSNumber(value: increment)
    }
    return formatter
  }
}
