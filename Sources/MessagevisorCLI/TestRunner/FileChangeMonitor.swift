import Foundation

/// Polls the modification dates and sizes of every file under a folder (watch mode).
///
/// Polling is portable (Linux, macOS) and needs no file-system events. Hidden entries and
/// `node_modules` are skipped. A burst of writes (an editor saving several files, a
/// `git checkout`) is reported once: after the first change the monitor waits until a poll
/// sees nothing new for `settle` seconds.
struct FileChangeMonitor {
  /// The size and date of one file.
  private struct Stamp: Equatable {
    let size: Int
    let modified: Date
  }

  /// The watched folder.
  let folder: String
  /// Seconds between polls.
  var interval: TimeInterval = 0.25
  /// Seconds without further changes that end a burst.
  var settle: TimeInterval = 0.3
  private var stamps: [String: Stamp] = [:]

  /// Starts watching `folder` from its current state.
  init(folder: String) {
    self.folder = folder
    stamps = Self.scan(folder)
  }

  /// Waits for a change and returns the changed, added or removed paths (relative, sorted);
  /// nil when `stop` turned true first.
  mutating func waitForChanges(stop: () -> Bool) -> [String]? {
    var changed: Set<String> = []
    var quietSince: Date?
    while !stop() {
      Thread.sleep(forTimeInterval: interval)
      let current = Self.scan(folder)
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

  private static func differences(_ old: [String: Stamp], _ new: [String: Stamp]) -> Set<String> {
    var result: Set<String> = []
    for (path, stamp) in new where old[path] != stamp { result.insert(path) }
    for path in old.keys where new[path] == nil { result.insert(path) }
    return result
  }

  private static func scan(_ folder: String) -> [String: Stamp] {
    let url = URL(fileURLWithPath: folder)
    let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
    guard
      let enumerator = FileManager.default.enumerator(
        at: url, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    else { return [:] }
    var result: [String: Stamp] = [:]
    let prefix = url.standardizedFileURL.path + "/"
    for case let file as URL in enumerator {
      if file.lastPathComponent == "node_modules" {
        enumerator.skipDescendants()
        continue
      }
      guard let values = try? file.resourceValues(forKeys: Set(keys)),
        values.isRegularFile == true
      else { continue }
      let path = file.standardizedFileURL.path
      let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
      result[relative] = Stamp(
        size: values.fileSize ?? 0, modified: values.contentModificationDate ?? .distantPast)
    }
    return result
  }
}
