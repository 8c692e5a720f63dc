/// One CLDR relation such as `i % 100 != 12..14`.
///
/// `=` holds when the (possibly reduced) operand is an integer equal to a listed value or
/// inside a listed range; `!=` is its negation.
struct PluralRelation: Sendable, Equatable {
  /// The operand on the left.
  var operand: PluralOperand
  /// The modulus after `%`, if any; it divides 10^18.
  var modulus: UInt64?
  /// Whether the operator is `!=`.
  var isNegated: Bool
  /// The listed values and ranges.
  var ranges: [ClosedRange<UInt64>]

  /// Whether the relation holds for `operands`.
  func holds(for operands: PluralOperands) -> Bool {
    let value: UInt64?
    if let modulus {
      value = operands.value(of: operand, modulo: modulus)
    } else {
      value = operands.exactValue(of: operand)
    }
    guard let value else { return isNegated }
    for range in ranges where range.contains(value) {
      return !isNegated
    }
    return isNegated
  }
}
