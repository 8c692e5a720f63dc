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

  /// Keeps exactly the trees of one load.
  func replace(with documents: [(file: String, hash: ContentHash, node: SourceNode)]) {
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
