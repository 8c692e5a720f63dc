import MessagevisorICU
import MessagevisorProject

/// Names the spec `file:line:col` of an assertion's `rawMessage` whose ICU syntax is invalid,
/// with the source line and a caret, instead of the bare parser message.
///
/// The ICU position (line, column and UTF-8 offset in the message) stays in the text. The
/// caret goes under the offending character when the evaluated message is the authored
/// scalar; a message filled in by a matrix is pointed at where its value starts.
struct RawMessageFailure {
  /// Where the spec is written; nil when the source has no positions.
  let source: TestSource?
  let currentDirectory: String

  /// The located failure, or nil when `error` is not an ICU syntax error of `raw`.
  func describe(_ error: any Error, raw: String, assertionIndex: Int) -> CLIError? {
    guard let syntax = Self.syntaxError(error, raw: raw) else { return nil }
    guard let source, let authored = source.rawMessage(ofAssertion: assertionIndex) else {
      return .badData(EvaluationFailure.caret(syntax, in: raw))
    }
    var line = authored.position.line
    var column = authored.position.column
    if authored.text == raw, syntax.line == 1 {
      column = SourceSnippet.icuColumn(
        syntax.column, scalarAt: authored.position, file: source.file)
    } else if authored.text == raw {
      line += syntax.line - 1
      column = syntax.column
    }
    let file = DisplayPath.relative(source.file, to: currentDirectory)
    var text =
      "\(file):\(line):\(column): ICU syntax error in rawMessage at \(syntax.line):"
      + "\(syntax.column) (UTF-8 offset \(syntax.offset)): \(syntax.message)"
    if let snippet = SourceSnippet.render(file: source.file, line: line, column: column) {
      text += "\n" + snippet
    }
    return .badData(text)
  }

  /// The syntax error itself, or the one parsing `raw` reports when the SDK wrapped it.
  private static func syntaxError(_ error: any Error, raw: String) -> ICUSyntaxError? {
    if let syntax = error as? ICUSyntaxError { return syntax }
    do {
      _ = try ICUMessage.parse(raw)
      return nil
    } catch {
      return error
    }
  }
}
