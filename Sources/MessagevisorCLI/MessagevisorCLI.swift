import Foundation
import MessagevisorProject

/// The `messagevisor-swift` command line, runnable in-process.
package enum MessagevisorCLI {
  /// The tool and SDK version.
  static let version = "0.2.0"

  /// Runs a command line (without the program name) and returns the exit code.
  ///
  /// Results that standard output could not take are lost, so a run that would have ended
  /// 0 or 1 ends 73 (an output that cannot be written) saying why.
  static func run(_ arguments: [String], console: Console) async -> Int32 {
    let code: ExitCode
    do {
      code = try await dispatch(arguments, console: console)
    } catch {
      console.printError(error.message)
      code = error.exitCode
    }
    guard let problem = console.outputProblem, code == .success || code == .failures else {
      return code.rawValue
    }
    console.printError("error: " + problem)
    return ExitCode.cannotWrite.rawValue
  }

  private static func dispatch(_ arguments: [String], console: Console) async throws(CLIError)
    -> ExitCode
  {
    guard let first = arguments.first else {
      console.printError(HelpText.main())
      throw CLIError.usage("missing command", hint: "See 'messagevisor-swift --help'.")
    }
    switch first {
    case "--version", "version":
      console.print(version)
      return .success
    case "--help", "-h":
      console.print(HelpText.main())
      return .success
    case "help":
      return try help(Array(arguments.dropFirst()), console: console)
    default:
      break
    }
    guard let command = CommandRegistry.command(named: first) else {
      throw unknownCommand(first)
    }
    try EngineEnvironment.validate(console.environment)
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      console.print(HelpText.command(command))
      return .success
    }
    return try await command.run(arguments: rest, console: console)
  }

  private static func help(_ arguments: [String], console: Console) throws(CLIError) -> ExitCode {
    guard let name = arguments.first else {
      console.print(HelpText.main())
      return .success
    }
    guard let command = CommandRegistry.command(named: name) else {
      throw unknownCommand(name)
    }
    console.print(HelpText.command(command))
    return .success
  }

  /// A usage error for an unknown command, suggesting the closest one.
  private static func unknownCommand(_ name: String) -> CLIError {
    let names = CommandRegistry.commands.map(\.name) + ["help", "version"]
    let suggestion = DidYouMean.suggestion(for: name, among: names).map {
      " (did you mean '\($0)'?)"
    }
    return .usage(
      "unknown command '\(name)'\(suggestion ?? "")", hint: "See 'messagevisor-swift --help'.")
  }
}
