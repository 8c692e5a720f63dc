import Foundation

/// Where parsed entity documents are kept between runs, and what makes an entry valid.
///
/// The cache lives outside the project, in `$XDG_CACHE_HOME/messagevisor-swift` (else
/// `~/.cache/messagevisor-swift`), one folder per project root and set, named by a hash of
/// both; nothing is written into the project. A folder holds `shardCount` shard files; each
/// entry maps a file (as shown in positions) and the fingerprint of its bytes to the parsed
/// tree, with the file's stamp (`FileStamp`: device, inode, size, modification and
/// status-change times) when it was settled as the bytes were read.
///
/// An entry answers when the file's stamp equals the stored one (the file is then not read),
/// or else when the file's bytes, read again, hash to the stored fingerprint. A stamp is
/// stored only when both of its times lie more than `racyWindow` seconds before the moment
/// it was taken, so a write later in the same clock tick, which could leave the times as
/// they were, cannot hide behind it; every other write moves the status-change time, which
/// no program can set back. `trustsFileStamps` false (`MESSAGEVISOR_CACHE_VERIFY=content`)
/// reads every file's bytes on every run. A shard counts only when its header matches the
/// schema version, the binary's identity and the config; a shard whose checksum fails
/// (half-written, truncated, edited) is ignored and rebuilt. Files that fail to parse are
/// never stored. Shards are replaced by writing a temporary file and renaming it, so
/// concurrent runs never read a partial shard. When the whole cache grows beyond
/// `sizeLimit`, the least recently used project folders are removed.
package struct ParsedDocumentCache: Sendable {
  /// The version of the shard format; a change makes every stored shard miss.
  package static let schemaVersion = "2"
  /// Files per project folder; an edit rewrites one shard.
  static let shardCount = 256
  /// The default bound on the whole cache: 2 GiB.
  package static let defaultSizeLimit = 2 << 30
  /// The name of the file touched on each use, to find the least recently used folders.
  static let stampName = "last-used"

  /// The folder holding every project's cache.
  package let base: String
  /// Identifies the running binary: another build never reads this one's entries.
  package let buildIdentity: String
  /// The bound in bytes on the whole cache.
  package let sizeLimit: Int
  /// Whether an unchanged stamp answers for a file's bytes without reading them.
  package let trustsFileStamps: Bool
  /// How many seconds a stamp's times must lie before the moment it is taken to be stored.
  package let racyWindow: Int64

  /// Creates a cache rooted at `base`.
  package init(
    base: String, buildIdentity: String, sizeLimit: Int = defaultSizeLimit,
    trustsFileStamps: Bool = true, racyWindow: Int64 = 2
  ) {
    self.base = base
    self.buildIdentity = buildIdentity
    self.sizeLimit = sizeLimit
    self.trustsFileStamps = trustsFileStamps
    self.racyWindow = racyWindow
  }

  /// `stamp` when both of its times lie more than `racyWindow` seconds before `now` (seconds
  /// since 1970, read after the stamp was taken); nil otherwise.
  func settledStamp(_ stamp: FileStamp?, now: Int64) -> FileStamp? {
    guard let stamp, stamp.isOlder(than: now - racyWindow) else { return nil }
    return stamp
  }

  /// `$XDG_CACHE_HOME/messagevisor-swift`, else `$HOME/.cache/messagevisor-swift`; nil when
  /// neither variable is set to an absolute path.
  package static func defaultBase(environment: [String: String]) -> String? {
    if let folder = environment["XDG_CACHE_HOME"], folder.hasPrefix("/") {
      return folder + "/messagevisor-swift"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return home + "/.cache/messagevisor-swift"
    }
    return nil
  }

  /// The folder of the project at the resolved `root`, for `set` when given.
  package func folder(root: String, set: String?) -> String {
    base + "/" + ContentHash(root + "\u{0}" + (set ?? "")).hex
  }

  /// The shard a file's entry lives in.
  static func shard(of file: String) -> Int {
    Int(ContentHash(file).low % UInt64(shardCount))
  }

  /// The path of shard `number` in `folder`.
  static func shardPath(_ number: Int, in folder: String) -> String {
    let digits = String(number, radix: 16)
    return folder + "/shard-" + (digits.count < 2 ? "0" + digits : digits) + ".bin"
  }

  /// What a project folder holds, for `cache info`.
  package struct Usage: Sendable, Hashable {
    /// Shard files present.
    package var shards = 0
    /// Entries in shards that pass their checksum (any header).
    package var entries = 0
    /// Bytes on disk.
    package var bytes = 0
  }

  /// Counts what the folder of `root` (and `set`) holds.
  package func usage(root: String, set: String?) -> Usage {
    let folder = folder(root: root, set: set)
    var usage = Usage()
    for number in 0..<Self.shardCount {
      guard let bytes = try? FileSystemCalls.contents(of: Self.shardPath(number, in: folder))
      else { continue }
      usage.shards += 1
      usage.bytes += bytes.count
      usage.entries += CacheShard(bytes, identity: nil)?.entries.count ?? 0
    }
    return usage
  }

  /// Removes the folder of `root` (and `set`), or the whole cache when `root` is nil; returns
  /// the number of files removed.
  @discardableResult
  package func clear(root: String?, set: String?) -> Int {
    let target = root.map { folder(root: $0, set: set) } ?? base
    return Self.remove(target)
  }

  /// Removes a file or a folder tree; returns the number of files removed.
  @discardableResult
  static func remove(_ path: String) -> Int {
    guard let names = try? FileSystemCalls.names(in: path) else {
      return unlink(path) == 0 ? 1 : 0
    }
    var removed = 0
    for name in names { removed += remove(path + "/" + name) }
    rmdir(path)
    return removed
  }

  /// Removes the least recently used project folders until the cache fits `sizeLimit`,
  /// keeping `current`.
  func evict(keeping current: String) {
    guard let names = try? FileSystemCalls.names(in: base) else { return }
    var folders: [(path: String, used: Int, bytes: Int)] = []
    var total = 0
    for name in names {
      let path = base + "/" + name
      guard let files = try? FileSystemCalls.names(in: path) else { continue }
      var bytes = 0
      for file in files { bytes += Self.size(path + "/" + file) }
      total += bytes
      folders.append((path, Self.modified(path + "/" + Self.stampName), bytes))
    }
    guard total > sizeLimit else { return }
    for folder in folders.sorted(by: { $0.used < $1.used }) where folder.path != current {
      Self.remove(folder.path)
      total -= folder.bytes
      if total <= sizeLimit { return }
    }
  }

  private static func size(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
  }

  private static func modified(_ path: String) -> Int {
    var info = stat()
    guard stat(path, &info) == 0 else { return 0 }
    #if canImport(Glibc)
      return Int(info.st_mtim.tv_sec)
    #else
      return Int(info.st_mtimespec.tv_sec)
    #endif
  }
}
