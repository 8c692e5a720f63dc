/// A category with its condition, as parsed: `or`-joined chains of `and`-joined relations.
struct PluralRule: Sendable, Equatable {
  /// The category selected when the condition holds.
  var category: PluralCategory
  /// The `or`-joined alternatives; each is an `and`-joined chain of relations.
  var alternatives: [[PluralRelation]]
}
