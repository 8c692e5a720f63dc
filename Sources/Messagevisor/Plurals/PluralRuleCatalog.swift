/// The parsed rule sets of one kind (cardinal or ordinal) and the locale → set index.
struct PluralRuleCatalog: Sendable {
  /// One rule set per group of the generated data.
  let ruleSets: [PluralRuleSet]
  /// Locale identifier (BCP 47 spelling) → index into `ruleSets`.
  let groupIndex: [String: Int]

  /// Parses generated sources; invalid generated data is a programming error and traps.
  init(sources: [PluralRuleSource]) {
    var ruleSets: [PluralRuleSet] = []
    var groupIndex: [String: Int] = [:]
    for source in sources {
      do {
        ruleSets.append(try PluralRuleSet(lines: source.rules))
      } catch {
        preconditionFailure("invalid generated plural rule: \(error)")
      }
      for line in source.locales {
        for locale in line.split(separator: " ") {
          groupIndex[String(locale)] = ruleSets.count - 1
        }
      }
    }
    self.ruleSets = ruleSets
    self.groupIndex = groupIndex
  }

  /// Whether rules exist for exactly this identifier.
  func contains(_ locale: String) -> Bool {
    groupIndex[locale] != nil
  }
}
