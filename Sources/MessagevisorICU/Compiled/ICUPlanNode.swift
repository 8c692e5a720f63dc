import Messagevisor

/// One element of a compiled message: the parsed node with what could be resolved for the
/// locale ahead of calls.
enum ICUPlanNode: Sendable {
  /// Literal text.
  case text(String)
  /// `#`, printed with the locale's prepared plural number.
  case pound
  /// `{name}`: the value's display text.
  case simple(name: String)
  /// `{name, number, ::skeleton}` with the skeleton's formatter resolved.
  case number(ICUPlanNumber)
  /// A plural or selectordinal with its branch tables.
  case plural(ICUPlanPlural)
  /// A select with its branches.
  case select(ICUPlanSelect)
  /// Anything else (dates, named number styles, other types): rendered from the parsed
  /// node at call time, with the call's presets.
  case node(ICUPlanFallback)
}

/// A compiled plural or selectordinal argument.
final class ICUPlanPlural: Sendable {
  let name: String
  let offset: Double
  let rules: PreparedPluralRules
  /// The `=N` selectors, in source order, with the body each selects.
  let exact: [(value: Double, body: Int)]
  /// The body each plural category selects (indexed by `PreparedPluralCategory.rawValue`):
  /// the category's branch, else `other`.
  let byCategory: [Int]
  let bodies: [[ICUPlanNode]]

  init(_ choice: ICUChoiceNode, compiler: ICUPlanCompiler) {
    name = choice.name
    offset = choice.offset
    rules = PreparedPluralRules(
      locale: compiler.locale,
      type: choice.kind == .selectordinal ? .ordinal : .cardinal
    )
    bodies = choice.branches.map { compiler.compile($0.body) }
    exact = choice.branches.enumerated().compactMap { index, branch in
      branch.exactValue.map { (value: $0, body: index) }
    }
    byCategory = PreparedPluralCategory.allCases.map { category in
      guard category != .other else { return choice.otherIndex }
      let match = choice.branches.firstIndex {
        $0.exactValue == nil && $0.selector == category.name
      }
      return match ?? choice.otherIndex
    }
  }
}

/// A compiled select argument.
final class ICUPlanSelect: Sendable {
  let name: String
  let selectors: [String]
  let otherIndex: Int
  let bodies: [[ICUPlanNode]]

  init(_ choice: ICUChoiceNode, compiler: ICUPlanCompiler) {
    name = choice.name
    selectors = choice.branches.map(\.selector)
    otherIndex = choice.otherIndex
    bodies = choice.branches.map { compiler.compile($0.body) }
  }
}
