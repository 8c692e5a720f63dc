/// A key's base translation and message metadata, as one lookup result.
///
/// A value type, so 100 000 plain keys cost no extra objects: `details` exists only for a
/// translation with message syntax (flagged when the datafile is stored) or a key with
/// message metadata (both rare).
struct LookupEntry: Sendable {
  /// The translation; empty for a key with message metadata only (`translation` is nil).
  ///
  /// Not optional, so a call can lend it in place (`CallInput`).
  let text: String
  let details: EntryDetails?

  /// An entry; `message` is the key's metadata, if any, and `askingSegments` the keys of the
  /// datafile's segments that ask the resolvers (`LocaleData.askingSegments`).
  init(translation: String?, message: DatafileMessage?, askingSegments: Set<String> = []) {
    text = translation ?? ""
    let hasSyntax = translation.map { MessageSyntax.occurs(in: $0) } ?? false
    if message != nil || hasSyntax {
      details = EntryDetails(
        message: message, hasSyntax: hasSyntax, hasTranslation: translation != nil,
        askingSegments: askingSegments)
    } else {
      details = nil
    }
  }

  /// The key's translation; nil for a key with message metadata only.
  var translation: String? {
    details?.hasTranslation == false ? nil : text
  }

  /// The translation when the key has no message metadata (no overrides, meta or
  /// deprecation), so lookup has nothing else to decide: the common case, answered without
  /// `resolve`.
  var plainTranslation: String? {
    details?.hasMessage == true ? nil : translation
  }

  /// The message metadata, if any.
  var message: DatafileMessage? {
    details?.message
  }
}
