/// Maps a source parser's error to `ProjectError.syntax` with a position.
enum SourceParseErrorMapping {
  /// Uses the error's `file:line:col: message` description when it has one.
  static func projectError(_ error: any Error, file: String) -> ProjectError {
    let text = String(describing: error)
    let parts = text.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    if parts.count == 4, let line = Int(parts[1]), let column = Int(parts[2]) {
      let message = parts[3].drop { $0 == " " }
      let position = SourcePosition(file: file, line: line, column: column, offset: 0)
      return .syntax(position, message: String(message))
    }
    return .syntax(SourcePosition(file: file, line: 1, column: 1, offset: 0), message: text)
  }
}
