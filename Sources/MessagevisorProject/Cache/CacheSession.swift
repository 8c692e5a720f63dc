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
  /// The shards read so far, by number (nil: not read, or not usable).
  private var shards: [CacheShard?]
  /// Which shards were read (only those are ever written back).
  private var isRead: [Bool]

  /// Prepares the cache folder of `root` (and `set`) for a load; no shard is read yet.
  ///
  /// `config` holds the bytes that identify the project's configuration: a shard is used only
  /// when its header matches this binary and them.
  init(cache: ParsedDocumentCache, root: String, set: String?, config: [UInt8]) {
    self.cache = cache
    var header = CacheByteWriter()
    header.string(ParsedDocumentCache.schemaVersion)
    header.string(cache.buildIdentity)
    header.bytes += config
    folder = cache.folder(root: root, set: set)
    identity = ContentHash(header.bytes)
    shards = Array(repeating: nil, count: ParsedDocumentCache.shardCount)
    isRead = Array(repeating: false, count: ParsedDocumentCache.shardCount)
  }

  /// Reads the shards that can hold one of `files`, or every shard when `files` is nil.
  mutating func readShards(of files: [String]?) {
    let numbers =
      files.map { Set($0.map(ParsedDocumentCache.shard(of:))).sorted() }
      ?? Array(0..<ParsedDocumentCache.shardCount)
    let (folder, identity) = (folder, identity)
    let read = ParallelWork.map(numbers.count) { [numbers] index in
      let path = ParsedDocumentCache.shardPath(numbers[index], in: folder)
      guard let bytes = try? FileSystemCalls.contents(of: path) else { return CacheShard?.none }
      return CacheShard(bytes, identity: identity)
    }
    for (index, number) in numbers.enumerated() {
      shards[number] = read[index]
      isRead[number] = true
    }
  }

  /// The stored tree of `file` when its bytes still hash to `hash`.
  func document(_ file: String, hash: ContentHash) -> SourceNode? {
    shards[ParsedDocumentCache.shard(of: file)]?.document(file, hash: hash)
  }

  /// Writes back every read shard whose entries differ from the stored ones, then marks the
  /// folder used and keeps the cache within its bound.
  ///
  /// After a `complete` load (every file read) a shard holds exactly that load's files, so
  /// files gone since are dropped; after a partial one it keeps its other entries too. Shards
  /// that were not read are left as they are. Failures to write leave the cache as it was (a
  /// later run parses again); they never fail the load.
  func save(_ outcomes: [Outcome], complete: Bool) {
    var grouped = [[Outcome]](repeating: [], count: ParsedDocumentCache.shardCount)
    for outcome in outcomes {
      grouped[ParsedDocumentCache.shard(of: outcome.file)].append(outcome)
    }
    let written = ParallelWork.map(grouped.count) { [grouped] number -> Bool in
      guard isRead[number] else { return false }
      let list = grouped[number]
      let old = shards[number]
      let unchanged = list.allSatisfy { $0.fresh == nil && old?.entries[$0.file]?.hash == $0.hash }
      if unchanged && (!complete || (old?.entries.count ?? 0) == list.count) { return false }
      var entries: [(file: String, hash: ContentHash, blob: ArraySlice<UInt8>)] = []
      entries.reserveCapacity(list.count)
      for outcome in list {
        if let fresh = outcome.fresh {
          entries.append((outcome.file, outcome.hash, fresh[...]))
        } else if let blob = old?.blob(outcome.file) {
          entries.append((outcome.file, outcome.hash, blob))
        }
      }
      if !complete, let old {
        let read = Set(list.map(\.file))
        for (file, entry) in old.entries where !read.contains(file) {
          if let blob = old.blob(file) { entries.append((file, entry.hash, blob)) }
        }
      }
      entries.sort { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
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
