/// One load's use of a project's cache folder: the shards read before parsing, and the shards
/// written back after it.
struct CacheSession: Sendable {
  /// What happened to one file, for writing the shards back.
  struct Outcome: Sendable {
    /// The file as shown in positions (the entry's key).
    let file: String
    /// The fingerprint of its bytes.
    let hash: ContentHash
    /// The freshly encoded tree, or nil when the stored one answered.
    let fresh: [UInt8]?
  }

  let cache: ParsedDocumentCache
  let folder: String
  let identity: ContentHash
  private let shards: [CacheShard?]

  /// Reads the shards of `root` (and `set`) whose header matches this binary and `config`,
  /// the bytes that identify the project's configuration.
  init(cache: ParsedDocumentCache, root: String, set: String?, config: [UInt8]) {
    self.cache = cache
    let folder = cache.folder(root: root, set: set)
    var header = CacheByteWriter()
    header.string(ParsedDocumentCache.schemaVersion)
    header.string(cache.buildIdentity)
    header.bytes += config
    let identity = ContentHash(header.bytes)
    self.folder = folder
    self.identity = identity
    shards = ParallelWork.map(ParsedDocumentCache.shardCount) { number in
      let path = ParsedDocumentCache.shardPath(number, in: folder)
      guard let bytes = try? FileSystemCalls.contents(of: path) else { return nil }
      return CacheShard(bytes, identity: identity)
    }
  }

  /// The stored tree of `file` when its bytes still hash to `hash`.
  func document(_ file: String, hash: ContentHash) -> SourceNode? {
    shards[ParsedDocumentCache.shard(of: file)]?.document(file, hash: hash)
  }

  /// Writes back every shard whose entries differ from the stored ones, then marks the folder
  /// used and keeps the cache within its bound. Failures to write leave the cache as it was
  /// (a later run parses again); they never fail the load.
  func save(_ outcomes: [Outcome]) {
    var grouped = [[Outcome]](repeating: [], count: ParsedDocumentCache.shardCount)
    for outcome in outcomes {
      grouped[ParsedDocumentCache.shard(of: outcome.file)].append(outcome)
    }
    let written = ParallelWork.map(grouped.count) { [grouped] number -> Bool in
      let list = grouped[number].sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
      let old = shards[number]
      if let old, old.entries.count == list.count,
        list.allSatisfy({ $0.fresh == nil && old.entries[$0.file]?.hash == $0.hash })
      {
        return false
      }
      if old == nil && list.isEmpty { return false }
      var entries: [(file: String, hash: ContentHash, blob: ArraySlice<UInt8>)] = []
      entries.reserveCapacity(list.count)
      for outcome in list {
        if let fresh = outcome.fresh {
          entries.append((outcome.file, outcome.hash, fresh[...]))
        } else if let blob = old?.blob(outcome.file) {
          entries.append((outcome.file, outcome.hash, blob))
        }
      }
      let bytes = CacheShard.encode(entries, identity: identity)
      let path = ParsedDocumentCache.shardPath(number, in: folder)
      return (try? FileSystemCalls.replace(path, with: bytes)) != nil
    }
    let stamp = folder + "/" + ParsedDocumentCache.stampName
    if (try? FileSystemCalls.replace(stamp, with: [])) != nil, written.contains(true) {
      cache.evict(keeping: folder)
    }
  }
}
