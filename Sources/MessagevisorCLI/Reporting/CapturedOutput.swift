import Synchronization

/// Output recorded by a capturing console.
public final class CapturedOutput: Sendable {
  let stdout = Mutex("")
  let stderr = Mutex("")

  /// Everything written to standard output.
  public var standardOutput: String { stdout.withLock { $0 } }
  /// Everything written to standard error.
  public var standardError: String { stderr.withLock { $0 } }
}
