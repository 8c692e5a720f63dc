/// `benchmark`: measures one lookup against a raw dictionary hit.
struct BenchmarkCommand: Command {
  let name = "benchmark"
  let summary = "Measure a message's evaluation time against a raw dictionary lookup"
  let usage = [
    "benchmark --message=KEY --locale=LOCALE [-n \(BenchmarkRunner.defaultIterations)] [options]"
  ]

  func run(_ options: BenchmarkOptions, console: Console) async throws(CLIError) -> ExitCode {
    try await BlockingWork.run { () throws(CLIError) in
      try BenchmarkRunner(options: options, console: console).run()
    }
  }
}
