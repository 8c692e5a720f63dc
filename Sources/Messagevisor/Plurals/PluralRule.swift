/// A category with its condition: alternatives (`or`) of relation chains (`and`).
struct PluralRule: Sendable, Equatable {
  /// The category selected when the condition holds.
  var category: PluralCategory
  /// The `or`-joined alternatives; each is an `and`-joined chain of relations.
  var alternatives: [[PluralRelation]]

  /// Whether the condition holds for `operands`.
  func holds(for operands: PluralOperands) -> Bool {
    for chain in alternatives where chain.allSatisfy({ $0.holds(for: operands) }) {
      return true
    }
    return false
  }
}
