import Foundation
import MessagevisorProject

#if canImport(Glibc)
  import Glibc
#endif

/// File-system events under a folder tree (Linux `inotify`), for `FileChangeMonitor`.
///
/// One watch per folder (hidden folders and `node_modules` left out, as the monitor's scan
/// leaves them out); a folder created or moved in is watched as soon as its event is read.
/// Events only say where to look: the monitor compares `lstat` stamps at the places named, so
/// an event that changed nothing re-runs nothing. When the kernel's queue overflowed, or a
/// watch could not be added (the per-user limit), `wait` answers `.everything` and the
/// monitor scans the whole tree; a watch that could not be added also makes the events
/// `incomplete`, and the monitor goes back to polling. Elsewhere than Linux `init` fails and
/// the monitor polls.
final class FolderEvents {
  /// What a wait saw.
  enum Seen: Equatable {
    /// Nothing within the timeout.
    case nothing
    /// Paths (relative to the folder) where something changed; a folder's path stands for
    /// everything under it.
    case paths(Set<String>)
    /// Events were lost: only a full scan can tell what changed.
    case everything
  }

  #if canImport(Glibc)
    private let descriptor: Int32
    /// Watched folders by watch descriptor, as paths relative to the root ("" for the root).
    private var folders: [Int32: String] = [:]
    private let root: String
    /// A watch failed since the last wait: the next wait reports `.everything`.
    private var lostEvents = false
    /// A folder could not be watched (the per-user watch limit): its changes come as no event.
    private(set) var incomplete = false

    private static let mask: UInt32 =
      UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO)
      | UInt32(IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_DONT_FOLLOW) | UInt32(IN_EXCL_UNLINK)

    /// Watches every folder under `root`; nil when inotify is not available.
    init?(root: String) {
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      self.descriptor = descriptor
      self.root = root
      guard watchTree(""), !incomplete else {
        close(descriptor)
        return nil
      }
    }

    deinit {
      close(descriptor)
    }

    /// Adds watches on `relative` and every folder under it; false when the first one failed.
    @discardableResult
    private func watchTree(_ relative: String) -> Bool {
      var pending = [relative]
      var first = true
      while let folder = pending.popLast() {
        let path = folder.isEmpty ? root : root + "/" + folder
        let watch = inotify_add_watch(descriptor, path, Self.mask | UInt32(IN_ONLYDIR))
        if watch < 0 {
          // Gone already (its removal is an event of its parent), or the watch limit.
          if errno != ENOENT && errno != ENOTDIR {
            lostEvents = true
            incomplete = true
          }
          if first { return false }
          continue
        }
        first = false
        folders[watch] = folder
        for name in FileStamp.subfolders(of: path) {
          pending.append(folder.isEmpty ? name : folder + "/" + name)
        }
      }
      return true
    }

    /// Waits up to `timeout` seconds for events and returns where they happened.
    func wait(timeout: TimeInterval) -> Seen {
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, Int32(max(0, timeout * 1000)))
      var seen: Set<String> = []
      let overflowed = ready > 0 && readEvents(into: &seen)
      if overflowed || lostEvents {
        lostEvents = false
        return .everything
      }
      return seen.isEmpty ? .nothing : .paths(seen)
    }

    /// Reads every queued event; true when events were lost.
    private func readEvents(into seen: inout Set<String>) -> Bool {
      var lost = false
      let capacity = 64 * 1024
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 8)
      defer { buffer.deallocate() }
      while true {
        let count = read(descriptor, buffer.baseAddress, capacity)
        guard count > 0 else { break }
        var offset = 0
        // struct inotify_event: wd, mask, cookie, len (4 bytes each), then `len` name bytes.
        while offset + 16 <= count {
          let watch = buffer.loadUnaligned(fromByteOffset: offset, as: Int32.self)
          let mask = buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
          let length = Int(buffer.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          let nameBytes = UnsafeRawBufferPointer(
            rebasing: buffer[(offset + 16)..<min(count, offset + 16 + length)])
          offset += 16 + length
          let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
          if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            lost = true
            continue
          }
          guard let folder = folders[watch] else { continue }
          if mask & UInt32(IN_IGNORED) != 0 {
            folders[watch] = nil
            continue
          }
          if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            // The parent's event names it too. The root has no parent here: once it is gone,
            // nothing watches a folder created in its place, so only polling can go on.
            if folder.isEmpty {
              lost = true
              incomplete = true
            }
            continue
          }
          guard !name.isEmpty, !name.hasPrefix("."), name != "node_modules" else { continue }
          let path = folder.isEmpty ? name : folder + "/" + name
          if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            watchTree(path)
          }
          seen.insert(path)
        }
      }
      return lost
    }
  #else
    init?(root: String) { nil }

    var incomplete: Bool { true }

    func wait(timeout: TimeInterval) -> Seen { .everything }
  #endif
}
