/// The rules of one locale group; the first rule that holds gives the category.
struct PluralRuleSet: Sendable, Equatable {
  /// The rules in data order; `other` is implicit.
  var rules: [PluralRule]

  /// Parses `category: condition` lines (see `PluralRuleSource`).
  init(lines: [String]) throws(PluralRuleSyntaxError) {
    var parser = PluralRuleParser()
    rules = try lines.map { line throws(PluralRuleSyntaxError) in try parser.parseRule(line) }
  }

  /// The category of `operands`.
  func category(for operands: PluralOperands) -> PluralCategory {
    for rule in rules where rule.holds(for: operands) {
      return rule.category
    }
    return .other
  }
}
