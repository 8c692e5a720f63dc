import Foundation

/// Stops a process and every process it started.
///
/// A timed-out `npx` usually has children (node, a shell); killing only the direct child
/// would leave them running and holding inherited pipes open.
enum ProcessTree {
  /// Sends `signal` to `pid` and all its descendants, deepest first.
  static func kill(_ pid: Int32, signal: Int32) {
    for child in children(of: pid) {
      kill(child, signal: signal)
    }
    _ = Foundation.kill(pid, signal)
  }

  /// Direct children, read from `/proc` (empty where `/proc` does not exist).
  static func children(of pid: Int32) -> [Int32] {
    let tasks = "/proc/\(pid)/task"
    guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) else {
      return []
    }
    var result: [Int32] = []
    for thread in threads {
      guard let text = try? String(contentsOfFile: "\(tasks)/\(thread)/children", encoding: .utf8)
      else { continue }
      result += text.split(separator: " ").compactMap {
        Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    }
    return result
  }
}
