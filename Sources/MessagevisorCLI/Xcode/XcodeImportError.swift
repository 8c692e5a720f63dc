/// Why an Apple localization file cannot be imported; each case names the file and, where
/// there is one, the key.
enum XcodeImportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file is not valid JSON, XML or property list; `position` is `line:column` when known.
  case syntax(file: String, position: String?, reason: String)
  /// The file is well formed but not the shape Xcode writes.
  case shape(file: String, key: String?, reason: String)
  /// A value uses a plural category its language does not have.
  case unknownPluralCategory(file: String, key: String, language: String, category: String)
  /// Two languages of a key use different numbers of format specifiers.
  case specifierCount(file: String, key: String, counts: [String: Int])
  /// Two Apple keys map to message keys that collide.
  case keyCollision(file: String, first: String, second: String, messageKey: String)
  /// An Apple key cannot become a message key (empty).
  case invalidKey(file: String, key: String)

  var description: String {
    switch self {
    case .syntax(let file, let position, let reason):
      return "\(file)\(position.map { ":" + $0 } ?? ""): \(reason)"
    case .shape(let file, let key, let reason):
      return "\(file): \(key.map { "key \"\($0)\": " } ?? "")\(reason)"
    case .unknownPluralCategory(let file, let key, let language, let category):
      return
        "\(file): key \"\(key)\": plural category \"\(category)\" does not exist in language "
        + "\"\(language)\""
    case .specifierCount(let file, let key, let counts):
      let list = counts.keys.sorted().map { "\($0): \(counts[$0] ?? 0)" }.joined(separator: ", ")
      return
        "\(file): key \"\(key)\": the languages use different numbers of format specifiers "
        + "(\(list))"
    case .keyCollision(let file, let first, let second, let messageKey):
      return
        "\(file): keys \"\(first)\" and \"\(second)\" both map to message \"\(messageKey)\""
    case .invalidKey(let file, let key):
      return "\(file): key \"\(key)\" cannot become a message key"
    }
  }
}
