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
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      ProcessTree.kill(process.processIdentifier, signal: SIGTERM)
      if finished.wait(timeout: .now() + 2) == .timedOut {
        ProcessTree.kill(process.processIdentifier, signal: SIGKILL)
        finished.wait()
      }
      // Grandchildren may still hold the pipes open; their readers finish when those exit.
      throw .timedOut(seconds: timeout)
    }
    return Result(status: process.terminationStatus, stdout: out.wait(), stderr: err.wait())
  }
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

  func wait() -> Data {
    done.wait()
    return data
  }
}
