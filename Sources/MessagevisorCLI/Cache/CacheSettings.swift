import Foundation
import MessagevisorProject

/// Decides whether a run uses the parsed-entity cache, and where it lives.
///
/// Off with `--noCache` or `MESSAGEVISOR_NO_CACHE` set to anything but empty or `0`; on
/// otherwise, in `$MESSAGEVISOR_CACHE_DIR`, else `$XDG_CACHE_HOME/messagevisor-swift`, else
/// `~/.cache/messagevisor-swift`. `MESSAGEVISOR_CACHE_LIMIT_MB` bounds its size.
/// `MESSAGEVISOR_CACHE_VERIFY=content` reads and fingerprints every file on every run instead
/// of trusting an unchanged file stamp (for file systems whose status-change times cannot be
/// relied on); `stamps`, or no value, trusts them; any other value is taken as `content`, the
/// stricter one.
enum CacheSettings {
  /// The cache for a run, or nil when it is turned off or no folder is known.
  static func cache(environment: [String: String], noCache: Bool) -> ParsedDocumentCache? {
    guard !noCache, !isDisabled(environment) else { return nil }
    return location(environment: environment)
  }

  /// The cache folder and limits, whether or not it is turned off (for `cache info/clear`).
  static func location(environment: [String: String]) -> ParsedDocumentCache? {
    let base: String?
    if let folder = environment["MESSAGEVISOR_CACHE_DIR"], !folder.isEmpty {
      base = ProjectFileSystem.absolute(folder, under: FileManager.default.currentDirectoryPath)
    } else {
      base = ParsedDocumentCache.defaultBase(environment: environment)
    }
    guard let base else { return nil }
    let limit = environment["MESSAGEVISOR_CACHE_LIMIT_MB"].flatMap(Int.init).map { $0 << 20 }
    return ParsedDocumentCache(
      base: base, buildIdentity: buildIdentity,
      sizeLimit: limit ?? ParsedDocumentCache.defaultSizeLimit,
      trustsFileStamps: trustsFileStamps(environment))
  }

  /// False when `MESSAGEVISOR_CACHE_VERIFY` asks for every file's bytes to be read.
  static func trustsFileStamps(_ environment: [String: String]) -> Bool {
    guard let value = environment["MESSAGEVISOR_CACHE_VERIFY"], !value.isEmpty else {
      return true
    }
    return value == "stamps"
  }

  /// True when `MESSAGEVISOR_NO_CACHE` turns the cache off.
  static func isDisabled(_ environment: [String: String]) -> Bool {
    guard let value = environment["MESSAGEVISOR_NO_CACHE"] else { return false }
    return !value.isEmpty && value != "0"
  }

  /// Names this binary: the version, and the executable file's size, modification time and
  /// inode, so a rebuilt or another installed binary never reads this one's entries.
  static let buildIdentity: String = {
    var identity = "messagevisor-swift " + MessagevisorCLI.version
    var info = stat()
    let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
    if stat("/proc/self/exe", &info) == 0 || stat(executable, &info) == 0 {
      #if canImport(Glibc)
        let modified = info.st_mtim
      #else
        let modified = info.st_mtimespec
      #endif
      identity += " \(info.st_size) \(info.st_ino) \(modified.tv_sec).\(modified.tv_nsec)"
    }
    return identity
  }()
}
