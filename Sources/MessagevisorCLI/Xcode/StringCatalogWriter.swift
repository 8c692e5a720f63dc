import Foundation

/// Writes entries as a `.xcstrings` String Catalog: sorted keys, two-space indentation and
/// `" : "` between keys and values, as Xcode formats it.
enum StringCatalogWriter {
  /// The catalog for `entries`.
  static func catalog(_ entries: [AppleEntry], sourceLanguage: String) -> StringCatalog {
    var strings: [String: StringCatalog.Entry] = [:]
    for entry in entries {
      var localizations: [String: StringCatalog.Localization] = [:]
      for (language, localization) in entry.localizations {
        var result = StringCatalog.Localization()
        switch localization.value {
        case .text(let text, let state):
          result.stringUnit = StringCatalog.StringUnit(state: state, value: text)
        case .plural, .device:
          result.variations = variations(localization.value)
        }
        if !localization.substitutions.isEmpty {
          result.substitutions = localization.substitutions.mapValues { substitution in
            StringCatalog.Substitution(
              argNum: substitution.argNum, formatSpecifier: substitution.formatSpecifier,
              variations: StringCatalog.Variations(
                plural: substitution.forms.mapValues {
                  StringCatalog.Variation(
                    stringUnit: StringCatalog.StringUnit(
                      state: localization.value.state, value: $0))
                }))
          }
        }
        localizations[language] = result
      }
      strings[entry.key] = StringCatalog.Entry(
        comment: entry.comment, extractionState: entry.extractionState,
        shouldTranslate: entry.shouldTranslate ? nil : false,
        localizations: localizations.isEmpty ? nil : localizations)
    }
    return StringCatalog(sourceLanguage: sourceLanguage, strings: strings, version: "1.0")
  }

  private static func variations(_ value: AppleValue) -> StringCatalog.Variations? {
    switch value {
    case .text: return nil
    case .plural(let forms): return StringCatalog.Variations(plural: forms.mapValues(variation))
    case .device(let forms): return StringCatalog.Variations(device: forms.mapValues(variation))
    }
  }

  private static func variation(_ value: AppleValue) -> StringCatalog.Variation {
    if case .text(let text, let state) = value {
      return StringCatalog.Variation(
        stringUnit: StringCatalog.StringUnit(state: state, value: text))
    }
    return StringCatalog.Variation(variations: variations(value))
  }

  /// The JSON text of `catalog`, ending with a newline.
  static func text(_ catalog: StringCatalog) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(catalog)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
