/// A syntax error in a project source file, as the parser that found it typed it.
///
/// `ProjectError.syntax` keeps this instead of a message string, so a caller can tell a YAML
/// problem from a JSON one and read its kind (`YAMLError.Feature`, …) and position; the text is
/// the parser's own (`file:line:col: message`).
package enum SourceSyntaxError: SourceParsingError, Hashable {
  /// Found by the YAML reader.
  case yaml(YAMLError)
  /// Found by the JSON source parser.
  case json(JSONSourceError)
  /// Reported by an injected parser as text; position and message read from it.
  case other(SourcePosition, message: String)

  package var position: SourcePosition {
    switch self {
    case .yaml(let error): return error.position
    case .json(let error): return error.position
    case .other(let position, _): return position
    }
  }

  package var message: String {
    switch self {
    case .yaml(let error): return error.message
    case .json(let error): return error.message
    case .other(_, let message): return message
    }
  }

  /// The typed error of a parser, or `other` read from a foreign error's
  /// `file:line:col: message` description (line 1, column 1 when it has none).
  static func from(_ error: any Error, file: String) -> SourceSyntaxError {
    if let error = error as? YAMLError { return .yaml(error) }
    if let error = error as? JSONSourceError { return .json(error) }
    if let error = error as? any SourceParsingError {
      return .other(error.position, message: error.message)
    }
    let text = String(describing: error)
    let parts = text.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    if parts.count == 4, let line = Int(parts[1]), let column = Int(parts[2]) {
      let message = parts[3].drop { $0 == " " }
      let position = SourcePosition(file: file, line: line, column: column, offset: 0)
      return .other(position, message: String(message))
    }
    return .other(SourcePosition(file: file, line: 1, column: 1, offset: 0), message: text)
  }
}
