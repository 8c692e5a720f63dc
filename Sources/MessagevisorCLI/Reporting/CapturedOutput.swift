import Synchronization

/// Output recorded by a capturing console.
final class CapturedOutput: Sendable {
  let stdout = Mutex("")
  let stderr = Mutex("")

  /// Everything written to standard output.
  var standardOutput: String { stdout.withLock { $0 } }
  /// Everything written to standard error.
  var standardError: String { stderr.withLock { $0 } }
}
