import Foundation
import Synchronization

/// Where a command writes: standard output for results, standard error for diagnostics.
///
/// Tests use `Console.capturing()` to run commands in-process and read what they printed.
package final class Console: Sendable {
  private let out: @Sendable (String) -> Void
  private let err: @Sendable (String) -> Void
  private let outputFailure: @Sendable () -> String?
  /// Process environment seen by the command.
  let environment: [String: String]
  /// Whether standard output is a terminal.
  let stdoutIsTerminal: Bool
  /// Whether standard error is a terminal.
  let stderrIsTerminal: Bool
  /// The folder relative paths are resolved against.
  let currentDirectory: String

  /// Creates a console from its sinks; `outputFailure` says why standard output lost text.
  init(
    environment: [String: String],
    currentDirectory: String,
    stdoutIsTerminal: Bool = false,
    stderrIsTerminal: Bool = false,
    out: @escaping @Sendable (String) -> Void,
    err: @escaping @Sendable (String) -> Void,
    outputFailure: @escaping @Sendable () -> String? = { nil }
  ) {
    self.environment = environment
    self.currentDirectory = currentDirectory
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
    self.out = out
    self.err = err
    self.outputFailure = outputFailure
  }

  /// The process's own standard streams.
  package static func standard() -> Console {
    let output = StandardStream(descriptor: 1, name: "standard output")
    let error = StandardStream(descriptor: 2, name: "standard error")
    return Console(
      environment: ProcessInfo.processInfo.environment,
      currentDirectory: FileManager.default.currentDirectoryPath,
      stdoutIsTerminal: isatty(1) != 0,
      stderrIsTerminal: isatty(2) != 0,
      out: { output.write($0) },
      err: { error.write($0) },
      outputFailure: { output.problem }
    )
  }

  /// A console that records output, for in-process tests.
  static func capturing(
    environment: [String: String] = [:],
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> (Console, CapturedOutput) {
    let captured = CapturedOutput()
    let console = Console(
      environment: environment,
      currentDirectory: currentDirectory,
      out: { text in captured.stdout.withLock { $0 += text } },
      err: { text in captured.stderr.withLock { $0 += text } }
    )
    return (console, captured)
  }

  /// Writes a line to standard output.
  func print(_ line: String) { out(line + "\n") }
  /// Writes text to standard output as is.
  func write(_ text: String) { out(text) }
  /// Writes a line to standard error.
  func printError(_ line: String) { err(line + "\n") }
  /// Writes text to standard error as is (progress lines).
  func writeError(_ text: String) { err(text) }
  /// Why standard output could not take everything written to it (`cannot write standard
  /// output: Bad file descriptor`), or nil.
  var outputProblem: String? { outputFailure() }
}
