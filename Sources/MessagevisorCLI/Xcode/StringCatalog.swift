/// A String Catalog (`Localizable.xcstrings`, Xcode 15+) as Xcode writes it: JSON with the
/// source language and every key's localizations.
struct StringCatalog: Codable, Sendable, Equatable {
  /// The development language.
  var sourceLanguage: String
  /// Entries by key.
  var strings: [String: Entry]
  /// The file format version (`1.0`).
  var version: String?

  /// One key of the catalog.
  struct Entry: Codable, Sendable, Equatable {
    var comment: String?
    var extractionState: String?
    var shouldTranslate: Bool?
    var localizations: [String: Localization]?
  }

  /// One language's value: a string unit, variations, and the substitutions they use.
  struct Localization: Codable, Sendable, Equatable {
    var stringUnit: StringUnit?
    var variations: Variations?
    var substitutions: [String: Substitution]?
  }

  /// A translated string and its state.
  struct StringUnit: Codable, Sendable, Equatable {
    var state: String?
    var value: String
  }

  /// Plural or device forms; each form holds a string unit or further variations.
  struct Variations: Codable, Sendable, Equatable {
    var plural: [String: Variation]?
    var device: [String: Variation]?
  }

  /// One form of a variation.
  struct Variation: Codable, Sendable, Equatable {
    var stringUnit: StringUnit?
    var variations: Variations?
  }

  /// A `%#@name@` substitution.
  struct Substitution: Codable, Sendable, Equatable {
    var argNum: Int?
    var formatSpecifier: String?
    var variations: Variations?
  }
}
