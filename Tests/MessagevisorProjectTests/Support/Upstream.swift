import Foundation
import Testing

@testable import MessagevisorProject

/// Locates `../shared/upstream` relative to the package root (found from this file's path).
enum Upstream {
  /// The package root: three levels above `Tests/MessagevisorProjectTests/Support`.
  static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// `<package>/../shared/upstream`; from a worktree nested one level deeper
  /// (`/work/wt/<branch>`), the nearest ancestor's `shared/upstream`.
  static let directory: String = {
    var url = URL(fileURLWithPath: packageRoot).deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = url.appendingPathComponent("shared/upstream").path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      url.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: packageRoot + "/../shared/upstream").standardizedFileURL.path
  }()

  /// True when upstream tests should run: the data is present, or it is required
  /// (`MESSAGEVISOR_REQUIRE_UPSTREAM=1`), in which case a missing copy fails the tests.
  static let shouldRun: Bool = {
    let present = FileManager.default.fileExists(atPath: directory + "/projects/project-1")
    let required = ProcessInfo.processInfo.environment["MESSAGEVISOR_REQUIRE_UPSTREAM"] == "1"
    return present || required
  }()

  /// The skip reason shown when upstream data is absent.
  static let skipReason: Comment = "upstream data not found at ../shared/upstream"

  /// The path of an upstream project.
  static func project(_ name: String) -> String {
    directory + "/projects/" + name
  }

  /// The fixture directory of this test target.
  static func fixture(_ name: String) -> String {
    packageRoot + "/Tests/MessagevisorProjectTests/Fixtures/" + name
  }
}
