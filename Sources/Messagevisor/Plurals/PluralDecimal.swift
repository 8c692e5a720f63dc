/// A non-negative decimal `significand × 10^exponent`, rounded the way a plural formatter
/// shows it.
///
/// Starts from the shortest decimal that round-trips to the `Double` (Swift's `description`
/// digits; exact digits for integers below 10^18), then rounds half up — the same digits ICU's
/// decimal formatter starts from, without creating a formatter.
struct PluralDecimal: Sendable, Equatable {
  /// The digits; no trailing zeros unless the value is 0.
  private(set) var significand: UInt64
  /// The power of ten applied to `significand`.
  private(set) var exponent: Int

  /// A normalized decimal (trailing zeros of `significand` move into `exponent`).
  init(significand: UInt64, exponent: Int) {
    self.significand = significand
    self.exponent = significand == 0 ? 0 : exponent
    normalize()
  }

  /// The shortest decimal of a finite, non-negative `value`.
  init(shortest value: Double) {
    if value < 1e18, value.rounded(.towardZero) == value {
      self.init(significand: UInt64(value), exponent: 0)
      return
    }
    self.init(significand: 0, exponent: 0)
    parse(value.description)
  }

  /// The number of digits in `significand` (1 for zero).
  var digitCount: Int {
    var count = 1
    var rest = significand / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    return count
  }

  /// The number of fraction digits needed to write the value exactly.
  var fractionDigitCount: Int { max(0, -exponent) }

  /// Rounds half up to at most `digits` fraction digits.
  mutating func round(toFractionDigits digits: Int) {
    drop(-exponent - digits)
  }

  /// Rounds half up to at most `digits` significant digits.
  mutating func round(toSignificantDigits digits: Int) {
    drop(digitCount - digits)
  }

  /// The number of fraction digits shown with at least `minimum` significant digits.
  func fractionDigitCount(minimumSignificantDigits minimum: Int) -> Int {
    let shown: Int
    if significand == 0 {
      shown = 1
    } else if exponent >= 0 {
      shown = digitCount + exponent
    } else {
      shown = digitCount
    }
    return fractionDigitCount + max(0, minimum - shown)
  }

  /// The plural operands when `visibleFractionDigits` (≥ `fractionDigitCount`) are shown.
  func operands(visibleFractionDigits: Int) -> PluralOperands {
    var operands = PluralOperands()
    operands.fractionDigitCount = visibleFractionDigits
    if exponent >= 0 {
      (operands.integer, operands.integerOverflows) = Self.scaled(significand, by: exponent)
      return operands
    }
    let scale = -exponent
    let fraction: UInt64
    if scale >= Self.powers.count {
      fraction = significand
    } else {
      operands.integer = significand / Self.powers[scale]
      fraction = significand % Self.powers[scale]
    }
    operands.trimmedFraction = fraction
    operands.trimmedFractionDigitCount = scale
    (operands.fraction, operands.fractionOverflows) = Self.scaled(
      fraction, by: visibleFractionDigits - scale)
    return operands
  }

  /// The value as a plain decimal string with `visibleFractionDigits` fraction digits.
  func text(visibleFractionDigits: Int) -> String {
    var digits = String(significand)
    if exponent > 0 && significand != 0 {
      digits += String(repeating: "0", count: exponent)
    }
    let scale = fractionDigitCount
    if scale >= digits.count {
      digits = String(repeating: "0", count: scale - digits.count + 1) + digits
    }
    let integerPart = digits.dropLast(scale)
    let fractionPart = digits.suffix(scale)
    if visibleFractionDigits == 0 { return String(integerPart) }
    let padding = String(repeating: "0", count: visibleFractionDigits - scale)
    return String(integerPart) + "." + String(fractionPart) + padding
  }

  /// Powers of ten that fit in `UInt64` (10^0 … 10^19).
  private static let powers: [UInt64] = (0...19).map { exponent in
    var value: UInt64 = 1
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  /// `(value × 10^scale) mod 10^18` and whether the product reaches 10^18.
  private static func scaled(_ value: UInt64, by scale: Int) -> (UInt64, Bool) {
    if value == 0 { return (0, false) }
    if scale >= 18 { return (0, true) }
    let room = powers[18 - scale]
    return ((value % room) * powers[scale], value >= room)
  }

  /// Removes `count` trailing digits, rounding half up.
  private mutating func drop(_ count: Int) {
    guard count > 0, significand != 0 else { return }
    let digits = digitCount
    if count > digits {
      significand = 0
      exponent = 0
      return
    }
    let divisor = Self.powers[count]
    var kept = significand / divisor
    if significand % divisor >= divisor / 2 {
      kept += 1
    }
    significand = kept
    exponent = kept == 0 ? 0 : exponent + count
    normalize()
  }

  private mutating func normalize() {
    guard significand != 0 else { return }
    while significand % 10 == 0 {
      significand /= 10
      exponent += 1
    }
  }

  /// Reads Swift's shortest `description` (`123.45`, `1e-07`, `1.2345e+20`).
  private mutating func parse(_ text: String) {
    var digits: UInt64 = 0
    var fractionDigits = 0
    var inFraction = false
    var exponentValue = 0
    var exponentSign = 1
    var inExponent = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = Int(byte - UInt8(ascii: "0"))
        if inExponent {
          exponentValue = exponentValue * 10 + digit
        } else {
          digits = digits * 10 + UInt64(digit)
          fractionDigits += inFraction ? 1 : 0
        }
      case UInt8(ascii: "."): inFraction = true
      case UInt8(ascii: "e"): inExponent = true
      case UInt8(ascii: "-"): exponentSign = -1
      default: break
      }
    }
    self = PluralDecimal(
      significand: digits, exponent: exponentSign * exponentValue - fractionDigits)
  }
}
