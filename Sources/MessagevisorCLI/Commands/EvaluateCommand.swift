/// `evaluate`: evaluates one message, raw message or segment.
struct EvaluateCommand: Command {
  let name = "evaluate"
  let summary = "Evaluate one message, raw message or segment"
  let usage = [
    "evaluate --message=KEY --locale=LOCALE [options]",
    "evaluate --rawMessage=TEXT --locale=LOCALE [options]",
    "evaluate --segment=KEY [--context=JSON] [options]",
  ]

  func run(_ options: EvaluateOptions, console: Console) async throws(CLIError) -> ExitCode {
    try await BlockingWork.run { () throws(CLIError) in
      try Evaluator(options: options, console: console).run()
    }
  }
}
