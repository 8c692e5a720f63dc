import Foundation

/// What `export` writes today for a message file that an import is about to merge into.
///
/// A value equal to it (states aside) is the project's own text sent out and brought back
/// untouched: the import keeps the project's ICU text, which may say more than Apple's formats
/// can (a `select`, a number preset, `{count}` inside a plural). So export, then import into
/// the same project, changes nothing, and a translator's edit changes only the texts it
/// touched. XLIFF is compared as it reads back (its source holds the plural forms of every
/// target language); `.strings` files, which export does not write, as a catalog.
struct CurrentExport {
  /// The fields export reads from the message file.
  let message: ExportedMessage
  /// The entry export writes for it; one per translation that could stand in for a missing
  /// source text (export writes the first the target lists, which the import cannot know).
  private let entries: [AppleEntry]
  private let sourceLanguage: String
  /// Whether the message has a text of its own in the source language.
  private let hasSourceText: Bool

  /// - Parameters:
  ///   - languages: every language of the imported file.
  ///   - shape: how the imported file lays values out.
  init(
    tree: YAMLTree, key: String, languages: [String], sourceLanguage: String,
    shape: AppleStrings.Shape
  ) {
    let message = ExportedMessage(key: key, tree: tree)
    let hasSourceText = message.translations.contains { $0.0 == sourceLanguage }
    self.message = message
    self.sourceLanguage = sourceLanguage
    self.hasSourceText = hasSourceText
    let orders: [[String]] =
      hasSourceText
      ? [languages]
      : message.translations.map { first in [first.0] + languages.filter { $0 != first.0 } }
    entries = orders.compactMap { order in
      let exporter = XcodeExporter(
        messages: [message], locales: order, sourceLanguage: sourceLanguage)
      return exporter.entries.first.map {
        Self.asRead($0, shape: shape, sourceLanguage: sourceLanguage, languages: languages)
      }
    }
  }

  /// The comment export writes (the description and the argument names).
  var comment: String? {
    entries.first?.comment ?? MessageComment.text(description: message.description, names: [:])
  }

  /// Whether export writes the key as translatable.
  var shouldTranslate: Bool { message.shouldTranslate }

  /// The state export writes for `language`, if it writes the language.
  func state(of language: String) -> String? {
    entries.first?.localizations[language]?.value.state
  }

  /// Whether `localization` is, states aside, what export writes for `language`.
  func carriesText(of localization: AppleLocalization, language: String) -> Bool {
    let incoming = Self.stateless(localization)
    let candidates =
      language == sourceLanguage && !hasSourceText ? entries : Array(entries.prefix(1))
    return candidates.contains { entry in
      entry.localizations[language].map { Self.stateless($0) == incoming } ?? false
    }
  }

  /// `entry` as the import reads it back from a file of `shape`.
  private static func asRead(
    _ entry: AppleEntry, shape: AppleStrings.Shape, sourceLanguage: String, languages: [String]
  ) -> AppleEntry {
    guard shape == .xliff else { return entry }
    var writer = XLIFFWriter(sourceLanguage: sourceLanguage)
    let document = writer.document(
      [entry], targets: languages.filter { $0 != sourceLanguage }.sorted())
    guard let strings = try? XLIFFReader.read(Data(document.utf8), file: entry.key),
      let read = strings.entries.first
    else { return entry }
    return read
  }

  private static func stateless(_ localization: AppleLocalization) -> AppleLocalization {
    AppleLocalization(
      value: stateless(localization.value), substitutions: localization.substitutions)
  }

  private static func stateless(_ value: AppleValue) -> AppleValue {
    switch value {
    case .text(let text, _): return .text(text, state: nil)
    case .plural(let forms): return .plural(forms.mapValues(stateless))
    case .device(let forms): return .device(forms.mapValues(stateless))
    }
  }
}
