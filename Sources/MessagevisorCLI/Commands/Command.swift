/// A `messagevisor-swift` subcommand.
///
/// Its options are one `ParsableOptions` struct: the parser, the help text and the README's
/// option reference all come from that struct's declarations.
protocol Command: Sendable {
  /// The command's typed options.
  associatedtype Options: ParsableOptions

  /// The word after `messagevisor-swift`.
  var name: String { get }
  /// One line for the command list.
  var summary: String { get }
  /// Usage lines shown in help, e.g. `test [options]`.
  var usage: [String] { get }
  /// Runs the command with decoded and validated options.
  func run(_ options: Options, console: Console) async throws(CLIError) -> ExitCode
}

extension Command {
  /// The options the command accepts, in help order.
  var options: [OptionSpec] {
    Options.declarations
  }

  /// Parses the arguments after the command name into `Options` and runs the command.
  func run(arguments: [String], console: Console) async throws(CLIError) -> ExitCode {
    let options = try Options.parse(arguments, command: name)
    return try await run(options, console: console)
  }
}
