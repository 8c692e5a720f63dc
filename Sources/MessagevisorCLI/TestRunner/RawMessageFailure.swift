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
    guard let syntax = EvaluationFailure.syntaxError(error, in: raw) else { return nil }
    guard let source, let authored = source.rawMessage(ofAssertion: assertionIndex) else {
      return .badData(EvaluationFailure.caret(syntax, in: raw))
    }
    var place = (line: authored.position.line, column: authored.position.column)
    if authored.text == raw {
      place = SourceSnippet.place(
        utf8Offset: syntax.offset, scalarAt: authored.position, file: source.file)
    }
    let headline =
      "ICU syntax error in rawMessage at \(syntax.line):\(syntax.column) (UTF-8 offset "
      + "\(syntax.offset)): \(syntax.message)"
    return .badData(
      SourceSnippet.report(
        headline, file: source.file, line: place.line, column: place.column,
        currentDirectory: currentDirectory))
  }
}
