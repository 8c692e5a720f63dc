import Foundation

/// Watch mode: run, then re-run what a change under the project affects, until Ctrl-C.
///
/// After a failing run the next change re-runs everything, so the exit code on Ctrl-C (that
/// of the last run: 0 clean, 1 failures, 65 a broken project) always describes the whole
/// project. A usage error ends the loop at once; bad data is reported and the loop keeps
/// watching, since the next save may fix it, unless the project folder itself is missing (or
/// not a folder): no save can reach it, so the first run's error ends the watch. On a
/// terminal the screen is cleared before each re-run.
struct WatchLoop {
  let console: Console
  /// The project folder.
  let folder: String
  /// What is re-run, for the status lines (`specs`, `examples`).
  let noun: String

  /// Runs `body` with `.everything`, then with each change's scope; `body` returns nil when
  /// nothing in the scope exists (the last exit code stands).
  func run(_ body: (WatchScope) throws(CLIError) -> ExitCode?) throws(CLIError) -> ExitCode {
    let interrupt = InterruptSignal()
    defer { interrupt.stop() }
    var monitor = FileChangeMonitor(folder: folder)
    var last = try attempt(.everything, body) ?? .success
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
      isFolder.boolValue
    else { return last }
    while true {
      console.printError("watch: waiting for changes under \(folder) (Ctrl-C to stop)")
      guard let changed = monitor.waitForChanges(stop: { interrupt.isSet }) else { break }
      let scope = last == .success ? WatchScope(changed: changed) : .everything
      if console.stdoutIsTerminal { console.write("\u{1B}[2J\u{1B}[H") }
      console.printError(
        "watch: changed \(changed.joined(separator: ", ")); re-running "
          + (scope == .everything ? "all \(noun)" : "the affected \(noun)"))
      if let code = try attempt(scope, body) {
        last = code
      } else {
        console.printError("watch: no \(noun) affected")
      }
    }
    console.printError("watch: stopped")
    return last
  }

  private func attempt(
    _ scope: WatchScope,
    _ body: (WatchScope) throws(CLIError) -> ExitCode?
  ) throws(CLIError) -> ExitCode? {
    do {
      return try body(scope)
    } catch {
      if case .usage = error { throw error }
      console.printError(error.message)
      return error.exitCode
    }
  }
}
