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
    let path = fixture.hasPrefix("/") ? fixture : console.currentDirectory + "/" + fixture
    let result = await ConformanceRunner.run(
      fixturePath: path, section: options.string("section"), json: options.flag("json"))
    console.write(result.stdout)
    if !result.stderr.isEmpty { console.printError("error: " + result.stderr.trimmingSuffix()) }
    return ExitCode(rawValue: result.exitCode) ?? .internalError
  }
}

extension String {
  /// The text without trailing newlines.
  func trimmingSuffix() -> String {
    var text = self
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
