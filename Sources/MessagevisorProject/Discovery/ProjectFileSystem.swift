import Foundation

/// Read-only file access confined to one project folder.
///
/// Every path is checked against the symlink-resolved root: `..` components, absolute paths
/// elsewhere and symlinks whose target lies outside the root throw
/// `ProjectError.outsideProject`. The paths a project names directly (the config file, the
/// entity, sets and state folders, `REVISION`) may be symlinks to items inside the root, as
/// the JS CLI follows them. Inside entity and sets folders nothing is skipped silently: every
/// item must be a folder or a regular file, so a symbolic link, FIFO, socket or device there
/// throws `ProjectError.fileProblem` (the JS walker skips links; following them would build
/// keys it does not). A failed read reports its `errno`.
package struct ProjectFileSystem: Sendable {
  /// The absolute, symlink-resolved root.
  let root: String

  /// Resolves `path` (absolute or relative to the working directory) as a project root.
  init(rootPath: String) throws(ProjectError) {
    let resolved = Self.resolvedRoot(rootPath)
    try Self.requireFolder(resolved, shownAs: rootPath)
    root = resolved
  }

  /// The absolute, symlink-resolved form of a project folder path, as `root` holds it.
  package static func resolvedRoot(_ rootPath: String) -> String {
    let absolute = Self.absolute(rootPath, under: FileManager.default.currentDirectoryPath)
    return URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
  }

  /// `path` itself when absolute, else `path` joined under the folder `base`.
  ///
  /// A plain join, no resolution performed: `..`, `//` and a trailing slash are kept.
  package static func absolute(_ path: String, under base: String) -> String {
    path.hasPrefix("/") ? path : base + "/" + path
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

  /// Throws unless the fully resolved path stays inside the root.
  func checkConfined(_ path: String) throws(ProjectError) -> String {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard Self.isInside(resolved, root: root) else {
      throw .outsideProject(path: relative(path))
    }
    return resolved
  }

  /// True when anything (a file, folder, link, even a dangling one) is at `path`.
  func exists(_ path: String) throws(ProjectError) -> Bool {
    try kind(of: path) != nil
  }

  /// Reads a UTF-8 text file inside the root (a leading BOM is dropped).
  func readText(_ path: String) throws(ProjectError) -> String {
    var text = String(decoding: try readBytes(path), as: UTF8.self)
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return text
  }

  /// Reads the bytes of a regular file inside the root.
  func readBytes(_ path: String) throws(ProjectError) -> [UInt8] {
    let resolved = try checkConfined(path)
    do {
      return try FileSystemCalls.contents(of: resolved)
    } catch {
      throw problem(error, at: path)
    }
  }

  /// The names of the subdirectories of `path` (sorted), or [] when it does not exist.
  ///
  /// Regular files are ignored; a link or special file is refused.
  func subdirectories(_ path: String) throws(ProjectError) -> [String] {
    guard let folder = try existingFolder(path) else { return [] }
    var result: [String] = []
    for name in try names(in: folder, shownAs: path) {
      switch try walkedKind(folder + "/" + name, shownAs: path + "/" + name) {
      case .directory: result.append(name)
      default: continue
      }
    }
    return result
  }

  /// Every regular file under `directory` whose name ends in `.ext`, as paths relative to
  /// `directory` with `/` separators, in sorted depth-first order. A missing directory
  /// yields []. Other regular files are ignored; a folder named `*.ext`, a link or a special
  /// file is refused.
  func files(under directory: String, ext: String) throws(ProjectError) -> [String] {
    try walk(directory, ext: ext).files
  }

  /// The files of `files(under:ext:)` and the resolved folder they lie in.
  ///
  /// One walk over byte-level names: the kind of each item comes from the folder listing
  /// (`d_type`), with an `lstat` only where the file system does not report it. The returned
  /// folder joined with a file is a path to read with `readWalkedBytes`.
  func walk(_ directory: String, ext: String) throws(ProjectError)
    -> (folder: String, files: [String])
  {
    let walked = try walkStamped(directory, in: try existingFolder(directory), ext: ext)
    return (walked.folder, walked.files)
  }

  /// The resolved folder `walk` lists for `directory`, nil when nothing is there; throws as
  /// `walk` does when it is not a folder or lies outside the project.
  func walkedFolder(_ directory: String) throws(ProjectError) -> String? {
    try existingFolder(directory)
  }

  /// `walk` of `directory` resolved to `folder` (`walkedFolder`, nil when nothing is there),
  /// with the stamp of every folder it listed, each taken before the folder was listed
  /// (`FolderListingMemo` checks them); no folders when `directory` does not exist.
  func walkStamped(_ directory: String, in folder: String?, ext: String) throws(ProjectError)
    -> (folder: String, files: [String], folders: [(path: String, stamp: FileStamp?)])
  {
    guard let folder else { return (directory, [], []) }
    let suffix = "." + ext
    var result: [String] = []
    var folders: [(path: String, stamp: FileStamp?)] = [(folder, FileStamp(path: folder))]
    var pending = try entries(in: folder, shownAs: directory).reversed().map { $0 }
    while let item = pending.popLast() {
      // A regular file the listing named needs neither path built (most of a large walk).
      if item.kind == .regular {
        if item.name.hasSuffix(suffix) { result.append(item.name) }
        continue
      }
      let shown = directory + "/" + item.name
      let path = folder + "/" + item.name
      let found: FileKind
      if let listed = item.kind {
        found = try accepted(listed, at: path, shownAs: shown)
      } else {
        found = try walkedKind(path, shownAs: shown)
      }
      switch found {
      case .directory:
        guard !item.name.hasSuffix(suffix) else {
          throw .fileProblem(path: relative(shown), .folderNamedLikeSource(fileExtension: ext))
        }
        folders.append((path, FileStamp(path: path)))
        let children = try entries(in: path, shownAs: shown)
        let prefix = item.name + "/"
        pending.append(contentsOf: children.reversed().map { (prefix + $0.name, $0.kind) })
      default:
        if item.name.hasSuffix(suffix) { result.append(item.name) }
      }
    }
    return (folder, result, folders)
  }

  /// Reads a file that `walk` listed as regular, by its resolved path, without resolving
  /// it again; `path` names it in errors. A link swapped in since the walk is refused.
  func readWalkedBytes(_ resolved: String, shownAs path: String) throws(ProjectError)
    -> [UInt8]
  {
    do {
      return try FileSystemCalls.contents(of: resolved, followingLinks: false)
    } catch {
      throw problem(error, at: path)
    }
  }

  /// The items of a folder sorted by name, each with its listed kind.
  private func entries(in folder: String, shownAs path: String) throws(ProjectError)
    -> [(name: String, kind: FileKind?)]
  {
    do {
      return try FileSystemCalls.entries(in: folder).sorted { $0.name < $1.name }
    } catch {
      throw problem(error, at: path)
    }
  }

  /// The resolved folder at `path`, nil when nothing is there; throws when it is not a folder.
  private func existingFolder(_ path: String) throws(ProjectError) -> String? {
    guard try exists(path) else { return nil }
    let resolved = try checkConfined(path)
    try Self.requireFolder(resolved, shownAs: relative(path))
    return resolved
  }

  /// The sorted names in a folder, failing with the real cause.
  private func names(in folder: String, shownAs path: String) throws(ProjectError) -> [String] {
    do {
      return try FileSystemCalls.names(in: folder).sorted()
    } catch {
      throw problem(error, at: path)
    }
  }

  /// The kind of an item met while walking: a folder or a regular file, else refused.
  private func walkedKind(_ path: String, shownAs shown: String) throws(ProjectError) -> FileKind {
    guard let found = try kind(of: path, shownAs: shown) else {
      throw .fileProblem(path: relative(shown), .system(errno: ENOENT))
    }
    return try accepted(found, at: path, shownAs: shown)
  }

  /// `found` when it is a folder or a regular file; anything else is refused.
  private func accepted(_ found: FileKind, at path: String, shownAs shown: String)
    throws(ProjectError) -> FileKind
  {
    switch found {
    case .directory, .regular:
      return found
    case .symbolicLink:
      let destination = FileSystemCalls.linkDestination(path)
      throw .fileProblem(path: relative(shown), .symbolicLink(destination: destination))
    default:
      throw .fileProblem(path: relative(shown), .specialFile(found))
    }
  }

  /// `lstat`'s kind of the item at `path`, nil when nothing is there.
  private func kind(of path: String, shownAs shown: String? = nil) throws(ProjectError)
    -> FileKind?
  {
    do {
      return try FileSystemCalls.kind(of: path, followingLinks: false)
    } catch {
      throw problem(error, at: shown ?? path)
    }
  }

  /// Throws unless a folder is at `path` (links followed); `shown` names it in the error.
  private static func requireFolder(_ path: String, shownAs shown: String) throws(ProjectError) {
    let found: FileKind?
    do {
      found = try FileSystemCalls.kind(of: path, followingLinks: true)
    } catch {
      throw .from(error, path: shown)
    }
    guard let found else { throw .fileProblem(path: shown, .system(errno: ENOENT)) }
    guard found == .directory else { throw .fileProblem(path: shown, .notAFolder(found)) }
  }

  private func problem(_ failure: FileSystemCalls.Failure, at path: String) -> ProjectError {
    .from(failure, path: relative(path))
  }
}

extension ProjectError {
  /// The `fileProblem` for a failed call at a displayed path.
  fileprivate static func from(_ failure: FileSystemCalls.Failure, path: String) -> ProjectError {
    switch failure {
    case .system(let code): return .fileProblem(path: path, .system(errno: code))
    case .notRegular(let kind): return .fileProblem(path: path, .notAFile(kind))
    }
  }
}
