import Foundation

/// Runs the built `messagevisor-swift` binary and captures what it printed.
struct BinaryRunner {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// The package root, found from this file's path.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// A working directory that shares only the root with every other folder: from it, reports
  /// show every path absolute (DisplayPath), wherever the clone and the temporary folder are.
  static let fileSystemRoot = URL(fileURLWithPath: "/")

  /// The binary next to the test bundle.
  static var binary: URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    var folder = bundle.deletingLastPathComponent()
    while !folder.path.isEmpty, folder.path != "/" {
      let candidate = folder.appendingPathComponent("messagevisor-swift")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/messagevisor-swift")
  }

  static func run(
    _ arguments: [String],
    directory: URL = packageRoot,
    executable: String? = nil,
    environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var merged = ProcessInfo.processInfo.environment
    merged["NO_COLOR"] = "1"
    merged.merge(environment) { _, new in new }
    process.environment = merged
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outReader = BackgroundReader(out.fileHandleForReading)
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    let outData = outReader.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

/// Reads a pipe to its end on its own thread.
final class BackgroundReader: @unchecked Sendable {
  // Safe: `data` is written once before `done` is signalled and read only after waiting.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread { [self] in
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }.start()
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
