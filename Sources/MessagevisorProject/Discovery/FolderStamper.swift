import Foundation

/// Stamps files folder by folder: each folder is opened once and its files stamped by name
/// relative to it (`fstatat`, not following a final link), so the kernel resolves one name
/// per file instead of every component of its path. A stamp equals `FileStamp(path:)`'s.
struct FolderStamper: ~Copyable {
  /// The folder `descriptor` is open on.
  private var folder = ""
  /// An open descriptor of `folder`, or -1.
  private var descriptor: Int32 = -1

  init() {}

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// The stamp of `path`, or nil when it cannot be read.
  mutating func stamp(_ path: String) -> FileStamp? {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash > path.utf8.startIndex
    else { return FileStamp(path: path) }
    if !Self.isFolder(folder, of: path, endingAt: slash) {
      if descriptor >= 0 { close(descriptor) }
      folder = String(path[..<slash])
      descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }
    guard descriptor >= 0 else { return FileStamp(path: path) }
    var info = stat()
    let name = String(path[path.utf8.index(after: slash)...])
    guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    return FileStamp(info)
  }

  /// Whether `path` up to `slash` is `folder`: compared as contiguous bytes (both are native
  /// strings), else by code units.
  private static func isFolder(_ folder: String, of path: String, endingAt slash: String.Index)
    -> Bool
  {
    let length = path.utf8.distance(from: path.utf8.startIndex, to: slash)
    guard folder.utf8.count == length else { return false }
    let same = path.utf8.withContiguousStorageIfAvailable { whole in
      folder.utf8.withContiguousStorageIfAvailable { prefix in
        guard let whole = whole.baseAddress, let prefix = prefix.baseAddress else {
          return length == 0
        }
        return memcmp(whole, prefix, length) == 0
      }
    }
    return (same ?? nil) ?? path.utf8[..<slash].elementsEqual(folder.utf8)
  }
}
