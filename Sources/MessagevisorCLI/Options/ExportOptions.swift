/// The options of `export`.
struct ExportOptions: ParsableOptions {
  /// The file formats `export` writes.
  enum Format: String, OptionChoice {
    /// A String Catalog (`.xcstrings`).
    case xcstrings
    /// XLIFF 1.2 as Xcode's "Export Localizations" writes it.
    case xliff
  }

  var project = ProjectOptions()

  @Option("format", help: "File format (default: xcstrings)")
  var format = Format.xcstrings

  @Option(
    "locale", help: "XLIFF target language (default: every locale but the source)",
    valueName: "LOCALE")
  var locale: String?

  @Option("output", help: "File to write (default: standard output)", valueName: "FILE")
  var output: String?

  func validate(command: String) throws(CLIError) {
    if project.builder == .npx {
      throw OptionRule.usage(
        "export reads the project with the native compiler; drop --builder", command: command)
    }
  }
}
