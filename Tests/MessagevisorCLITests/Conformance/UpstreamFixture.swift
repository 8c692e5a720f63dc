import Foundation
import Testing

@testable import MessagevisorCLI

/// Finds `sdk-v1.json` in `../shared/upstream` relative to the package root.
///
/// The package root is found from this file's path. A worktree nested one level deeper
/// (`/work/wt/<branch>`) falls back to the nearest ancestor holding `shared/upstream`.
enum UpstreamFixture {
  static let relativePath = "shared/upstream/conformance/sdk-v1.json"

  /// The package root: three levels above this file.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The fixture path (the first candidate that exists, else the canonical one).
  static let path: String = {
    var directory = packageRoot.deletingLastPathComponent()
    let canonical = directory.appendingPathComponent(relativePath).path
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent(relativePath).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return canonical
  }()

  static var isPresent: Bool { FileManager.default.fileExists(atPath: path) }

  /// True when `MESSAGEVISOR_REQUIRE_UPSTREAM=1`: an absent fixture fails instead of skipping.
  static var isRequired: Bool {
    ProcessInfo.processInfo.environment["MESSAGEVISOR_REQUIRE_UPSTREAM"] == "1"
  }

  static let skipReason: Comment = "upstream fixture not found at ../shared/upstream"

  /// The suite built from the fixture; nil when absent or invalid.
  static let suite: ConformanceSuite? = try? ConformanceSuite.load(fixturePath: path)

  /// Every vector; empty when the fixture is absent.
  static var vectors: [ConformanceVector] { suite?.vectors ?? [] }
}
