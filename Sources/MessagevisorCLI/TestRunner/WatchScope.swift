/// What a change under the project affects, for watch mode's re-runs.
///
/// A changed message file affects that message's specs and examples; a changed test spec
/// file affects that spec. Anything else (locales, segments, targets, attributes, the
/// configuration) can change every result, so it re-runs everything.
enum WatchScope: Equatable, Sendable {
  /// Re-run everything.
  case everything
  /// Re-run what concerns these messages and test specs (keys in `normalized` form).
  case affected(messages: Set<String>, tests: Set<String>)

  /// The scope of a set of changed paths, relative to the project folder.
  ///
  /// In a sets project (D23) a set's entities lie under `sets/NAME/`; that prefix is dropped,
  /// so an edited message of a set re-runs that message's specs, not everything.
  init(changed paths: [String]) {
    var messages: Set<String> = []
    var tests: Set<String> = []
    for changed in paths {
      let path = Self.withoutSetFolder(changed)
      if let rest = Self.dropping("messages/", from: path) {
        messages.insert(Self.normalized(Self.withoutExtension(rest)))
      } else if let rest = Self.dropping("tests/", from: path) {
        tests.insert(Self.normalized(Self.withoutSpecExtension(rest)))
      } else {
        self = .everything
        return
      }
    }
    self = .affected(messages: messages, tests: tests)
  }

  /// Whether a test spec is affected.
  func includes(spec key: String, message: String?) -> Bool {
    guard case .affected(let messages, let tests) = self else { return true }
    if tests.contains(Self.normalized(key)) { return true }
    return message.map { messages.contains(Self.normalized($0)) } ?? false
  }

  /// The keys of the changed messages, written with `namespace` between segments (a message
  /// key's segments are `[A-Za-z0-9_-]`, so its path gives it back); empty for `.everything`.
  func messageKeys(namespace: String) -> [String] {
    guard case .affected(let messages, _) = self else { return [] }
    return messages.sorted().map { $0.split(separator: "/").joined(separator: namespace) }
  }

  /// Whether an example of `message` (nil for a locale example) is affected.
  func includes(example message: String?) -> Bool {
    guard case .affected(let messages, _) = self else { return true }
    return message.map { messages.contains(Self.normalized($0)) } ?? false
  }

  /// A key or path with every separator (anything outside `[A-Za-z0-9_-]`) as `/`, so
  /// `auth.signIn.title` and `auth/signIn/title` compare equal whatever the namespace
  /// character.
  static func normalized(_ key: String) -> String {
    String(
      key.map { character in
        character.isASCII && (character.isLetter || character.isNumber || "_-".contains(character))
          ? character : "/"
      })
  }

  /// `path` without a leading `sets/NAME/` when what follows is a messages or tests folder.
  private static func withoutSetFolder(_ path: String) -> String {
    let parts = path.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "sets", !parts[1].isEmpty,
      parts[2].hasPrefix("messages/") || parts[2].hasPrefix("tests/")
    else { return path }
    return String(parts[2])
  }

  private static func dropping(_ prefix: String, from path: String) -> String? {
    path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
  }

  private static func withoutExtension(_ path: String) -> String {
    for ext in [".yml", ".yaml", ".json"] where path.hasSuffix(ext) {
      return String(path.dropLast(ext.count))
    }
    return path
  }

  private static func withoutSpecExtension(_ path: String) -> String {
    let stem = withoutExtension(path)
    return stem.hasSuffix(".spec") ? String(stem.dropLast(".spec".count)) : stem
  }
}
