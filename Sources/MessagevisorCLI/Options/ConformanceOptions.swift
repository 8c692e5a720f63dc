/// The options of `conformance`.
struct ConformanceOptions: ParsableOptions {
  @Option("fixture", help: "Path of sdk-v1.json", valueName: "PATH")
  var fixture: String?

  @Option("section", help: "Only this section", valueName: "NAME")
  var section: String?

  var output = OutputOptions()

  func validate(command: String) throws(CLIError) {
    if fixture == nil { throw OptionRule.missing($fixture, command: command) }
  }
}
