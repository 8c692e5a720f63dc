/// The result of the `build --json` command.
package struct ProjectBuildOutput: Sendable, Hashable {
  /// One compact datafile JSON per built (target, locale), in build order.
  package var lines: [String]
  /// Messages for stderr (e.g. a requested locale the target does not list, D3).
  package var warnings: [String]

  /// Creates an output.
  package init(lines: [String] = [], warnings: [String] = []) {
    self.lines = lines
    self.warnings = warnings
  }

  /// The exact stdout bytes: each line followed by `\n`; empty when nothing was built.
  package var stdout: String {
    lines.map { $0 + "\n" }.joined()
  }
}
