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

  /// Writes (or replaces) the file at `path` (relative to the root), creating its folders.
  func write(_ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Removes everything inside the root, keeping the folder.
  func clearContents() {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] {
      try? FileManager.default.removeItem(atPath: root + "/" + name)
    }
  }

  /// Creates a symbolic link at `path` (relative to the root) pointing at `destination`.
  func link(_ path: String, to destination: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
  }

  /// Creates an empty folder at `path` (relative to the root).
  func makeFolder(_ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: root + "/" + path, withIntermediateDirectories: true)
  }

  /// Creates a named pipe at `path` (relative to the root).
  func makeFIFO(_ path: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard mkfifo(url.path, 0o644) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
  }

  /// Sets the POSIX permissions of `path` (relative to the root).
  func setPermissions(_ path: String, _ mode: Int) throws {
    try FileManager.default.setAttributes(
      [.posixPermissions: mode], ofItemAtPath: root + "/" + path)
  }

  /// Whether this process bypasses file permissions (root reads `chmod 000` files).
  static var ignoresPermissions: Bool { geteuid() == 0 }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }
}
