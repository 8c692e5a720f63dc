/// The options of `format-cases`.
struct FormatCasesOptions: ParsableOptions {
  @Option("cases", help: "Cases JSON from scripts/oracle/generate_cases.py", valueName: "PATH")
  var cases: String?

  @Option("output", help: "Results JSON to write (default: standard output)", valueName: "PATH")
  var output: String?

  func validate(command: String) throws(CLIError) {
    if cases == nil { throw OptionRule.missing($cases, command: command) }
  }
}
