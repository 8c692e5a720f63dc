/// A problem with one option of a format preset, found before anything is formatted with it.
///
/// `FormatPresetRules` returns these so that a caller holding the preset's source (the project
/// loader) can point at the option. An unknown option is ignored by ECMA-402 and by the SDK;
/// an invalid value makes `Intl` throw when the preset is used, and the SDK either refuses it
/// the same way (numbers) or formats with a default instead (dates, times, relative times).
package struct FormatOptionIssue: Hashable, Sendable {
  /// What is wrong.
  package enum Kind: Hashable, Sendable {
    /// The family has no option of this name.
    case unknownOption
    /// The option's value is of the wrong type or outside its allowed set or range, or it
    /// conflicts with another option of the preset.
    case invalidValue
  }

  /// The option the problem is about; it may be absent from the preset when another option
  /// requires it (`unit` for `style: unit`).
  package var option: String
  package var kind: Kind
  /// Why the value is refused, e.g. "style must be one of decimal, percent, currency, unit,
  /// scientific"; empty for an unknown option.
  package var reason: String
  /// What the option or value may have been meant to be: the family's option names for an
  /// unknown option, the closed set of values for an invalid one (empty when not a set).
  package var candidates: [String]

  /// An issue of `kind` about `option`.
  package init(option: String, kind: Kind, reason: String, candidates: [String] = []) {
    self.option = option
    self.kind = kind
    self.reason = reason
    self.candidates = candidates
  }

  /// An option the family does not have; `names` are the family's options.
  static func unknown(_ option: String, names: [String]) -> FormatOptionIssue {
    FormatOptionIssue(option: option, kind: .unknownOption, reason: "", candidates: names)
  }

  /// An invalid value of `option`, which must be one of `values`.
  static func notOneOf(_ option: String, _ values: [String]) -> FormatOptionIssue {
    FormatOptionIssue(
      option: option,
      kind: .invalidValue,
      reason: "\(option) must be one of \(values.joined(separator: ", "))",
      candidates: values
    )
  }

  /// An invalid value of `option`, with the reason.
  static func invalid(_ option: String, _ reason: String) -> FormatOptionIssue {
    FormatOptionIssue(option: option, kind: .invalidValue, reason: reason)
  }
}
