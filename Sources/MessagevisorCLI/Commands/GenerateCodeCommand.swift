/// `generate-code`: typed Swift accessors for a target's messages.
struct GenerateCodeCommand: Command {
  let name = "generate-code"
  let summary = "Generate typed Swift accessors for a target's messages"
  let usage = ["generate-code --target=TARGET --output=FILE [--typeName=L10n] [options]"]
  var options: [OptionSpec] {
    CommonOptions.project + [
      OptionSpec("output", .string, "Swift file to write", valueName: "FILE"),
      OptionSpec("typeName", .string, "Root type name (default: L10n)", valueName: "NAME"),
      OptionSpec(
        "accessLevel", .choice(["public", "internal"]), "Access level (default: internal)"),
    ]
  }

  func run(_ options: ParsedOptions, console: Console) async throws(CLIError) -> ExitCode {
    throw CLIError.internalError("generate-code is not implemented yet (issue #9)")
  }
}
