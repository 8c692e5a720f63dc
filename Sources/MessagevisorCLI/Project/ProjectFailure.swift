import Foundation
import MessagevisorProject

/// Maps project errors to CLI failures (D11: a missing set is a usage error).
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
    case .invalidICU(let message, let locale, let reason):
      guard let project, let found = project.translationSource(message: message, locale: locale)
      else { return .badData(error.description) }
      return .badData(Self.locatedICU(error.description, reason: reason, at: found))
    default:
      guard let root, let position = error.position,
        let snippet = SourceSnippet.render(position, root: root)
      else { return .badData(error.description) }
      return .badData(error.description + "\n" + snippet)
    }
  }

  /// `file:line:col: message` at the ICU error inside the YAML entry, with the snippet.
  static func locatedICU(
    _ message: String,
    reason: String,
    at found: (file: String, position: SourcePosition)
  ) -> String {
    let parts = reason.split(separator: ":", maxSplits: 2)
    let icuLine = parts.count == 3 ? Int(parts[0]) : nil
    let icuColumn = parts.count == 3 ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
    var line = found.position.line
    var column = found.position.column
    if icuLine == 1, let icuColumn {
      column = SourceSnippet.icuColumn(icuColumn, scalarAt: found.position, file: found.file)
    } else if let icuLine, icuLine > 1 {
      line += icuLine - 1
    }
    let head = "\(found.position.file):\(line):\(column): \(message)"
    guard let snippet = SourceSnippet.render(file: found.file, line: line, column: column) else {
      return head
    }
    return head + "\n" + snippet
  }
}
