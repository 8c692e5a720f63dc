import Messagevisor
import MessagevisorICU

/// Turns an evaluation error into a CLI failure; ICU syntax errors get a caret line.
enum EvaluationFailure {
  static func describe(_ error: any Error, message: String) -> CLIError {
    if let syntax = syntaxError(error, in: message) {
      return .badData(caret(syntax, in: message))
    }
    return .badData("evaluation failed: \(error)")
  }

  /// The syntax error itself, or the one parsing `message` reports when the SDK wrapped it;
  /// nil when `message` parses.
  static func syntaxError(_ error: any Error, in message: String) -> ICUSyntaxError? {
    if let syntax = error as? ICUSyntaxError { return syntax }
    do {
      _ = try ICUMessage.parse(message)
      return nil
    } catch {
      return error
    }
  }

  /// `line:col: message`, the offending line, and a caret under the column.
  static func caret(_ error: ICUSyntaxError, in message: String) -> String {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    let index = max(0, min(error.line - 1, lines.count - 1))
    let line = lines.isEmpty ? "" : String(lines[index])
    let pad = String(repeating: " ", count: max(0, error.column - 1))
    return "ICU syntax error at \(error.line):\(error.column) (UTF-8 offset \(error.offset)): "
      + error.message + "\n  " + line + "\n  " + pad + "^"
  }
}
