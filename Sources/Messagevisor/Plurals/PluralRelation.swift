/// One CLDR relation such as `i % 100 != 12..14`, as parsed.
///
/// `=` holds when the (possibly reduced) operand is an integer equal to a listed value or
/// inside a listed range; `!=` is its negation. `PluralRuleSet` evaluates relations.
struct PluralRelation: Sendable, Equatable {
  /// The operand on the left.
  var operand: PluralOperand
  /// The modulus after `%`, if any; it divides 10^18.
  var modulus: UInt64?
  /// Whether the operator is `!=`.
  var isNegated: Bool
  /// The listed values and ranges.
  var ranges: [ClosedRange<UInt64>]
}
