/// Checks the options of one format preset the way the SDK and ECMA-402 will read them.
///
/// Number options go through the ICU engine's own reader (`NumberPresetRules`); date, time and
/// range options through ECMA-402's value sets and the types the formatters read them with
/// (`DatePresetRules`). Relative presets take `numeric` and `style`. Every family also takes
/// `localeMatcher` and a `numberingSystem` the platform knows. Nothing here formats, so a
/// caller can check every preset of a project when it loads.
package enum FormatPresetRules {
  /// Which `Intl` constructor a preset's options are for.
  package enum Family: Hashable, Sendable {
    /// `Intl.NumberFormat` (the `number` family).
    case number
    /// `Intl.DateTimeFormat` (the `date`, `time` and `dateTimeRange` families).
    case dateTime
    /// `Intl.RelativeTimeFormat` (the `relative` family).
    case relative

    /// The family of a `formats` key; nil for a key that names no format family.
    package init?(presetFamily: String) {
      switch presetFamily {
      case "number": self = .number
      case "date", "time", "dateTimeRange": self = .dateTime
      case "relative": self = .relative
      default: return nil
      }
    }
  }

  /// The option names of `family`, in ECMA-402's reading order.
  package static func optionNames(_ family: Family) -> [String] {
    switch family {
    case .number: return NumberPresetRules.names
    case .dateTime: return DatePresetRules.names
    case .relative: return relativeNames
    }
  }

  /// Every problem of `options` as a `family` preset: unknown options and invalid values in
  /// option-name order, then (when no value is invalid) the conflicts between options.
  ///
  /// A null value counts as absent, as in the SDK's readers.
  package static func issues(_ options: FormatOptions, family: Family) -> [FormatOptionIssue] {
    let names = optionNames(family)
    var issues: [FormatOptionIssue] = []
    for (name, value) in options.sorted(by: { $0.key < $1.key }) {
      guard names.contains(name) else {
        issues.append(.unknown(name, names: names))
        continue
      }
      guard value != .null, let issue = issue(name, value, family: family) else { continue }
      issues.append(issue)
    }
    guard !issues.contains(where: { $0.kind == .invalidValue }) else { return issues }
    switch family {
    case .number: return issues + NumberPresetRules.combinationIssues(options)
    case .dateTime: return issues + DatePresetRules.combinationIssues(options)
    case .relative: return issues
    }
  }

  /// The problem of one known option's value; nil when it is valid.
  private static func issue(
    _ name: String,
    _ value: MessagevisorValue,
    family: Family
  ) -> FormatOptionIssue? {
    switch name {
    case "localeMatcher": return choiceIssue(name, value, ["lookup", "best fit"])
    case "numberingSystem": return numberingSystemIssue(value)
    default: break
    }
    switch family {
    case .number: return NumberPresetRules.issue(name, value)
    case .dateTime: return DatePresetRules.issue(name, value)
    case .relative: return relativeValues[name].flatMap { choiceIssue(name, value, $0) }
    }
  }

  /// An issue unless `value` is one of the strings `values`.
  static func choiceIssue(
    _ name: String,
    _ value: MessagevisorValue,
    _ values: [String]
  ) -> FormatOptionIssue? {
    guard let text = value.stringValue, values.contains(text) else {
      return .notOneOf(name, values)
    }
    return nil
  }

  /// A numbering system the platform knows: ECMA-402 throws for a malformed name and ignores
  /// an unknown one, and so does the SDK (the locale's own digits are used).
  private static func numberingSystemIssue(_ value: MessagevisorValue) -> FormatOptionIssue? {
    guard let name = value.stringValue, FormatIdentifiers.isNumberingSystem(name) else {
      return FormatOptionIssue(
        option: "numberingSystem",
        kind: .invalidValue,
        reason: "numberingSystem must be a numbering system the platform knows, such as latn "
          + "or arab",
        candidates: FormattingLocale.knownNumberingSystems.sorted()
      )
    }
    return nil
  }

  /// `Intl.RelativeTimeFormat`'s options.
  private static let relativeNames = ["localeMatcher", "numberingSystem", "style", "numeric"]

  /// The values of the relative options with a closed set.
  static let relativeValues: [String: [String]] = [
    "style": ["long", "short", "narrow"],
    "numeric": ["always", "auto"],
  ]
}
