/// A CLDR plural rule that could not be parsed.
struct PluralRuleSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The rule text.
  var rule: String
  /// The UTF-8 offset where parsing failed.
  var offset: Int
  /// What was expected there.
  var expected: String

  /// "expected <what> at offset <n> in '<rule>'".
  var description: String { "expected \(expected) at offset \(offset) in '\(rule)'" }
}
