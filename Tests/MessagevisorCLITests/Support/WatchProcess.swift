import Foundation
import Synchronization

/// The built binary running in the background, with its output read as it arrives.
///
/// For watch mode: start it, wait for lines, change files, interrupt it, read the exit code.
final class WatchProcess {
  /// Text received so far on one stream, and whether the stream has ended.
  private final class Buffer: Sendable {
    let text = Mutex("")
    let ended = Atomic(false)
  }

  private let process = Process()
  private let out = Buffer()
  private let err = Buffer()

  /// Starts `messagevisor-swift` with `arguments`.
  init(_ arguments: [String]) throws {
    process.executableURL = BinaryRunner.binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.standardOutput = Self.pipe(into: out)
    process.standardError = Self.pipe(into: err)
    try process.run()
  }

  /// Everything printed on standard output so far.
  var stdout: String { out.text.withLock { $0 } }
  /// Everything printed on standard error so far.
  var stderr: String { err.text.withLock { $0 } }

  /// Waits until `condition` holds for (stdout, stderr), however long the process takes to
  /// get there; false when the process ended first. A hang ends with the caller's time limit
  /// (the task is cancelled and the sleep throws).
  func wait(until condition: (String, String) -> Bool) async throws -> Bool {
    while true {
      if condition(stdout, stderr) { return true }
      if !process.isRunning {
        // What the process printed last may still be in the pipes.
        while !(out.ended.load(ordering: .acquiring) && err.ended.load(ordering: .acquiring)) {
          try await Task.sleep(nanoseconds: 10_000_000)
        }
        return condition(stdout, stderr)
      }
      try await Task.sleep(nanoseconds: 50_000_000)
    }
  }

  /// Sends SIGINT (Ctrl-C) and waits for the exit status; kills the process after `timeout`.
  func interrupt(timeout: TimeInterval = 30) async throws -> Int32? {
    process.interrupt()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline {
      try await Task.sleep(nanoseconds: 50_000_000)
    }
    guard !process.isRunning else {
      process.terminate()
      return nil
    }
    // The last lines (`watch: stopped`) may still be in the pipes when the process has ended.
    while !(out.ended.load(ordering: .acquiring) && err.ended.load(ordering: .acquiring)),
      Date() < deadline
    {
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    return process.terminationStatus
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  private static func pipe(into buffer: Buffer) -> Pipe {
    let pipe = Pipe()
    pipe.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      guard !data.isEmpty else {
        handle.readabilityHandler = nil
        buffer.ended.store(true, ordering: .releasing)
        return
      }
      buffer.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
    }
    return pipe
  }
}
