/// The options of `import`.
struct ImportOptions: ParsableOptions {
  @Arguments var arguments: [String]

  @Option(
    "projectDirectoryPath", help: "Project folder (default: current folder)", valueName: "PATH")
  var projectDirectoryPath: String?

  @Flag("apply", help: "Write the files (default: only print what would change)")
  var apply: Bool

  @Option(
    "language", help: "Language of a .strings file (default: from its xx.lproj folder)",
    valueName: "LANG")
  var language: String?

  /// The Apple file to import (valid after `validate`).
  var file: String { arguments.first ?? "" }

  func validate(command: String) throws(CLIError) {
    guard arguments.count == 1 else {
      throw OptionRule.usage(
        "pass one .xcstrings, .strings, .xliff file or .xcloc folder", command: command)
    }
  }
}
