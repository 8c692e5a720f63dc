extension Project {
  /// Where the translation `text` of `message` is written: the entry that reads `text`,
  /// `locale`'s own first, then its translation ancestors', nearest first, then any other;
  /// nil when no entry reads it.
  ///
  /// A locale without its own entry uses an ancestor's, so the entry is found by its content.
  package func translationSource(message: String, locale: String, text: String)
    -> (file: String, position: SourcePosition)?
  {
    guard let definition = messages[message] else { return nil }
    let chain = LocaleChain.chain(from: locale, field: .translations, locales: locales)
    let candidates = [locale] + chain.reversed() + definition.translations.keys.sorted()
    let key = candidates.first { key in
      definition.translations[key] == text
    }
    guard let key, let position = definition.translationPositions[key] else { return nil }
    let file = position.path(under: root)
    return (file, position)
  }
}
