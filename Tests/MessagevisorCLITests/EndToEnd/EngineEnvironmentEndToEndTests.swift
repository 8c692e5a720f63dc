import Foundation
import Testing

/// `MESSAGEVISOR_FORMATTING_ENGINE` through the built binary.
@Suite struct EngineEnvironmentEndToEndTests {
  static let fixture = "../shared/upstream/conformance/sdk-v1.json"

  @Test(arguments: ["icu", "foundation"])
  func everyEngineRunsTheSDKVectors(_ engine: String) throws {
    let path = BinaryRunner.packageRoot.appendingPathComponent(Self.fixture).path
    try #require(
      FileManager.default.fileExists(atPath: path), "needs ../shared/upstream (sdk-v1.json)")
    let result = try BinaryRunner.run(
      ["conformance", "--fixture=\(path)"],
      environment: ["MESSAGEVISOR_FORMATTING_ENGINE": engine])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("0 failed"), "\(result.stdout)")
  }

  @Test func anUnknownEngineIsAUsageError() throws {
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=projects/example"],
      environment: ["MESSAGEVISOR_FORMATTING_ENGINE": "webkit"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.contains(
        "MESSAGEVISOR_FORMATTING_ENGINE=webkit names no formatting engine; known engines: icu, "
          + "foundation"
      ))
  }
}
