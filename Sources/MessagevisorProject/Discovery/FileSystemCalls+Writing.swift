import Foundation

extension FileSystemCalls {
  /// Replaces the file at `path` with `bytes`, creating missing parent folders.
  ///
  /// The bytes go to a temporary file beside the destination that is then renamed over it, so
  /// a reader never sees half a file and a failed write keeps the old one. A destination that
  /// is a folder fails with `EISDIR`; a device or FIFO (`/dev/stdout`, `/dev/null`) cannot be
  /// replaced and is written in place; a symbolic link is written through.
  package static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
    guard !path.hasSuffix("/") else { throw .system(errno: EISDIR) }
    let existing = try kind(of: path, followingLinks: true)
    switch existing {
    case .directory?: throw .system(errno: EISDIR)
    case nil, .regular?: break
    default: return try writeFile(bytes, to: path, flags: O_WRONLY | O_CLOEXEC)
    }
    let destination = existing == nil ? path : resolved(path)
    let folder = parent(of: destination)
    try makeFolders(folder)
    let name = destination.split(separator: "/").last.map(String.init) ?? destination
    let temporary = folder + "/." + name + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw .system(errno: errno) }
    do {
      try writeAll(bytes, to: descriptor)
      try finish(descriptor)
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, destination) == 0 else {
      let code = errno
      unlink(temporary)
      throw .system(errno: code)
    }
  }

  /// Adds `bytes` to the end of the file at `path`, creating the file (not its folder).
  package static func append(_ bytes: [UInt8], to path: String) throws(Failure) {
    try writeFile(bytes, to: path, flags: O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC)
  }

  /// Creates the folder at `path` and any missing parents; an existing folder is kept.
  package static func makeFolders(_ path: String) throws(Failure) {
    guard !path.isEmpty, path != "/", try kind(of: path, followingLinks: true) != .directory
    else { return }
    let above = parent(of: path)
    if above != path { try makeFolders(above) }
    guard mkdir(path, 0o777) != 0 else { return }
    let code = errno
    guard code == EEXIST, try kind(of: path, followingLinks: true) == .directory else {
      throw .system(errno: code == EEXIST ? ENOTDIR : code)
    }
  }

  /// Opens `path` with `flags` (mode 0666 when it creates the file), writes all of `bytes`
  /// and closes it; the descriptor is closed on failure too.
  private static func writeFile(_ bytes: [UInt8], to path: String, flags: Int32) throws(Failure) {
    let descriptor = open(path, flags, 0o666)
    guard descriptor >= 0 else { throw .system(errno: errno) }
    do {
      try writeAll(bytes, to: descriptor)
    } catch {
      close(descriptor)
      throw error
    }
    try finish(descriptor)
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      guard count >= 0 else {
        if errno == EINTR { continue }
        throw .system(errno: errno)
      }
      written += count
    }
  }

  /// Closes `descriptor`; a failure (a late write error on some file systems) is reported.
  private static func finish(_ descriptor: Int32) throws(Failure) {
    guard close(descriptor) == 0 else { throw .system(errno: errno) }
  }

  /// The folder part of `path`: `/` for a top-level item, `.` when it has no slash.
  private static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The path with every symbolic link resolved, or `path` when it cannot be resolved.
  private static func resolved(_ path: String) -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }
}
