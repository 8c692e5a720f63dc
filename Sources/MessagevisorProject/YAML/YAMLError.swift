/// A YAML syntax error, or a YAML feature Messagevisor projects do not support.
///
/// Every case carries the position of the problem; `description` renders
/// `file:line:col: message`, e.g. `locales/en.yml:3:7: unsupported YAML feature: alias`.
package enum YAMLError: SourceParsingError, Hashable {
  /// YAML features that are valid YAML but rejected in project files.
  package enum Feature: String, Hashable, Sendable, CaseIterable {
    case anchor
    case alias
    case tag
    case mergeKey = "merge key"
    case multipleDocuments = "multiple documents"
    case complexKey = "complex key"
    case directive
  }

  /// A valid but unsupported YAML feature.
  case unsupportedFeature(Feature, at: SourcePosition)
  /// A mapping repeats a key; `firstAt` is where the key first appeared.
  case duplicateKey(String, at: SourcePosition, firstAt: SourcePosition)
  /// A line is indented where the structure does not allow it; `detail` says why.
  case badIndentation(detail: String, at: SourcePosition)
  /// A tab is used for indentation.
  case tabIndentation(at: SourcePosition)
  /// A quoted scalar has no closing quote; the position is the opening quote.
  case unterminatedQuotedScalar(at: SourcePosition)
  /// A flow collection has no closing bracket; the position is the opening bracket.
  case unterminatedFlowCollection(at: SourcePosition)
  /// An invalid escape sequence in a double-quoted scalar; the position is the backslash.
  case invalidEscape(String, at: SourcePosition)
  /// An invalid block scalar header (`|`, `>` and their indicators).
  case invalidBlockScalarHeader(at: SourcePosition)
  /// A character that cannot appear here; `found` describes it, `expected` says what could.
  case unexpectedCharacter(found: String, expected: String, at: SourcePosition)
  /// A `key: value` pair where only a single value is allowed (e.g. `a: b: c`).
  case mappingValueNotAllowed(at: SourcePosition)
  /// A mapping key spans more than one line.
  case multilineKey(at: SourcePosition)
  /// Bytes that are not valid UTF-8.
  case invalidUTF8(at: SourcePosition)
  /// A character outside YAML's printable set (a control character but tab, LF and CR, or
  /// U+FFFE/U+FFFF), written raw; a double-quoted scalar can still hold it as an escape.
  case nonPrintableCharacter(Unicode.Scalar, at: SourcePosition)
  /// Collections nested deeper than the parser's limit.
  case nestingTooDeep(limit: Int, at: SourcePosition)

  /// Where the problem is.
  package var position: SourcePosition {
    switch self {
    case .unsupportedFeature(_, let at), .duplicateKey(_, let at, _),
      .badIndentation(_, let at), .tabIndentation(let at), .unterminatedQuotedScalar(let at),
      .unterminatedFlowCollection(let at), .invalidEscape(_, let at),
      .invalidBlockScalarHeader(let at), .unexpectedCharacter(_, _, let at),
      .mappingValueNotAllowed(let at), .multilineKey(let at), .invalidUTF8(let at),
      .nonPrintableCharacter(_, let at), .nestingTooDeep(_, let at):
      return at
    }
  }

  /// What is wrong, without the position.
  package var message: String {
    switch self {
    case .unsupportedFeature(let feature, _):
      return "unsupported YAML feature: \(feature.rawValue)"
    case .duplicateKey(let key, _, let first):
      return "duplicate key '\(key)' (first defined at \(first.line):\(first.column))"
    case .badIndentation(let detail, _):
      return "bad indentation: \(detail)"
    case .tabIndentation:
      return "tabs are not allowed for indentation"
    case .unterminatedQuotedScalar:
      return "unterminated quoted scalar"
    case .unterminatedFlowCollection:
      return "unterminated flow collection"
    case .invalidEscape(let escape, _):
      return "invalid escape sequence '\(escape)'"
    case .invalidBlockScalarHeader:
      return "invalid block scalar header"
    case .unexpectedCharacter(let found, let expected, _):
      return "unexpected \(found), expected \(expected)"
    case .mappingValueNotAllowed:
      return "a mapping value is not allowed here"
    case .multilineKey:
      return "a mapping key must be on a single line"
    case .invalidUTF8:
      return "invalid UTF-8"
    case .nonPrintableCharacter(let scalar, _):
      return "\(SourceByte.kind(of: scalar)) \(SourceByte.codePoint(scalar.value)) is not allowed"
        + " in YAML; write it as \"\(SourceByte.yamlEscape(scalar))\" in a double-quoted scalar"
    case .nestingTooDeep(let limit, _):
      return "collections nested deeper than \(limit) levels"
    }
  }
}
