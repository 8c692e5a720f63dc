import Foundation
import MessagevisorProject

/// Polls the `lstat` stamps of every file under a folder (watch mode).
///
/// Polling is portable (Linux, macOS) and needs no file-system events. A stamp holds the
/// size, the modification and status-change times and the inode (`FileStamp`), so an edit
/// that keeps the size and the modification time is still seen. Hidden entries and
/// `node_modules` are skipped. A burst of writes (an editor saving several files, a
/// `git checkout`) is reported once: after the first change the monitor waits until a poll
/// sees nothing new for `settle` seconds. On a large project an idle poll waits at least
/// twice as long as the last scan took, so watching keeps at most a third of one core busy.
struct FileChangeMonitor {
  /// The watched folder.
  let folder: String
  /// The shortest wait between polls, in seconds.
  var interval: TimeInterval = 0.25
  /// Seconds without further changes that end a burst.
  var settle: TimeInterval = 0.3
  private var stamps: [String: FileStamp] = [:]
  private var lastScan: TimeInterval = 0

  /// Starts watching `folder` from its current state.
  init(folder: String) {
    self.folder = folder
    stamps = scan()
  }

  /// Waits for a change and returns the changed, added or removed paths (relative, sorted);
  /// nil when `stop` turned true first.
  mutating func waitForChanges(stop: () -> Bool) -> [String]? {
    var changed: Set<String> = []
    var quietSince: Date?
    while !stop() {
      // Idle, a poll waits at least twice the last scan; within a burst, just `settle`.
      Thread.sleep(forTimeInterval: quietSince == nil ? max(interval, 2 * lastScan) : settle)
      let current = scan()
      let differences = Self.differences(stamps, current)
      stamps = current
      if !differences.isEmpty {
        changed.formUnion(differences)
        quietSince = Date()
      } else if let quietSince, Date().timeIntervalSince(quietSince) >= settle {
        return changed.sorted()
      }
    }
    return nil
  }

  private static func differences(_ old: [String: FileStamp], _ new: [String: FileStamp])
    -> Set<String>
  {
    var result: Set<String> = []
    for (path, stamp) in new where old[path] != stamp { result.insert(path) }
    for path in old.keys where new[path] == nil { result.insert(path) }
    return result
  }

  private mutating func scan() -> [String: FileStamp] {
    let start = Date()
    defer { lastScan = Date().timeIntervalSince(start) }
    return FileStamp.tree(under: folder)
  }
}
