import Foundation

/// Runs a child process, reading standard output and error concurrently, with a timeout.
///
/// Both pipes are drained on their own threads, so a child writing megabytes to either stream
/// never blocks on a full pipe.
struct ProcessRunner: Sendable {
  /// What a finished process produced.
  struct Result: Sendable {
    let status: Int32
    let stdout: Data
    let stderr: Data
  }

  /// Why a process could not produce a result.
  enum Failure: Error, Sendable {
    case launch(String)
    case timedOut(seconds: Double)
  }

  let executable: String
  let arguments: [String]
  let directory: String
  let timeout: Double

  func run() throws(Failure) -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    process.standardInput = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      throw .launch(error.localizedDescription)
    }
    let out = PipeDrain(outPipe.fileHandleForReading)
    let err = PipeDrain(errPipe.fileHandleForReading)
    let deadline = DispatchTime.now() + timeout
    if finished.wait(timeout: deadline) == .timedOut {
      ProcessTree.kill(process.processIdentifier, signal: SIGTERM)
      if finished.wait(timeout: .now() + Self.drainGrace) == .timedOut {
        ProcessTree.kill(process.processIdentifier, signal: SIGKILL)
        // Foundation reports the exit only once every process holding its status channel
        // has closed it, and an orphan the child left behind (`sleep 30 &`) can hold it long
        // after the child itself is gone: wait a little, never indefinitely.
        _ = finished.wait(timeout: .now() + Self.drainGrace)
      }
      // Grandchildren may still hold the pipes open; their readers finish when those exit.
      throw .timedOut(seconds: timeout)
    }
    // The process has exited, but a child it left running may still hold the pipes open: read
    // until the deadline (at least a short grace period), then give up on the pipes.
    let drained = max(deadline, .now() + Self.drainGrace)
    guard let stdout = out.wait(until: drained), let stderr = err.wait(until: drained) else {
      throw .timedOut(seconds: timeout)
    }
    return Result(status: process.terminationStatus, stdout: stdout, stderr: stderr)
  }

  /// How long the pipes may take to reach end-of-file after the process exits.
  static let drainGrace: DispatchTimeInterval = .seconds(2)
}

/// Reads a pipe to its end on a background thread.
private final class PipeDrain: @unchecked Sendable {
  // Safe: `data` is written once by the reading thread before `done` is signalled and read
  // only after waiting on `done`.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    let thread = Thread { [self] in
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }
    thread.start()
  }

  /// The data read, or nil when the pipe is still open at `deadline` (the reading thread
  /// then finishes on its own once every writer has closed it).
  func wait(until deadline: DispatchTime) -> Data? {
    guard done.wait(timeout: deadline) == .success else { return nil }
    return data
  }
}
