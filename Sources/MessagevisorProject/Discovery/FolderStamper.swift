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
    if !path.utf8[..<slash].elementsEqual(folder.utf8) {
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

  /// The stamps of `paths`, in order, taken on every core unless `parallel` is false; files
  /// of one folder are best kept together.
  static func stamps(of paths: [String], parallel: Bool = true) -> [FileStamp?] {
    let runs = max(1, min(paths.count / 256, ParallelWork.workers * 8))
    let found = ParallelWork.map(runs, parallel: parallel) { run in
      var stamper = FolderStamper()
      return paths[(run * paths.count / runs)..<((run + 1) * paths.count / runs)].map {
        stamper.stamp($0)
      }
    }
    return Array(found.joined())
  }
}
