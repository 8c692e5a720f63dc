import Foundation

/// What `lstat` says about one file, compared to tell whether it may have changed.
///
/// Besides the size and the modification time it keeps the inode, the device and the status
/// change time (`ctime`), which every write, rename or `touch` moves forward and which no
/// program can set back. So an edit that keeps the size and restores the modification time
/// still changes the stamp, and so does a file replaced by another (a `git checkout`).
package struct FileStamp: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modifiedSeconds: Int64
  let modifiedNanoseconds: Int64
  let changedSeconds: Int64
  let changedNanoseconds: Int64
  let mode: mode_t

  /// The stamp of `path` (not following a final symbolic link), or nil when it cannot be read.
  package init?(path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  /// A stamp from its parts (as the cache stores them).
  init(
    device: UInt64, inode: UInt64, size: Int64, modified: (Int64, Int64),
    changed: (Int64, Int64), mode: mode_t
  ) {
    self.device = device
    self.inode = inode
    self.size = size
    (modifiedSeconds, modifiedNanoseconds) = modified
    (changedSeconds, changedNanoseconds) = changed
    self.mode = mode
  }

  init(_ info: stat) {
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
    size = Int64(info.st_size)
    mode = info.st_mode
    #if canImport(Darwin)
      modifiedSeconds = Int64(info.st_mtimespec.tv_sec)
      modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
      changedSeconds = Int64(info.st_ctimespec.tv_sec)
      changedNanoseconds = Int64(info.st_ctimespec.tv_nsec)
    #else
      modifiedSeconds = Int64(info.st_mtim.tv_sec)
      modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
      changedSeconds = Int64(info.st_ctim.tv_sec)
      changedNanoseconds = Int64(info.st_ctim.tv_nsec)
    #endif
  }

  /// Whether the stamped item is a folder.
  package var isFolder: Bool { FileKind(mode: mode) == .directory }

  /// The names of the folders in `path` (hidden ones and `node_modules` left out), from the
  /// listing's own item kinds; empty when it cannot be listed.
  package static func subfolders(of path: String) -> [String] {
    guard let items = try? FileSystemCalls.entries(in: path) else { return [] }
    return items.compactMap { item in
      guard !item.name.hasPrefix("."), item.name != "node_modules" else { return nil }
      let kind =
        item.kind ?? FileStamp(path: path + "/" + item.name).map { FileKind(mode: $0.mode) }
      return kind == .directory ? item.name : nil
    }
  }

  /// Whether both the modification and the status-change times lie before `seconds` (since
  /// 1970).
  func isOlder(than seconds: Int64) -> Bool {
    modifiedSeconds < seconds && changedSeconds < seconds
  }

  /// The stamps of every file under `folder` by path relative to it, skipping hidden entries
  /// (names starting with `.`) and `node_modules` folders; symbolic links are stamped
  /// themselves, never followed. Folders that cannot be listed are skipped.
  package static func tree(under folder: String) -> [String: FileStamp] {
    var result: [String: FileStamp] = [:]
    var pending: [String] = [""]
    while let relative = pending.popLast() {
      let path = relative.isEmpty ? folder : folder + "/" + relative
      guard let items = try? FileSystemCalls.entries(in: path) else { continue }
      for item in items where !item.name.hasPrefix(".") {
        let child = relative.isEmpty ? item.name : relative + "/" + item.name
        guard let stamp = FileStamp(path: folder + "/" + child) else { continue }
        if FileKind(mode: stamp.mode) == .directory {
          if item.name != "node_modules" { pending.append(child) }
        } else {
          result[child] = stamp
        }
      }
    }
    return result
  }
}
