/// One group of locales sharing a CLDR plural rule body, as written in the generated data.
///
/// `locales` holds space-separated locale identifiers (BCP 47 spelling, e.g. `pt-PT`).
/// Each entry of `rules` is `category: condition` in CLDR syntax; consecutive entries of one
/// category are alternatives joined by `or`. `other` is implicit.
struct PluralRuleSource: Sendable {
  /// Space-separated locale identifiers.
  let locales: [String]
  /// `category: condition` lines.
  let rules: [String]
}
