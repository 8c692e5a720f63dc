/// The options of `benchmark`.
struct BenchmarkOptions: ParsableOptions {
  var project = ProjectOptions()
  var modules = ModuleOptions()
  var inputs = EvaluationInputOptions()
  var output = OutputOptions()

  @Option("message", help: "Message key to translate", valueName: "KEY")
  var message: String?

  @Option("rawMessage", help: "Message text to format", valueName: "TEXT")
  var rawMessage: String?

  @Option(
    "datafile", help: "Measure loading this datafile, then look up in it", valueName: "PATH")
  var datafile: String?

  @Option(
    "n", help: "Iterations per batch (default \(BenchmarkRunner.defaultIterations))",
    valueName: "N")
  var iterations = BenchmarkRunner.defaultIterations

  func validate(command: String) throws(CLIError) {
    guard (message == nil) != (rawMessage == nil) else {
      throw OptionRule.usage(
        "pass exactly one of \($message.dashedName) or \($rawMessage.dashedName)",
        command: command)
    }
  }
}
