import Foundation

/// Read-only file access confined to one project folder.
///
/// Every path is checked against the symlink-resolved root: `..` components, absolute paths
/// elsewhere and symlinks whose target lies outside the root throw
/// `ProjectError.outsideProject`. Symlinks inside the root are skipped by walks, as the JS
/// walker does.
struct ProjectFileSystem: Sendable {
  /// The absolute, symlink-resolved root.
  let root: String

  /// Resolves `path` (absolute or relative to the working directory) as a project root.
  init(rootPath: String) throws(ProjectError) {
    let absolute =
      rootPath.hasPrefix("/") ? rootPath : FileManager.default.currentDirectoryPath + "/" + rootPath
    let resolved = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .unreadable(path: rootPath, reason: "not a directory")
    }
    root = resolved
  }

  /// True when `path` is the root or lies under it (no resolution performed).
  static func isInside(_ path: String, root: String) -> Bool {
    path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// `path` relative to the root, for messages and source positions.
  func relative(_ path: String) -> String {
    guard path.hasPrefix(root + "/") else { return path }
    return String(path.dropFirst(root.count + 1))
  }

  /// The kind of item at a path, without following a final symlink.
  func itemType(_ path: String) -> FileAttributeType? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.type] as? FileAttributeType
  }

  /// Throws unless the fully resolved path stays inside the root.
  func checkConfined(_ path: String) throws(ProjectError) -> String {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard Self.isInside(resolved, root: root) else {
      throw .outsideProject(path: relative(path))
    }
    return resolved
  }

  /// True when a regular file exists at `path` (inside the root).
  func fileExists(_ path: String) -> Bool {
    itemType(path) == .typeRegular
  }

  /// Reads a UTF-8 text file inside the root (a leading BOM is dropped).
  func readText(_ path: String) throws(ProjectError) -> String {
    var text = String(decoding: try readBytes(path), as: UTF8.self)
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return text
  }

  /// Reads the bytes of a file inside the root.
  func readBytes(_ path: String) throws(ProjectError) -> [UInt8] {
    let resolved = try checkConfined(path)
    guard let data = FileManager.default.contents(atPath: resolved) else {
      throw .unreadable(path: relative(path), reason: "no such file")
    }
    return [UInt8](data)
  }

  /// The names of the subdirectories of `path` (sorted), or [] when it does not exist.
  func subdirectories(_ path: String) throws(ProjectError) -> [String] {
    guard itemType(path) != nil else { return [] }
    let resolved = try checkConfined(path)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: resolved)) ?? []
    return names.filter { itemType(resolved + "/" + $0) == .typeDirectory }.sorted()
  }

  /// Every regular file under `directory` whose name ends in `.ext`, as paths relative to
  /// `directory` with `/` separators. A missing directory yields [].
  func files(under directory: String, ext: String) throws(ProjectError) -> [String] {
    guard itemType(directory) != nil else { return [] }
    let resolved = try checkConfined(directory)
    var result: [String] = []
    try walk(resolved, prefix: "", ext: "." + ext, into: &result)
    return result
  }

  private func walk(
    _ directory: String,
    prefix: String,
    ext: String,
    into result: inout [String]
  ) throws(ProjectError) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for name in names.sorted() {
      let path = directory + "/" + name
      switch itemType(path) {
      case .typeDirectory?:
        try walk(path, prefix: prefix + name + "/", ext: ext, into: &result)
      case .typeRegular? where name.hasSuffix(ext):
        result.append(prefix + name)
      case .typeSymbolicLink?:
        _ = try checkConfined(path)
      default:
        continue
      }
    }
  }
}
