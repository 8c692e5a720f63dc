/// `conformance`: runs the portable SDK conformance vectors.
struct ConformanceCommand: Command {
  let name = "conformance"
  let summary = "Run the portable SDK conformance vectors (sdk-v1.json)"
  let usage = ["conformance --fixture=PATH [--section=NAME] [--json]"]
  let options: [OptionSpec] = [
    OptionSpec("fixture", .string, "Path of sdk-v1.json", valueName: "PATH"),
    OptionSpec("section", .string, "Only this section", valueName: "NAME"),
    OptionSpec("json", .flag, "Print JSON on standard output"),
    OptionSpec("color", .choice(["auto", "always", "never"]), "Colour policy (default: auto)"),
  ]

  func run(_ options: ParsedOptions, console: Console) async throws(CLIError) -> ExitCode {
    guard let fixture = options.string("fixture") else {
      throw CLIError.usage(
        "missing required option '--fixture'", hint: "See 'messagevisor-swift conformance --help'.")
    }
    throw CLIError.internalError("conformance runner not wired yet for \(fixture)")
  }
}
