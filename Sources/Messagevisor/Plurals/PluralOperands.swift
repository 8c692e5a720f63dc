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

  /// The value a relation compares: `operand`, reduced `% modulus` unless `modulus` is 0.
  ///
  /// Nil means no listed value can match: `n` with a nonzero fraction (CLDR `=` needs an
  /// integer; `1.0` is one), or an unreduced operand of 10^18 or more. A nonzero `modulus` divides
  /// 10^18, so reducing the stored remainder is exact.
  func value(of operand: PluralOperand, modulo modulus: UInt64) -> UInt64? {
    let raw: UInt64
    let overflows: Bool
    switch operand {
    case .n:
      guard trimmedFractionDigitCount == 0 else { return nil }
      (raw, overflows) = (integer, integerOverflows)
    case .i: (raw, overflows) = (integer, integerOverflows)
    case .v: (raw, overflows) = (UInt64(fractionDigitCount), false)
    case .w: (raw, overflows) = (UInt64(trimmedFractionDigitCount), false)
    case .f: (raw, overflows) = (fraction, fractionOverflows)
    case .t: (raw, overflows) = (trimmedFraction, trimmedFractionOverflows)
    case .c, .e: (raw, overflows) = (0, false)
    }
    if modulus != 0 { return raw % modulus }
    return overflows ? nil : raw
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
