import Foundation

/// Writes a project (relative path → file text) into a fresh temporary folder.
///
/// Fixtures live in Swift sources so the test target has no unhandled resource files.
final class TemporaryProject {
  /// The project root.
  let root: String

  /// Creates the folder and writes every file.
  init(_ files: [String: String]) throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("messagevisor-project-tests-\(UUID().uuidString)")
    root = base.path
    for (path, text) in files {
      let url = base.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
  }

  /// Creates a symbolic link at `path` (relative to the root) pointing at `destination`.
  func link(_ path: String, to destination: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }
}
