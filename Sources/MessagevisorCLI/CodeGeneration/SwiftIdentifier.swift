/// Turns message key segments and ICU argument names into Swift identifiers.
///
/// Only ASCII letters, digits and `_` survive; every other character is a word break
/// (`sign-in` → `signIn`). A leading digit gets a `_` prefix. Namespaces start with an upper
/// case letter, members and parameters with a lower case one. Keywords are escaped with
/// backticks; the few names backticks cannot rescue (`init`, `self`, `Type`, …) and the names
/// the generated code itself refers to (`Swift`, `Foundation`, `MessagevisorMessage`, …) get a
/// trailing `_`.
enum SwiftIdentifier {
  /// Keywords that must be written in backticks when used as a name.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
    "Self", "super", "throws", "true", "try", "_",
  ]

  /// Namespace names that backticks do not make usable, or that would hide a type the
  /// generated code names.
  static let reservedTypeNames: Set<String> = [
    "Type", "Protocol", "Self", "Swift", "Foundation", "MessagevisorMessage",
    "MessagevisorValueConvertible", "MessagevisorNumeric",
  ]

  /// Member and parameter names that backticks do not make usable.
  static let reservedMemberNames: Set<String> = ["init", "self", "_"]

  /// The namespace name for a key segment (`signIn` → `SignIn`), unescaped; nil when the
  /// segment has no ASCII letter or digit.
  static func typeName(_ text: String) -> String? {
    guard let words = words(text) else { return nil }
    let name = words.map(capitalized).joined()
    let prefixed = startsWithDigit(name) ? "_" + name : name
    return reservedTypeNames.contains(prefixed) ? prefixed + "_" : prefixed
  }

  /// The member or parameter name for a key segment or argument name (`Sign-in` → `signIn`),
  /// unescaped; nil when the text has no ASCII letter or digit.
  static func memberName(_ text: String) -> String? {
    guard var words = words(text) else { return nil }
    words[0] = lowercasedLead(words[0])
    let name = words.enumerated().map { $0.offset == 0 ? $0.element : capitalized($0.element) }
      .joined()
    let prefixed = startsWithDigit(name) ? "_" + name : name
    return reservedMemberNames.contains(prefixed) ? prefixed + "_" : prefixed
  }

  /// `name` in backticks when it is a keyword.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// Whether `text` can be used as a type name as is (for `--typeName`).
  static func isPlainTypeName(_ text: String) -> Bool {
    guard let first = text.utf8.first, !isDigit(first) else { return false }
    return text.utf8.allSatisfy(isIdentifierByte) && !keywords.contains(text)
      && !reservedTypeNames.contains(text)
  }

  /// Runs of `[A-Za-z0-9_]`, split at every other character; nil when nothing but `_` is left.
  private static func words(_ text: String) -> [String]? {
    let runs = text.utf8.split { !isIdentifierByte($0) }.map { String(decoding: $0, as: UTF8.self) }
    guard runs.contains(where: { $0.utf8.contains { $0 != UInt8(ascii: "_") } }) else {
      return nil
    }
    return runs
  }

  /// The first letter upper-cased, the rest unchanged (`signIn` → `SignIn`, `_x` → `_X`).
  private static func capitalized(_ word: String) -> String {
    var bytes = Array(word.utf8)
    if let index = bytes.firstIndex(where: { $0 != UInt8(ascii: "_") }),
      bytes[index] >= UInt8(ascii: "a"), bytes[index] <= UInt8(ascii: "z")
    {
      bytes[index] -= 32
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The leading upper-case run lowered, keeping the start of a following word
  /// (`Title` → `title`, `URL` → `url`, `URLTitle` → `urlTitle`).
  private static func lowercasedLead(_ word: String) -> String {
    var bytes = Array(word.utf8)
    let start = bytes.firstIndex { $0 != UInt8(ascii: "_") } ?? bytes.endIndex
    var end = start
    while end < bytes.endIndex, isUpper(bytes[end]) { end += 1 }
    if end - start > 1, end < bytes.endIndex, isLower(bytes[end]) { end -= 1 }
    for index in start..<end { bytes[index] += 32 }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func startsWithDigit(_ name: String) -> Bool {
    name.utf8.first.map(isDigit) ?? false
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isUpper(byte) || isLower(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
  }

  private static func isUpper(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
  }

  private static func isLower(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
