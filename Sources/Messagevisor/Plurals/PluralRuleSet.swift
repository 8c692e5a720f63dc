/// The compiled rules of one locale group; the first rule that holds gives the category.
///
/// Evaluation runs over a flattened copy of the rules (plain value arrays, no nested
/// collections), so selecting a category allocates nothing and touches no reference counts
/// inside its loops.
final class PluralRuleSet: Sendable {
  private let chains: [Chain]
  private let relations: [Relation]
  private let lows: [UInt64]
  private let highs: [UInt64]

  /// Parses `category: condition` lines (see `PluralRuleSource`).
  convenience init(lines: [String]) throws(PluralRuleSyntaxError) {
    var parser = PluralRuleParser()
    var rules: [PluralRule] = []
    for line in lines {
      rules.append(try parser.parseRule(line))
    }
    self.init(rules: rules)
  }

  /// Flattens parsed rules.
  init(rules: [PluralRule]) {
    var chains: [Chain] = []
    var relations: [Relation] = []
    var lows: [UInt64] = []
    var highs: [UInt64] = []
    for rule in rules {
      for alternative in rule.alternatives {
        let firstRelation = relations.count
        for relation in alternative {
          let firstRange = lows.count
          lows += relation.ranges.map(\.lowerBound)
          highs += relation.ranges.map(\.upperBound)
          relations.append(
            Relation(
              operand: relation.operand, modulus: relation.modulus ?? 0,
              isNegated: relation.isNegated, ranges: firstRange..<lows.count))
        }
        chains.append(Chain(category: rule.category, relations: firstRelation..<relations.count))
      }
    }
    self.chains = chains
    self.relations = relations
    self.lows = lows
    self.highs = highs
  }

  /// The category of `operands`.
  func category(for operands: PluralOperands) -> PluralCategory {
    chainLoop: for chain in chains {
      for index in chain.relations where !holds(relations[index], for: operands) {
        continue chainLoop
      }
      return chain.category
    }
    return .other
  }

  private func holds(_ relation: Relation, for operands: PluralOperands) -> Bool {
    guard let value = operands.value(of: relation.operand, modulo: relation.modulus) else {
      return relation.isNegated
    }
    for index in relation.ranges where lows[index] <= value && value <= highs[index] {
      return !relation.isNegated
    }
    return relation.isNegated
  }

  /// One `and` chain: all its relations must hold.
  private struct Chain: Sendable {
    let category: PluralCategory
    let relations: Range<Int>
  }

  /// A relation whose ranges live in `lows`/`highs`; a modulus of 0 means none.
  private struct Relation: Sendable {
    let operand: PluralOperand
    let modulus: UInt64
    let isNegated: Bool
    let ranges: Range<Int>
  }
}
