import Foundation
import MessagevisorProject

/// Watches the `lstat` stamps of every file under a folder (watch mode).
///
/// A stamp holds the size, the modification and status-change times and the inode
/// (`FileStamp`), so an edit that keeps the size and the modification time is still seen.
/// Hidden entries and `node_modules` are skipped. On Linux, file-system events
/// (`FolderEvents`) say where to look, so a change is seen at once and only the places it
/// names are stamped again; a full scan follows lost events, and every `backstop` seconds of
/// quiet. Elsewhere, or when events are not available, the monitor polls: an idle poll waits
/// at least twice as long as the last scan took, so watching keeps at most a third of one
/// core busy. A burst of writes (an editor saving several files, a `git checkout`) is
/// reported once: after the first change the monitor waits until nothing new happened for
/// `settle` seconds.
struct FileChangeMonitor {
  /// The watched folder.
  let folder: String
  /// The shortest wait between polls, in seconds.
  var interval: TimeInterval = 0.25
  /// Seconds without further changes that end a burst: a poll needs longer than an event.
  var settle: TimeInterval
  /// Seconds of quiet after which an event-driven monitor scans everything anyway.
  var backstop: TimeInterval = 30
  private var stamps: [String: FileStamp] = [:]
  private var lastScan: TimeInterval = 0
  private var events: FolderEvents?

  /// Starts watching `folder` from its current state; `useEvents: false` polls.
  init(folder: String, useEvents: Bool = true) {
    self.folder = folder
    // Watches first: a change made while the first scan runs is then an event too.
    events = useEvents ? FolderEvents(root: folder) : nil
    settle = events == nil ? 0.3 : 0.05
    stamps = scan()
  }

  /// Whether the monitor is driven by file-system events rather than polling.
  var usesEvents: Bool { events != nil }

  /// Waits for a change and returns the changed, added or removed paths (relative, sorted);
  /// nil when `stop` turned true first.
  mutating func waitForChanges(stop: () -> Bool) -> [String]? {
    var changed: Set<String> = []
    var quietSince: Date?
    var lastFullScan = Date()
    while !stop() {
      let differences: Set<String>
      if let events {
        switch events.wait(timeout: quietSince == nil ? interval : settle) {
        case .nothing:
          if quietSince == nil, Date().timeIntervalSince(lastFullScan) >= backstop {
            differences = rescanEverything()
            lastFullScan = Date()
          } else {
            differences = []
          }
        case .paths(let paths): differences = restamp(paths)
        case .everything:
          differences = rescanEverything()
          lastFullScan = Date()
          if events.incomplete {
            // Some folder has no watch: only polling sees all of it from now on.
            self.events = nil
          }
        }
      } else {
        // Idle, a poll waits at least twice the last scan; within a burst, just `settle`.
        Thread.sleep(forTimeInterval: quietSince == nil ? max(interval, 2 * lastScan) : settle)
        differences = rescanEverything()
      }
      if !differences.isEmpty {
        changed.formUnion(differences)
        quietSince = Date()
      } else if let quietSince, Date().timeIntervalSince(quietSince) >= settle {
        return changed.sorted()
      }
    }
    return nil
  }

  private mutating func rescanEverything() -> Set<String> {
    let current = scan()
    let differences = Self.differences(stamps, current)
    stamps = current
    return differences
  }

  /// Stamps `paths` again (a folder with everything under it) and returns those that changed.
  private mutating func restamp(_ paths: Set<String>) -> Set<String> {
    var differences: Set<String> = []
    for path in paths {
      let absolute = folder + "/" + path
      let stamp = FileStamp(path: absolute)
      if let stamp, stamp.isFolder {
        let prefix = path + "/"
        var old: [String: FileStamp] = [:]
        for (key, value) in stamps where key.hasPrefix(prefix) { old[key] = value }
        var new: [String: FileStamp] = [:]
        for (key, value) in FileStamp.tree(under: absolute) { new[prefix + key] = value }
        for key in old.keys { stamps[key] = nil }
        stamps.merge(new) { $1 }
        differences.formUnion(Self.differences(old, new))
        // A file replaced by a folder.
        if stamps.removeValue(forKey: path) != nil { differences.insert(path) }
        continue
      }
      // A file, or something gone: a folder that was removed takes what was under it along.
      if stamp == nil {
        let prefix = path + "/"
        for key in stamps.keys where key.hasPrefix(prefix) {
          stamps[key] = nil
          differences.insert(key)
        }
      }
      if stamps[path] != stamp {
        stamps[path] = stamp
        differences.insert(path)
      }
    }
    return differences
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
