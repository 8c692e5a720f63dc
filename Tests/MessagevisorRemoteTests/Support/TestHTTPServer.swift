import Foundation
import Synchronization

/// A real HTTP server on 127.0.0.1 (a free port) with per-path scripted responses.
///
/// Runs `TestHTTPServerScript` with `python3`; every instance is its own process, so tests run
/// in parallel without sharing state. Call `stop()` in a `defer`: it also keeps the server alive
/// to the end of the test (ARC may otherwise release it after its last use).
final class TestHTTPServer: Sendable {
  /// One scripted response.
  struct Step: Codable, Sendable {
    var status = 200
    var body = ""
    var etag: String?
    /// Seconds to wait before answering.
    var delay: Double?
    /// Bytes announced in Content-Length but never sent.
    var missingBytes: Int?
  }

  /// A request as the server saw it.
  struct LoggedRequest: Codable, Sendable, Equatable {
    var path: String
    var ifNoneMatch: String?
  }

  struct StartError: Error, CustomStringConvertible {
    let description: String
  }

  /// `http://127.0.0.1:<port>`.
  let baseURL: String
  private let folder: URL
  private let process: Process
  private let input: Pipe

  /// Starts the server and waits for its port.
  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mv-remote-server-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("server.py")
    try Data(TestHTTPServerScript.source.utf8).write(to: script)
    try Data("{}".utf8).write(to: folder.appendingPathComponent("routes.json"))
    try Data().write(to: folder.appendingPathComponent("requests.log"))
    let output = Pipe()
    input = Pipe()
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", script.path, folder.appendingPathComponent("routes.json").path,
      folder.appendingPathComponent("requests.log").path,
    ]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    baseURL = "http://127.0.0.1:\(try Self.readPort(output.fileHandleForReading))"
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(at: folder)
  }

  /// The URL template for datafiles served under `/datafiles/{target}/{locale}.json`.
  var template: String { baseURL + "/datafiles/{target}/{locale}.json" }

  /// Replaces the scripted responses, keyed by request path.
  func setRoutes(_ routes: [String: [Step]]) throws {
    let data = try JSONEncoder().encode(routes)
    try data.write(to: folder.appendingPathComponent("routes.json"), options: .atomic)
  }

  /// Every request received so far, in order.
  func requests() throws -> [LoggedRequest] {
    let data = try Data(contentsOf: folder.appendingPathComponent("requests.log"))
    return try String(decoding: data, as: UTF8.self)
      .split(separator: "\n")
      .map { try JSONDecoder().decode(LoggedRequest.self, from: Data($0.utf8)) }
  }

  /// Stops the server; its port then refuses connections. Closing standard input is enough
  /// for the script to exit; SIGTERM is the fallback.
  func stop() {
    try? input.fileHandleForWriting.close()
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }

  private static func readPort(_ handle: FileHandle) throws -> Int {
    var text = ""
    while !text.contains("\n") {
      let chunk = handle.availableData
      guard !chunk.isEmpty else { throw StartError(description: "python3 server did not start") }
      text += String(decoding: chunk, as: UTF8.self)
    }
    let line = text.split(separator: "\n").first.map(String.init) ?? ""
    guard let port = Int(line.trimmingCharacters(in: .whitespaces)) else {
      throw StartError(description: "unexpected server output: \(text)")
    }
    return port
  }
}
