/// `benchmark`: measures one lookup against a raw dictionary hit.
struct BenchmarkCommand: Command {
  let name = "benchmark"
  let summary = "Measure a message's evaluation time against a raw dictionary lookup"
  let usage = [
    "benchmark --message=KEY --locale=LOCALE [-n \(BenchmarkRunner.defaultIterations)] [options]"
  ]
  var options: [OptionSpec] {
    CommonOptions.project + CommonOptions.modules + CommonOptions.evaluation + CommonOptions.output
      + [
        OptionSpec("message", .string, "Message key to translate", valueName: "KEY"),
        OptionSpec("rawMessage", .string, "Message text to format", valueName: "TEXT"),
        OptionSpec(
          "datafile", .string, "Measure loading this datafile, then look up in it",
          valueName: "PATH"),
        OptionSpec(
          "n", .integer(minimum: 1),
          "Iterations per batch (default \(BenchmarkRunner.defaultIterations))", valueName: "N"),
        OptionSpec(
          ValueCycle.option, .string,
          "JSON array of value objects over --values, used in turn (call i: element i % count)",
          valueName: "JSON"),
        OptionSpec(
          "threads", .integer(minimum: 1),
          "Also translate from 1 and N threads (root and children) while another updates the SDK",
          valueName: "N"),
        OptionSpec(
          "threadRoundMs", .integer(minimum: 1),
          "Duration of each threaded round (default \(ThreadedBenchmark.defaultRoundMs))",
          valueName: "MS"),
      ]
  }

  func run(_ options: ParsedOptions, console: Console) async throws(CLIError) -> ExitCode {
    try await BlockingWork.run { () throws(CLIError) in
      try BenchmarkRunner(options: options, console: console).run()
    }
  }
}
