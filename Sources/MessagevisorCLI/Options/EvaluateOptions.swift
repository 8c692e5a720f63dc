/// The options of `evaluate`.
struct EvaluateOptions: ParsableOptions {
  var project = ProjectOptions()
  var modules = ModuleOptions()
  var inputs = EvaluationInputOptions()
  var output = OutputOptions()

  @Option("message", help: "Message key to translate", valueName: "KEY")
  var message: String?

  @Option("rawMessage", help: "Message text to format", valueName: "TEXT")
  var rawMessage: String?

  @Option("segment", help: "Segment key to evaluate", valueName: "KEY")
  var segment: String?

  func validate(command: String) throws(CLIError) {
    let subjects = [message, rawMessage, segment].compactMap { $0 }
    guard subjects.count == 1 else {
      throw OptionRule.usage(
        "pass exactly one of \($message.dashedName), \($rawMessage.dashedName) or "
          + "\($segment.dashedName)",
        command: command)
    }
  }
}
