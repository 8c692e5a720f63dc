import Foundation

/// A small valid project in a fresh temporary folder, with files replaced for a test case.
enum ProjectFolder {
  /// Writes `BrokenProjectEndToEndTests.valid` with `changes` applied (nil removes a file),
  /// then creates `folders`; returns the root.
  static func make(_ changes: [String: String?], folders: [String] = []) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("project-\(UUID().uuidString)")
    var files: [String: String?] = BrokenProjectEndToEndTests.valid.mapValues { $0 }
    files.merge(changes) { _, new in new }
    for (path, content) in files {
      guard let content else { continue }
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(content.utf8).write(to: url)
    }
    for folder in folders {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    return root
  }

  /// Deletes a folder made by `make`.
  static func remove(_ root: URL) {
    try? FileManager.default.removeItem(at: root)
  }
}
