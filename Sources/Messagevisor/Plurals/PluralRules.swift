/// The SDK's CLDR plural rules: parsed once, on first use, from the generated data.
final class PluralRules: Sendable {
  /// The shared instance (a lazily initialized global, so parsing happens once).
  static let shared = PluralRules()

  /// The CLDR release of the data.
  let cldrVersion: String
  /// Cardinal rules.
  let cardinal: PluralRuleCatalog
  /// Ordinal rules.
  let ordinal: PluralRuleCatalog
  /// The locale fallback chain.
  let chain: PluralLocaleChain
  /// Rule-set indexes by locale as requested; hot paths repeat one locale, which the cache's
  /// most-recent slot answers without hashing.
  private let cache = BoundedCache<String, PluralSelection>(capacity: 512)

  private init() {
    cldrVersion = PluralRulesData.cldrVersion
    cardinal = PluralRuleCatalog(sources: PluralRulesData.cardinal)
    ordinal = PluralRuleCatalog(sources: PluralRulesData.ordinal)
    chain = PluralLocaleChain(
      parents: PluralRulesData.parents, aliases: PluralRulesData.languageAliases)
  }

  /// The category of `operands` under the rules that apply to `locale`; `other` when no
  /// locale in its chain has rules.
  func category(
    of operands: PluralOperands, locale: String, type: PluralType
  ) -> PluralCategory {
    let selection = self.selection(for: locale)
    if type == .ordinal {
      guard let index = selection.ordinal else { return .other }
      return ordinal.ruleSets[index].category(for: operands)
    }
    guard let index = selection.cardinal else { return .other }
    return cardinal.ruleSets[index].category(for: operands)
  }

  /// The rule set that applies to `locale`, or nil when no locale in its chain has rules.
  func ruleSet(locale: String, type: PluralType) -> PluralRuleSet? {
    let selection = self.selection(for: locale)
    if type == .ordinal {
      return selection.ordinal.map { ordinal.ruleSets[$0] }
    }
    return selection.cardinal.map { cardinal.ruleSets[$0] }
  }

  private func selection(for locale: String) -> PluralSelection {
    cache.value(for: locale) { requested in
      PluralSelection(
        cardinal: index(of: requested, in: cardinal),
        ordinal: index(of: requested, in: ordinal))
    }
  }

  private func index(of locale: String, in catalog: PluralRuleCatalog) -> Int? {
    guard let match = chain.resolve(locale, in: catalog) else { return nil }
    return catalog.groupIndex[match]
  }
}
