import Foundation
import MessagevisorProject

/// Maps project errors to CLI failures (docs/decisions.md D11: a missing set is a usage error).
///
/// A positioned error is followed by its source line and a caret under the column; an
/// invalid ICU translation found while building is given the YAML position of the entry.
enum ProjectFailure {
  static func cliError(_ error: ProjectError, root: String? = nil, project: Project? = nil)
    -> CLIError
  {
    switch error {
    case .setRequired, .unknownSet, .setsNotEnabled:
      return .usage(error.description, hint: "Pass --set=NAME (see 'messagevisor-swift --help').")
    case .invalidICU(let message, let locale, let translation, _, let offset):
      guard let project,
        let found = project.translationSource(message: message, locale: locale, text: translation)
      else { return .badData(error.description) }
      return .badData(Self.locatedICU(error.description, offset: offset, at: found))
    default:
      guard let root, let position = error.position,
        let snippet = SourceSnippet.render(position, root: root)
      else { return .badData(error.description) }
      return .badData(error.description + "\n" + snippet)
    }
  }

  /// `file:line:col: message` at the ICU error's character inside the translation's entry
  /// (UTF-8 offset `offset` of the translation), with the snippet.
  static func locatedICU(
    _ message: String,
    offset: Int,
    at found: (file: String, position: SourcePosition)
  ) -> String {
    let (line, column) = SourceSnippet.place(
      utf8Offset: offset, scalarAt: found.position, file: found.file)
    let head = "\(found.position.file):\(line):\(column): \(message)"
    guard let snippet = SourceSnippet.render(file: found.file, line: line, column: column) else {
      return head
    }
    return head + "\n" + snippet
  }
}
