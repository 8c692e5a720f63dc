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

  @Option(
    "valueCycle",
    help: "JSON array of value objects over --values, used in turn (call i: element i % count)",
    valueName: "JSON")
  var valueCycle: ValueCycle.Objects?

  @Option(
    "threads",
    help: "Also translate from 1 and N threads (root and children) while another updates the SDK",
    valueName: "N")
  var threads: Int?

  @Option(
    "threadRoundMs",
    help: "Duration of each threaded round (default \(ThreadedBenchmark.defaultRoundMs))",
    valueName: "MS")
  var threadRoundMs = ThreadedBenchmark.defaultRoundMs

  func validate(command: String) throws(CLIError) {
    guard (message == nil) != (rawMessage == nil) else {
      throw OptionRule.usage(
        "pass exactly one of \($message.dashedName) or \($rawMessage.dashedName)",
        command: command)
    }
    if threads != nil, message == nil {
      throw OptionRule.usage(
        "\($threads.dashedName) needs \($message.dashedName) (the threaded benchmark translates "
          + "a key)",
        command: command)
    }
    if let threads, threads > ThreadedBenchmark.maximumThreads {
      throw OptionRule.usage(
        "\($threads.dashedName) takes at most \(ThreadedBenchmark.maximumThreads) threads, not "
          + "\(threads)",
        command: command)
    }
  }
}
