/// Runs a project's test specs (issue #6).
struct TestRunner {
  let options: ParsedOptions
  let console: Console

  func run() async throws(CLIError) -> ExitCode {
    throw CLIError.internalError("test runner is not implemented yet (issue #6)")
  }
}

/// Evaluates one message (issue #6).
struct Evaluator {
  let options: ParsedOptions
  let console: Console

  func run() async throws(CLIError) -> ExitCode {
    throw CLIError.internalError("evaluate is not implemented yet (issue #6)")
  }
}

/// Runs examples (issue #6).
struct ExamplesRunner {
  let options: ParsedOptions
  let console: Console

  func run() async throws(CLIError) -> ExitCode {
    throw CLIError.internalError("examples is not implemented yet (issue #6)")
  }
}

/// Benchmarks a lookup (issue #6).
struct BenchmarkRunner {
  let options: ParsedOptions
  let console: Console

  func run() async throws(CLIError) -> ExitCode {
    throw CLIError.internalError("benchmark is not implemented yet (issue #6)")
  }
}
