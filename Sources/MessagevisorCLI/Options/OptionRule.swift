/// The usage errors of broken rules between options, worded alike for every command.
enum OptionRule {
  /// Two options given together that cannot be.
  static func conflict(_ first: OptionSpec, _ second: OptionSpec, _ reason: String, command: String)
    -> CLIError
  {
    usage(
      "options '\(first.dashedName)' and '\(second.dashedName)' cannot be used together: \(reason)",
      command: command)
  }

  /// An option given without the one it needs.
  static func needs(_ option: OptionSpec, _ other: OptionSpec, command: String) -> CLIError {
    usage(
      "option '\(option.dashedName)' needs '\(other.dashedName)=\(other.valueName)'",
      command: command)
  }

  /// A required option that is missing.
  static func missing(_ option: OptionSpec, command: String) -> CLIError {
    usage("missing required option '\(option.dashedName)'", command: command)
  }

  /// A usage error with the command's help hint.
  static func usage(_ message: String, command: String) -> CLIError {
    .usage(message, hint: "See 'messagevisor-swift \(command) --help'.")
  }
}
