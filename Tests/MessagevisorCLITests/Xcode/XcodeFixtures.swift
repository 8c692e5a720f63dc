import Foundation

/// The Apple files under `Tests/MessagevisorCLITests/Xcode/Fixtures`, written by hand in the
/// shapes Xcode writes.
enum XcodeFixtures {
  /// The fixtures folder.
  static var folder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  }

  /// The path of the fixture `name`.
  static func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  /// The bytes of the fixture `name`.
  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(name))
  }
}
