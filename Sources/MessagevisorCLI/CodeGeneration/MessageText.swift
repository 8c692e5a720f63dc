/// One translation a target ships for a message: the base text or an override's.
struct MessageText: Sendable, Hashable {
  /// The datafile locale.
  let locale: String
  /// The override key, nil for the base translation.
  let override: String?
  /// The translation as authored.
  let text: String

  /// Where the text comes from, for errors: `en`, `de-DE override "guest"`.
  var origin: String {
    guard let override else { return locale }
    return "\(locale) override \"\(override)\""
  }
}
