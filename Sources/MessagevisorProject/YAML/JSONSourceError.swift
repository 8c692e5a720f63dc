/// A JSON syntax error found by `JSONSourceParser`, located at a `SourcePosition`.
///
/// `description` renders `file:line:col: message`.
package enum JSONSourceError: SourceParsingError, Hashable {
  /// A character that cannot appear here; `found` describes it, `expected` says what could.
  case unexpectedCharacter(found: String, expected: String, at: SourcePosition)
  /// The input ends where `expected` was required.
  case unexpectedEnd(expected: String, at: SourcePosition)
  /// A malformed number such as `01`, `1.` or `-`.
  case invalidNumber(String, at: SourcePosition)
  /// An invalid escape sequence (or a lone surrogate); the position is the backslash.
  case invalidEscape(String, at: SourcePosition)
  /// A raw control character (U+0000–U+001F) inside a string.
  case controlCharacterInString(at: SourcePosition)
  /// A string has no closing quote; the position is the opening quote.
  case unterminatedString(at: SourcePosition)
  /// An object repeats a key; `firstAt` is where the key first appeared.
  case duplicateKey(String, at: SourcePosition, firstAt: SourcePosition)
  /// Arrays and objects nested deeper than the parser's limit.
  case nestingTooDeep(limit: Int, at: SourcePosition)
  /// Bytes that are not valid UTF-8.
  case invalidUTF8(at: SourcePosition)
  /// A raw NUL (U+0000) anywhere in the text: JSON allows it only escaped, inside a string.
  case nulCharacter(at: SourcePosition)

  /// Where the problem is.
  package var position: SourcePosition {
    switch self {
    case .unexpectedCharacter(_, _, let at), .unexpectedEnd(_, let at), .invalidNumber(_, let at),
      .invalidEscape(_, let at), .controlCharacterInString(let at), .unterminatedString(let at),
      .duplicateKey(_, let at, _), .nestingTooDeep(_, let at), .invalidUTF8(let at),
      .nulCharacter(let at):
      return at
    }
  }

  /// What is wrong, without the position.
  package var message: String {
    switch self {
    case .unexpectedCharacter(let found, let expected, _):
      return "unexpected \(found), expected \(expected)"
    case .unexpectedEnd(let expected, _):
      return "unexpected end of input, expected \(expected)"
    case .invalidNumber(let text, _):
      return "invalid number '\(text)'"
    case .invalidEscape(let escape, _):
      return "invalid escape sequence '\(escape)'"
    case .controlCharacterInString:
      return "unescaped control character in string"
    case .unterminatedString:
      return "unterminated string"
    case .duplicateKey(let key, _, let first):
      return "duplicate key '\(key)' (first defined at \(first.line):\(first.column))"
    case .nestingTooDeep(let limit, _):
      return "arrays and objects nested deeper than \(limit) levels"
    case .invalidUTF8:
      return "invalid UTF-8"
    case .nulCharacter:
      return "control character U+0000 is not allowed in JSON; write it as \"\\u0000\" in a string"
    }
  }
}
