/// The strings of one Apple localization file, read into one shape whatever the format
/// (`.xcstrings`, `.strings` + `.stringsdict`, XLIFF, `.xcloc`).
struct AppleStrings: Sendable, Equatable {
  /// The file the strings came from, for messages.
  var file: String
  /// The development language; its missing values default to the key.
  var sourceLanguage: String
  /// The entries, in key order.
  var entries: [AppleEntry]
  /// How the file lays its values out.
  var shape: Shape = .catalog

  /// The layouts of Apple's files: the same strings read back from each can differ (an
  /// XLIFF source holds the plural forms the target languages ask for).
  enum Shape: Sendable, Equatable {
    /// A String Catalog: every value as export writes it.
    case catalog
    /// XLIFF 1.2, alone or in an `.xcloc`.
    case xliff
    /// `.strings` with its `.stringsdict`.
    case strings
  }
}

/// One key of an Apple file with its value in every language.
struct AppleEntry: Sendable, Equatable {
  /// The key as Apple writes it (often the English text itself).
  var key: String
  /// The comment for translators.
  var comment: String?
  /// False when the catalog marks the key "Don't translate".
  var shouldTranslate = true
  /// `manual`, `stale`, `extracted_with_value`, … when the catalog says.
  var extractionState: String?
  /// The value per language.
  var localizations: [String: AppleLocalization] = [:]
}

/// One language's value of an entry, with the substitutions its text refers to.
struct AppleLocalization: Sendable, Equatable {
  /// The text, plural forms or device forms.
  var value: AppleValue
  /// `%#@name@` substitutions by name.
  var substitutions: [String: AppleSubstitution] = [:]
}

/// A localized value: a string, plural forms or device forms (which may hold plural forms).
indirect enum AppleValue: Sendable, Equatable {
  /// A string with its translation state (`translated`, `needs_review`, `new`, …).
  case text(String, state: String?)
  /// Forms by plural category (`zero`, `one`, `two`, `few`, `many`, `other`).
  case plural([String: AppleValue])
  /// Forms by device (`iphone`, `ipad`, `mac`, `applewatch`, `appletv`, `vision`, `other`).
  case device([String: AppleValue])

  /// The first state found, depth first in sorted order.
  var state: String? {
    switch self {
    case .text(_, let state): return state
    case .plural(let forms), .device(let forms):
      return forms.keys.sorted().lazy.compactMap { forms[$0]?.state }.first
    }
  }
}

/// A `%#@name@` substitution: a plural argument given by position.
struct AppleSubstitution: Sendable, Equatable {
  /// The 1-based argument position, when the catalog names it.
  var argNum: Int?
  /// The specifier of the value without `%` (`lld`, `d`, `f`).
  var formatSpecifier: String
  /// Text by plural category; `%arg` stands for the value.
  var forms: [String: String]
}
