import Synchronization

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// The entity file indexes of earlier loads in this process, each kept with the stamps of the
/// folders it listed, so a second load of an unchanged folder (a filtered run lists the
/// project twice, a watch re-run lists it again) does not walk and sort 50,000 names again.
///
/// An index is answered only while every folder it listed has the stamp it had before it was
/// listed: adding, removing or renaming a file changes its folder's modification and
/// status-change times, and replacing a folder changes its inode. A folder modified within
/// `racyWindow` seconds of being listed is not kept at all, so a change later in the same
/// clock tick (file systems with whole-second times) cannot hide behind an equal stamp. Edits
/// inside files do not touch their folder and do not matter here: the index holds names, and
/// every file is still read (and hashed) by the load.
package final class FolderListingMemo: Sendable {
  /// The listings of this process.
  package static let shared = FolderListingMemo()

  /// What an index depends on besides the folders' contents.
  struct Key: Hashable, Sendable {
    let kind: EntityKind
    let directory: String
    /// The resolved folder.
    let folder: String
    let ext: String
    let namespace: String
    let overrideSeparator: String
  }

  private struct Stored: Sendable {
    let folders: [(path: String, stamp: FileStamp)]
    let entries: [EntityFileIndex.Entry]
    let order: Int
  }

  /// Seconds a folder's modification and status-change times must lie before the listing
  /// for it to be kept (2 in the shared memo; tests lower it to try to fool the stamps).
  let racyWindow: Int64
  /// Listings kept; the oldest is dropped beyond this.
  static let capacity = 16

  private let stored = Mutex<(listings: [Key: Stored], next: Int)>(([:], 0))

  init(racyWindow: Int64 = 2) {
    self.racyWindow = racyWindow
  }

  /// How many listings are kept.
  var count: Int { stored.withLock { $0.listings.count } }

  /// The entries listed for `key`, when no folder they came from has changed since.
  func entries(for key: Key) -> [EntityFileIndex.Entry]? {
    guard let listing = stored.withLock({ $0.listings[key] }) else { return nil }
    for folder in listing.folders where FileStamp(path: folder.path) != folder.stamp {
      return nil
    }
    return listing.entries
  }

  /// Keeps `entries` for `key`, listed from `folders` with the stamps taken before each was
  /// listed; nothing is kept when a stamp is missing or too recent to trust.
  func keep(
    _ entries: [EntityFileIndex.Entry], for key: Key,
    folders: [(path: String, stamp: FileStamp?)]
  ) {
    guard !folders.isEmpty else { return }
    let now = Int64(time(nil))
    var stamped: [(path: String, stamp: FileStamp)] = []
    for folder in folders {
      guard let stamp = folder.stamp, stamp.isOlder(than: now - racyWindow) else { return }
      stamped.append((folder.path, stamp))
    }
    // Replaced listings are released after the lock is given back.
    let dropped = stored.withLock { state -> [Stored] in
      var dropped: [Stored] = []
      if let previous = state.listings.updateValue(
        Stored(folders: stamped, entries: entries, order: state.next), forKey: key)
      {
        dropped.append(previous)
      }
      state.next += 1
      while state.listings.count > Self.capacity,
        let oldest = state.listings.min(by: { $0.value.order < $1.value.order })
      {
        dropped.append(state.listings.removeValue(forKey: oldest.key) ?? oldest.value)
      }
      return dropped
    }
    _ = dropped
  }
}
