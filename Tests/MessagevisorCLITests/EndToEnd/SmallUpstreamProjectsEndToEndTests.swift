import Foundation
import Testing

/// One run of an upstream project that must pass completely.
struct UpstreamRun: Sendable, CustomTestStringConvertible {
  let project: String
  let arguments: [String]
  let assertions: Int
  var testDescription: String { ([project] + arguments).joined(separator: " ") }
}

/// The small upstream projects (JSON sources; a project without modules) pass every assertion
/// through the native and the npx source.
@Suite struct SmallUpstreamProjectsEndToEndTests {
  static let runs: [UpstreamRun] = [
    UpstreamRun(project: "project-raw", arguments: [], assertions: 5),
    UpstreamRun(project: "project-json", arguments: ["--target=web"], assertions: 13),
    UpstreamRun(project: "project-json", arguments: ["--target=mobile"], assertions: 13),
  ]

  static let sources = ["native", "npx"]

  @Test(
    .enabled(
      if: NpxSourceEndToEndTests.upstreamEnabled,
      "../shared/upstream is absent (set MESSAGEVISOR_REQUIRE_UPSTREAM=1 to fail instead)"),
    arguments: runs, sources)
  func passesCompletely(_ run: UpstreamRun, builder: String) throws {
    let path = "../shared/upstream/projects/" + run.project
    let exists = FileManager.default.fileExists(
      atPath: BinaryRunner.packageRoot.appendingPathComponent(path).standardizedFileURL.path)
    #expect(exists, "\(path) is required but missing")
    let npx = try FakeNpx.make()
    let result = try BinaryRunner.run(
      ["test", "--projectDirectoryPath=\(path)", "--builder=\(builder)", "--normalizeSpaces"]
        + run.arguments + ["--quiet"],
      environment: ["PATH": npx.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("Assertions: \(run.assertions) passed, 0 failed"))
  }
}
