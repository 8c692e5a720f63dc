import Synchronization

/// One shard of a load's cache: read when the first of its files asks for it, and its bytes
/// dropped after the last one did, so a load over a large project holds a few shards at a
/// time rather than all of them.
///
/// What the shard stored (each file's fingerprint and stamp) outlives the bytes: writing the
/// shard back decides from it whether anything changed, and reads the file again only to
/// rewrite it.
final class CacheShardSlot: Sendable {
  private struct State {
    /// Lookups still to come; the bytes are dropped when it reaches zero (nil: kept).
    var remaining: Int?
    var loaded = false
    var shard: CacheShard?
    /// What the shard stored, by file; nil when the shard is absent or unusable.
    var stored: [String: CacheShard.Record]?
  }

  private let path: String
  private let identity: ContentHash
  private let state: Mutex<State>

  /// A slot for the shard file at `path`, expecting `lookups` lookups (nil: any number).
  init(path: String, identity: ContentHash, lookups: Int?) {
    self.path = path
    self.identity = identity
    state = Mutex(State(remaining: lookups))
  }

  /// The shard file's contents when its identity and checksum hold.
  func readFromDisk() -> CacheShard? {
    guard let bytes = try? FileSystemCalls.contents(of: path) else { return nil }
    return CacheShard(bytes, identity: identity)
  }

  /// The shard, read on first use; nil when absent or unusable, or already dropped.
  func shard() -> CacheShard? {
    state.withLock { state in
      if !state.loaded {
        // Read under this slot's lock: a second reader of the same shard waits for it.
        state.loaded = true
        state.shard = readFromDisk()
        state.stored = state.shard.map { $0.entries.mapValues(\.record) }
      }
      return state.shard
    }
  }

  /// Notes one lookup done; the last one drops the bytes (after the lock is given back).
  func finishedLookup() {
    let dropped = state.withLock { state -> CacheShard? in
      guard let remaining = state.remaining else { return nil }
      state.remaining = remaining - 1
      guard remaining - 1 <= 0 else { return nil }
      let shard = state.shard
      state.shard = nil
      return shard
    }
    _ = dropped
  }

  /// Whether the shard's bytes are held now.
  var holdsBytes: Bool { state.withLock { $0.shard != nil } }

  /// What the shard stored, reading it when no lookup did.
  func storedRecords() -> [String: CacheShard.Record]? {
    _ = shard()
    return state.withLock { $0.stored }
  }

  /// The shard's entries for a rewrite: the bytes still held, else the file read again.
  ///
  /// The file may have been replaced since the lookups (another run): the caller takes a
  /// stored tree only when its fingerprint is the one it expects.
  func shardForRewrite() -> CacheShard? {
    state.withLock { $0.shard } ?? readFromDisk()
  }
}
