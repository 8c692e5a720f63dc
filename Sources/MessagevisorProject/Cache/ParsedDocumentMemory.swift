import Synchronization

/// The parsed trees of the last load, kept in memory between the runs of a watch session.
///
/// A reload takes a file's tree from here when the file's path and the fingerprint of its
/// bytes match, so only the files changed since are parsed again; the trees of the new load
/// then replace the old ones (files gone since are dropped).
package final class ParsedDocumentMemory: Sendable {
  private struct Entry: Sendable {
    let hash: ContentHash
    let node: SourceNode
  }

  private let entries = Mutex<[String: Entry]>([:])

  /// Creates an empty memory.
  package init() {}

  /// The tree kept for `file` when its bytes still hash to `hash`.
  func document(_ file: String, hash: ContentHash) -> SourceNode? {
    let entry = entries.withLock { $0[file] }
    guard let entry, entry.hash == hash else { return nil }
    return entry.node
  }

  /// Keeps the trees of one load: exactly those when `replacing` (a load that read every
  /// file, so files gone since are dropped), else in addition to the kept ones (a load that
  /// read only some files).
  func keep(_ documents: [(file: String, hash: ContentHash, node: SourceNode)], replacing: Bool) {
    guard replacing else {
      // The trees replaced are released after the lock is given back.
      let replaced = entries.withLock { current in
        var replaced: [Entry] = []
        for document in documents {
          let entry = Entry(hash: document.hash, node: document.node)
          if let previous = current.updateValue(entry, forKey: document.file) {
            replaced.append(previous)
          }
        }
        return replaced
      }
      _ = replaced
      return
    }
    var fresh: [String: Entry] = [:]
    fresh.reserveCapacity(documents.count)
    for document in documents {
      fresh[document.file] = Entry(hash: document.hash, node: document.node)
    }
    // The old trees are released after the lock is given back.
    let old = entries.withLock { current in
      defer { current = fresh }
      return current
    }
    _ = old
  }

  /// How many trees are kept.
  package var count: Int { entries.withLock { $0.count } }
}
