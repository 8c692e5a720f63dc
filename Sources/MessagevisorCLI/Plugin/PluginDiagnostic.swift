import MessagevisorProject

/// Diagnostics in the `path:line:column: error: message` form that `swift build` and Xcode
/// turn into clickable issues.
enum PluginDiagnostic {
  /// One diagnostic line; the `error: ` of `CLIError.badData` is dropped by `message(for:)`.
  static func line(file: String, line: Int, column: Int, message: String) -> String {
    "\(file):\(line):\(column): error: \(message)"
  }

  /// A project error at its absolute position, or plain when it has none.
  static func projectError(_ error: ProjectError, root: String) -> CLIError {
    guard let position = error.position else { return ProjectFailure.cliError(error) }
    let file = position.path(under: root)
    return .badData(
      line(file: file, line: position.line, column: position.column, message: error.message))
  }
}
