import Foundation

/// The few POSIX calls discovery and the CLI's named files need, each failing with the real
/// `errno`.
///
/// `FileManager` answers "no such file" (or an empty listing, or a Cocoa error code) for every
/// failure; these report why a path could not be read or written (permission denied, not a
/// directory, a link loop) so the error the user sees names the real cause.
package enum FileSystemCalls {
  /// Why a call failed.
  package enum Failure: Error, Sendable, Hashable {
    /// The call set `errno`.
    case system(errno: Int32)
    /// The path opened is not a regular file.
    case notRegular(FileKind)
  }

  /// The kind of item at `path`, or nil when nothing is there (`ENOENT`).
  ///
  /// With `followingLinks` false a symbolic link is reported as such (`lstat`).
  package static func kind(of path: String, followingLinks: Bool) throws(Failure) -> FileKind? {
    var info = stat()
    let status = followingLinks ? stat(path, &info) : lstat(path, &info)
    guard status == 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw .system(errno: code)
    }
    return FileKind(mode: info.st_mode)
  }

  /// The names in the folder at `path` (without `.` and `..`), unsorted.
  static func names(in path: String) throws(Failure) -> [String] {
    guard let folder = opendir(path) else { throw .system(errno: errno) }
    defer { closedir(folder) }
    var names: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(folder) else {
        if errno != 0 { throw .system(errno: errno) }
        return names
      }
      let name = entryName(entry)
      if name != "." && name != ".." { names.append(name) }
    }
  }

  /// The items in the folder at `path` (without `.` and `..`), unsorted, each with the kind
  /// the folder listing reports (`d_type`), or nil when the file system does not say.
  ///
  /// Saves one `lstat` per item when walking large folders.
  static func entries(in path: String) throws(Failure) -> [(name: String, kind: FileKind?)] {
    guard let folder = opendir(path) else { throw .system(errno: errno) }
    defer { closedir(folder) }
    var entries: [(name: String, kind: FileKind?)] = []
    while true {
      errno = 0
      guard let entry = readdir(folder) else {
        if errno != 0 { throw .system(errno: errno) }
        return entries
      }
      let name = entryName(entry)
      if name != "." && name != ".." { entries.append((name, listedKind(entry.pointee.d_type))) }
    }
  }

  /// The kind named by a `d_type` value (the same numbers on Linux and the BSDs).
  private static func listedKind(_ type: UInt8) -> FileKind? {
    switch type {
    case 1: return .fifo
    case 2: return .characterDevice
    case 4: return .directory
    case 6: return .blockDevice
    case 8: return .regular
    case 10: return .symbolicLink
    case 12: return .socket
    default: return nil
    }
  }

  private static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    var raw = entry.pointee.d_name
    return withUnsafeBytes(of: &raw) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  /// The bytes of the regular file at `path` (a final symbolic link is followed).
  ///
  /// Opened without blocking, so a FIFO is refused instead of waiting for a writer.
  ///
  /// With `followingLinks` false a final symbolic link is refused (`ELOOP`): used for files a
  /// walk has already seen as regular, so a link swapped in since cannot lead outside.
  package static func contents(of path: String, followingLinks: Bool = true) throws(Failure)
    -> [UInt8]
  {
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
    let descriptor = open(path, flags)
    guard descriptor >= 0 else { throw .system(errno: errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .system(errno: errno) }
    let kind = FileKind(mode: info.st_mode)
    guard kind == .regular else { throw .notRegular(kind) }
    return try readAll(descriptor, sizeHint: Int(info.st_size))
  }

  /// Reads to the end into one buffer sized by `sizeHint` (the `fstat` size) plus a byte, so a
  /// file of the size it had ends after one read and one read of nothing, with no second
  /// buffer and no copy; a file that grew since is read on, the buffer doubling.
  private static func readAll(_ descriptor: Int32, sizeHint: Int) throws(Failure) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: max(sizeHint, 0) + 1)
    var filled = 0
    while true {
      if filled == bytes.count {
        bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4_096)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
      }
      if count == 0 {
        bytes.removeLast(bytes.count - filled)
        return bytes
      }
      guard count > 0 else {
        if errno == EINTR { continue }
        throw .system(errno: errno)
      }
      filled += count
    }
  }

  /// What the symbolic link at `path` points to, as written in the link.
  static func linkDestination(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The system's text for an `errno` value, e.g. `Permission denied`.
  package static func describe(errno code: Int32) -> String {
    String(cString: strerror(code))
  }
}
