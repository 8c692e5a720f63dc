/// The CLDR plural operands of a visible decimal number.
///
/// Integer-valued operands are kept modulo 10^18 with an overflow flag: every modulus in the
/// CLDR data divides 10^18 and every compared value is below it, so relations stay exact for
/// any number of digits. `c` and `e` are always 0 (compact notation is never produced).
struct PluralOperands: Sendable, Equatable {
  /// `i` modulo 10^18.
  var integer: UInt64 = 0
  /// Whether `i` is 10^18 or more.
  var integerOverflows = false
  /// `f` modulo 10^18.
  var fraction: UInt64 = 0
  /// Whether `f` is 10^18 or more.
  var fractionOverflows = false
  /// `t` modulo 10^18.
  var trimmedFraction: UInt64 = 0
  /// Whether `t` is 10^18 or more.
  var trimmedFractionOverflows = false
  /// `v`: the number of visible fraction digits.
  var fractionDigitCount = 0
  /// `w`: the number of visible fraction digits without trailing zeros.
  var trimmedFractionDigitCount = 0

  /// 10^18, the modulus of the stored integer operands.
  static let limit: UInt64 = 1_000_000_000_000_000_000

  /// Operands of a plain decimal string such as `"1.50"` (digits, optional `.` and digits).
  ///
  /// Returns nil for anything else (signs, exponents, grouping, empty parts).
  init?(decimal: String) {
    var integerAccumulator = DigitAccumulator()
    var fractionAccumulator = DigitAccumulator()
    var trimmedAccumulator = DigitAccumulator()
    var pendingZeros = 0
    var inFraction = false
    var sawIntegerDigit = false
    for byte in decimal.utf8 {
      if byte == UInt8(ascii: ".") {
        if inFraction || !sawIntegerDigit { return nil }
        inFraction = true
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let digit = UInt64(byte - UInt8(ascii: "0"))
      if !inFraction {
        sawIntegerDigit = true
        integerAccumulator.append(digit)
        continue
      }
      fractionDigitCount += 1
      fractionAccumulator.append(digit)
      if digit == 0 {
        pendingZeros += 1
        continue
      }
      for _ in 0..<pendingZeros { trimmedAccumulator.append(0) }
      pendingZeros = 0
      trimmedAccumulator.append(digit)
      trimmedFractionDigitCount = fractionDigitCount
    }
    if !sawIntegerDigit || (inFraction && fractionDigitCount == 0) { return nil }
    (integer, integerOverflows) = (integerAccumulator.value, integerAccumulator.overflows)
    (fraction, fractionOverflows) = (fractionAccumulator.value, fractionAccumulator.overflows)
    trimmedFraction = trimmedAccumulator.value
    trimmedFractionOverflows = trimmedAccumulator.overflows
  }

  /// Operands with every value zero (the number `0`).
  init() {}

  /// The value of an operand for a relation without modulus, or nil when it is too large
  /// to equal any listed value.
  ///
  /// `n` has a value only when it is an integer (relations on a fractional `n` never match).
  func exactValue(of operand: PluralOperand) -> UInt64? {
    switch operand {
    case .n: return trimmedFractionDigitCount == 0 && !integerOverflows ? integer : nil
    case .i: return integerOverflows ? nil : integer
    case .v: return UInt64(fractionDigitCount)
    case .w: return UInt64(trimmedFractionDigitCount)
    case .f: return fractionOverflows ? nil : fraction
    case .t: return trimmedFractionOverflows ? nil : trimmedFraction
    case .c, .e: return 0
    }
  }

  /// The value of `operand % modulus` (`modulus` divides 10^18), or nil when `n` is not an
  /// integer.
  func value(of operand: PluralOperand, modulo modulus: UInt64) -> UInt64? {
    switch operand {
    case .n: return trimmedFractionDigitCount == 0 ? integer % modulus : nil
    case .i: return integer % modulus
    case .v: return UInt64(fractionDigitCount) % modulus
    case .w: return UInt64(trimmedFractionDigitCount) % modulus
    case .f: return fraction % modulus
    case .t: return trimmedFraction % modulus
    case .c, .e: return 0
    }
  }
}

/// Accumulates decimal digits into a value modulo 10^18, remembering overflow.
private struct DigitAccumulator {
  var value: UInt64 = 0
  var overflows = false

  mutating func append(_ digit: UInt64) {
    let shifted = value * 10 + digit
    if shifted >= PluralOperands.limit {
      overflows = true
      value = shifted % PluralOperands.limit
    } else {
      value = shifted
    }
  }
}
