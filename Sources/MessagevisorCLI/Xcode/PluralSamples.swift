import Messagevisor

/// The plural categories of a language and a sample number for each, from the CLDR rules the
/// SDK uses.
struct PluralSamples: Sendable {
  /// Samples by category: the smallest positive whole number of that category (0 when only 0
  /// has it), or a decimal when no whole number has it (`other` in Polish is only for
  /// fractions). 0 is left to the `zero` form, which a catalog may give any language.
  let samples: [String: Double]

  init(language: String) {
    var found: [String: Double] = [:]
    let candidates = (1...200).map(Double.init) + [0, 0.5, 1.5, 2.5, 0.1, 1.1]
    for value in candidates {
      let category = (try? messagevisorPluralCategory(value, locale: language)) ?? "other"
      if found[category] == nil { found[category] = value }
    }
    samples = found
  }

  /// Whether the language has `category`.
  func has(_ category: String) -> Bool { samples[category] != nil }

  /// A whole-number sample for `category` (`zero` without CLDR zero is the number 0), or nil
  /// when only fractions have it.
  func wholeSample(_ category: String) -> Int? {
    if category == "zero", !has("zero") { return 0 }
    guard let value = samples[category], value.rounded() == value else { return nil }
    return Int(value)
  }
}
