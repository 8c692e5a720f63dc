/// The options of `generate-code`.
struct GenerateCodeOptions: ParsableOptions {
  var project = ProjectOptions()

  @Option("output", help: "Swift file to write (default: standard output)", valueName: "FILE")
  var output: String?

  @Option(
    "typeName", help: "Root type name (default: \(CodeGenerationOptions.defaultTypeName))",
    valueName: "NAME")
  var typeName = CodeGenerationOptions.defaultTypeName

  @Option("accessLevel", help: "Access level (default: internal)")
  var accessLevel = CodeGenerationOptions.AccessLevel.internal

  func validate(command: String) throws(CLIError) {
    if project.builder == .npx {
      throw OptionRule.usage(
        "generate-code reads the project with the native compiler; drop --builder",
        command: command)
    }
    guard SwiftIdentifier.isPlainTypeName(typeName) else {
      throw OptionRule.usage(
        "--typeName must be a Swift type name (letters, digits, _), not a keyword",
        command: command)
    }
  }
}
