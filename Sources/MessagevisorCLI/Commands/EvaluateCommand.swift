/// `evaluate`: evaluates one message, raw message or segment.
struct EvaluateCommand: Command {
  let name = "evaluate"
  let summary = "Evaluate one message, raw message or segment"
  let usage = [
    "evaluate --message=KEY --locale=LOCALE [options]",
    "evaluate --rawMessage=TEXT --locale=LOCALE [options]",
    "evaluate --segment=KEY [--context=JSON] [options]",
  ]
  var options: [OptionSpec] {
    CommonOptions.project + CommonOptions.modules + CommonOptions.evaluation + CommonOptions.output
      + [
        OptionSpec("message", .string, "Message key to translate", valueName: "KEY"),
        OptionSpec("rawMessage", .string, "Message text to format", valueName: "TEXT"),
        OptionSpec("segment", .string, "Segment key to evaluate", valueName: "KEY"),
      ]
  }

  func run(_ options: ParsedOptions, console: Console) async throws(CLIError) -> ExitCode {
    try await BlockingWork.run { () throws(CLIError) in
      try Evaluator(options: options, console: console).run()
    }
  }
}
