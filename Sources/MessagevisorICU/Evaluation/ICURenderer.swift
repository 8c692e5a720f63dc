import Messagevisor

/// Walks a parsed message and prints it with values.
///
/// Only the selected branch of a choice is visited, so values referenced by other branches
/// (or by quoted text, which is already literal) are never looked at.
struct ICURenderer {
  /// Plural categories are not computed beyond this magnitude (integers stop being exact);
  /// such values select `other`, like non-finite ones.
  static let pluralMagnitudeLimit = 9_007_199_254_740_992.0

  let values: MessagevisorValues
  let environment: ICUEnvironment

  /// Appends the rendering of `nodes`; `plural` is the number `#` prints (value − offset).
  func render(_ nodes: [ICUNode], plural: Double?, into output: inout String) throws {
    for node in nodes {
      switch node {
      case .text(let text):
        output.append(text.value)
      case .pound:
        if let plural {
          output.append(formatPluralNumber(plural))
        }
      case .argument(let argument):
        output.append(try format(argument))
      case .choice(let choice):
        try render(choice, plural: plural, into: &output)
      }
    }
  }

  /// The text of `#`: with the context (its engine) when the backend offers it.
  private func formatPluralNumber(_ value: Double) -> String {
    if let format = environment.backend.formatPluralNumberInContext {
      return format(value, environment.context)
    }
    return environment.backend.formatPluralNumber(value, environment.locale)
  }

  /// The value of a required argument.
  func value(named name: String) throws -> MessagevisorValue {
    guard let value = values[name] else {
      throw MessagevisorError("Missing ICU value: \(name)")
    }
    return value
  }

  private func render(_ choice: ICUChoiceNode, plural: Double?, into output: inout String) throws {
    let value = try value(named: choice.name)
    if choice.kind == .select {
      let key = value.stringValue ?? value.displayValue
      let branch =
        choice.branches.first { $0.selector == key } ?? choice.branches[choice.otherIndex]
      try render(branch.body, plural: plural, into: &output)
      return
    }
    guard let number = value.numberValue else {
      throw MessagevisorError("ICU plural value \(choice.name) is not numeric")
    }
    let adjusted = number - choice.offset
    let branch = try selectPluralBranch(choice, original: number, adjusted: adjusted)
    try render(branch.body, plural: adjusted, into: &output)
  }

  /// The first `=N` branch equal to the original value, else the category branch of the
  /// adjusted value, else `other`.
  private func selectPluralBranch(
    _ choice: ICUChoiceNode,
    original: Double,
    adjusted: Double
  ) throws -> ICUBranch {
    if let exact = choice.branches.first(where: { $0.exactValue == original }) {
      return exact
    }
    let category = try pluralCategory(adjusted, ordinal: choice.kind == .selectordinal)
    if category != "other",
      let match = choice.branches.first(where: { $0.exactValue == nil && $0.selector == category })
    {
      return match
    }
    return choice.branches[choice.otherIndex]
  }

  private func pluralCategory(_ value: Double, ordinal: Bool) throws -> String {
    guard value.isFinite, value.magnitude <= Self.pluralMagnitudeLimit else { return "other" }
    return try environment.backend.pluralCategory(value, environment.locale, ordinal)
  }
}
