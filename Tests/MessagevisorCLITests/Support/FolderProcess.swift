import Foundation

/// Runs a program in a folder and captures what it prints (standard output and error merged).
///
/// The scratch packages of the generated-code and plugin tests build and run with it.
enum FolderProcess {
  /// The outcome of a run.
  struct Result: Sendable {
    let status: Int32
    let output: String
  }

  /// Runs `executable` with `arguments` in `folder` and waits for it.
  static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }
}
