/// The plural rules of one locale and kind, resolved once: `messagevisorPluralCategory`
/// without the per-call locale resolution.
package struct PreparedPluralRules: Sendable {
  private let ruleSet: PluralRuleSet?

  /// The cardinal (or ordinal) rules that apply to `locale`.
  package init(locale: String, type: PluralType) {
    ruleSet = PluralRules.shared.ruleSet(locale: locale, type: type)
  }

  /// The category name of `value` (no digit options), as `messagevisorPluralCategory` gives.
  package func category(of value: Double) -> PreparedPluralCategory {
    guard value.isFinite, let ruleSet else { return .other }
    let operands = PluralCategory.operands(of: value.magnitude, settings: .standard)
    return PreparedPluralCategory(ruleSet.category(for: operands))
  }
}

/// A CLDR plural category, as compiled messages index their branch tables by it.
package enum PreparedPluralCategory: Int, Sendable, CaseIterable {
  case zero
  case one
  case two
  case few
  case many
  case other

  init(_ category: PluralCategory) {
    switch category {
    case .zero: self = .zero
    case .one: self = .one
    case .two: self = .two
    case .few: self = .few
    case .many: self = .many
    case .other: self = .other
    }
  }

  /// The CLDR name (`one`, `other`…), as branch selectors spell it.
  package var name: String {
    switch self {
    case .zero: return "zero"
    case .one: return "one"
    case .two: return "two"
    case .few: return "few"
    case .many: return "many"
    case .other: return "other"
    }
  }
}
