import Foundation
import Testing

/// npx failures not covered by NpxSourceEndToEndTests: each ends with exit 65 and a clear
/// message within the timeout, never a deadlock.
@Suite("Hostile npx")
struct NpxHostileTests {
  static func run(_ body: String, timeout: String = "2") throws -> BinaryRunner.Result {
    let npx = try FakeNpx.make(body: body)
    return try BinaryRunner.run(
      ["test", "--projectDirectoryPath=projects/example", "--builder=npx"],
      environment: ["PATH": npx.path, "MESSAGEVISOR_NPX_TIMEOUT": timeout])
  }

  /// npx exits at once with valid-looking output, but a background child it started keeps
  /// standard output open; the runner must not wait for that child past the timeout.
  @Test("A background child holding the pipes open cannot stall the run")
  func backgroundChildHoldsPipes() throws {
    let started = Date()
    let result = try Self.run("sleep 20 &\necho '[]'\nexit 0", timeout: "1")
    #expect(result.status == 65)
    #expect(result.stderr.contains("timed out after 1 s"))
    #expect(Date().timeIntervalSince(started) < 15)
  }

  @Test("npx killed by a signal is bad data")
  func killedBySignal() throws {
    let result = try Self.run("kill -9 $$")
    #expect(result.status == 65)
    #expect(result.stderr.contains("npx messagevisor"))
    #expect(result.stdout.isEmpty)
  }

  @Test("npx that prints nothing is bad data")
  func emptyOutput() throws {
    let result = try Self.run("exit 0")
    #expect(result.status == 65)
    #expect(result.stderr.contains("not the expected JSON"))
  }

  @Test("Binary garbage and invalid UTF-8 on standard output are bad data")
  func binaryGarbage() throws {
    let result = try Self.run("printf '\\377\\376\\000{['")
    #expect(result.status == 65)
    #expect(result.stderr.contains("not the expected JSON"))
  }

  /// The npx source reads the config's modules as the native source does (D8), so a config
  /// that is no static literal is refused with its position, not run without modules.
  @Test("A dynamic JS config is bad data with the npx source too")
  func dynamicConfig() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("npx-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let config = "module.exports = {\n  modules: makeModules(),\n};\n"
    try Data(config.utf8).write(to: root.appendingPathComponent("messagevisor.config.js"))
    // npx itself answers (an empty test list): only our own reading of the config can fail.
    let npx = try FakeNpx.make(body: "echo '[]'")
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(root.path)", "--builder=npx"],
      environment: ["PATH": npx.path])
    #expect(result.status == 65, "\(result.stdout)")
    #expect(result.stderr.contains("messagevisor.config.js:2:"), "\(result.stderr)")
  }
}
