/// `conformance`: runs the portable SDK conformance vectors.
struct ConformanceCommand: Command {
  let name = "conformance"
  let summary = "Run the portable SDK conformance vectors (sdk-v1.json)"
  let usage = ["conformance --fixture=PATH [--section=NAME] [--json]"]

  func run(_ options: ConformanceOptions, console: Console) async throws(CLIError) -> ExitCode {
    let path = NamedFile.absolute(options.fixture ?? "", console: console)
    let result = await ConformanceRunner.run(
      fixturePath: path, section: options.section, json: options.output.json)
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
