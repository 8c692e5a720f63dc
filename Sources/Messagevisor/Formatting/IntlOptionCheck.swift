/// The option values `Intl.DateTimeFormat` and `Intl.RelativeTimeFormat` refuse, checked at
/// the call before either engine reads the options.
///
/// Both engines read date, time and relative-time options leniently (an unknown value takes
/// a default or the narrow form), so a typo would print something else without a word.
/// ECMA-402 throws a RangeError for a value outside an option's set and a TypeError for a
/// style beside field options; here each becomes `invalid_format` naming the option, and the
/// call throws. The sets are the ones a project's presets are checked against when it loads
/// (`DatePresetRules`, `FormatPresetRules`), so load-time warnings and call-time errors agree.
/// Options outside the sets (`timeZone`, `calendar`, `numberingSystem`, `hour12`) are checked
/// where the engines read them, or coerced as Intl does.
enum IntlOptionCheck {
  /// The first date or time option `Intl.DateTimeFormat` would refuse, in ECMA-402's reading
  /// order, if any.
  ///
  /// Costs a look per option given (a call passes a few), not per option known.
  static func dateProblem(_ options: FormatOptions) -> FormatOptionIssue? {
    let first = firstIssue(options, order: dateOrder) { name, value in
      if let values = DatePresetRules.choices[name] {
        return FormatPresetRules.choiceIssue(name, value, values)
      }
      guard name == "fractionalSecondDigits" else { return nil }
      return DatePresetRules.fractionalDigitsIssue(value)
    }
    return first ?? DatePresetRules.combinationIssues(options).first
  }

  /// The first relative-time option `Intl.RelativeTimeFormat` would refuse, if any.
  static func relativeProblem(_ options: FormatOptions) -> FormatOptionIssue? {
    firstIssue(options, order: relativeOrder) { name, value in
      FormatPresetRules.relativeValues[name].flatMap {
        FormatPresetRules.choiceIssue(name, value, $0)
      }
    }
  }

  private static let dateOrder = positions(DatePresetRules.names)
  private static let relativeOrder = positions(["localeMatcher", "style", "numeric"])

  private static func positions(_ names: [String]) -> [String: Int] {
    Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
  }

  /// The issue `check` finds in the option that comes first in `order`.
  private static func firstIssue(
    _ options: FormatOptions,
    order: [String: Int],
    _ check: (String, MessagevisorValue) -> FormatOptionIssue?
  ) -> FormatOptionIssue? {
    var first: (position: Int, issue: FormatOptionIssue)?
    for (name, value) in options where value != .null {
      guard let issue = check(name, value) else { continue }
      let position = order[name] ?? Int.max
      if first.map({ position < $0.position }) ?? true {
        first = (position, issue)
      }
    }
    return first?.issue
  }
}
