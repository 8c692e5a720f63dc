extension Project {
  /// Where a translation of `message` is written: the entry that reads `text` (preferring
  /// `locale`'s own), or with `text` nil `locale`'s entry, else the first entry whose ICU
  /// syntax is invalid; nil when there is none.
  ///
  /// A locale without its own entry uses an ancestor's, so the entry is found by its content.
  package func translationSource(message: String, locale: String, text: String? = nil)
    -> (file: String, position: SourcePosition)?
  {
    guard let definition = messages[message] else { return nil }
    let candidates = [locale] + definition.translations.keys.sorted()
    let key = candidates.first { key in
      guard let translation = definition.translations[key] else { return false }
      if let text { return translation == text }
      return key == locale || (try? UsedFormatExtraction.styleReferences(in: translation)) == nil
    }
    guard let key, let position = definition.translationPositions[key] else { return nil }
    let file = position.path(under: root)
    return (file, position)
  }
}
