/// One load's use of a project's cache folder: the shards read as its files are looked up
/// (`CacheShardSlot`), and the shards written back after it.
struct CacheSession: Sendable {
  /// What happened to one file, for writing the shards back.
  struct Outcome: Sendable {
    /// The file as shown in positions (the entry's key).
    let file: String
    /// The fingerprint of its bytes.
    let hash: ContentHash
    /// The file's stamp to store with the fingerprint: taken before its bytes were read,
    /// kept only when settled (`ParsedDocumentCache.settledStamp`).
    var stamp: FileStamp? = nil
    /// The freshly encoded tree, or nil when the stored one answered (empty once its shard was
    /// written: `dropTree`).
    private(set) var fresh: [UInt8]?

    init(file: String, hash: ContentHash, stamp: FileStamp? = nil, fresh: [UInt8]?) {
      self.file = file
      self.hash = hash
      self.stamp = stamp
      self.fresh = fresh
    }

    /// Lets go of the encoded tree once its shard is written; the outcome still tells that the
    /// file was parsed in this load.
    mutating func dropTree() {
      if fresh != nil { fresh = [] }
    }

    /// What the shard stores of the file's bytes.
    var record: CacheShard.Record { CacheShard.Record(hash: hash, stamp: stamp) }
  }

  let cache: ParsedDocumentCache
  let folder: String
  let identity: ContentHash
  /// The shards this load looks at, by number (nil: not looked at, never written back).
  private var slots: [CacheShardSlot?]

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
    slots = Array(repeating: nil, count: ParsedDocumentCache.shardCount)
  }

  /// Opens every shard, each kept until the session ends (tests and small loads).
  mutating func readShards(of files: [String]?) {
    let numbers =
      files.map { Set($0.map(ParsedDocumentCache.shard(of:))).sorted() }
      ?? Array(0..<ParsedDocumentCache.shardCount)
    for number in numbers {
      slots[number] = CacheShardSlot(
        path: ParsedDocumentCache.shardPath(number, in: folder), identity: identity, lookups: nil)
    }
  }

  /// Plans a load that looks up each of `files` once (then calls `finishedLookup`): a shard
  /// is read at its first lookup and dropped after its last. A `complete` load (every file of
  /// the project) also opens the shards none of its files falls in, so that saving empties them.
  mutating func planLookups(of files: [String], complete: Bool) {
    var counts = [Int](repeating: 0, count: ParsedDocumentCache.shardCount)
    for file in files { counts[ParsedDocumentCache.shard(of: file)] += 1 }
    for (number, count) in counts.enumerated() where count > 0 || complete {
      slots[number] = CacheShardSlot(
        path: ParsedDocumentCache.shardPath(number, in: folder), identity: identity,
        lookups: count)
    }
  }

  /// What the cache stored of `file`'s bytes, reading its shard on first use.
  func record(_ file: String) -> CacheShard.Record? {
    slots[ParsedDocumentCache.shard(of: file)]?.shard()?.entries[file]?.record
  }

  /// The stored tree of `file` when its bytes still hash to `hash`.
  func document(_ file: String, hash: ContentHash) -> SourceNode? {
    slots[ParsedDocumentCache.shard(of: file)]?.shard()?.document(file, hash: hash)
  }

  /// Whether the bytes of the shard `file` falls in are held now.
  func holdsShard(of file: String) -> Bool {
    slots[ParsedDocumentCache.shard(of: file)]?.holdsBytes ?? false
  }

  /// Notes that the lookup of `file` planned by `planLookups` is done (whether or not it
  /// asked the cache).
  func finishedLookup(of file: String) {
    slots[ParsedDocumentCache.shard(of: file)]?.finishedLookup()
  }

  /// The verdict of the last load that read and validated every file, when one is stored
  /// under this session's identity and intact.
  func verdict() -> ValidationVerdict? {
    let path = folder + "/" + ValidationVerdict.fileName
    guard let bytes = try? FileSystemCalls.contents(of: path) else { return nil }
    return ValidationVerdict(bytes, identity: identity)
  }

  /// Stores `verdict` in place of `kept` (the one `verdict()` gave), unless it is that one. A
  /// failure to write leaves the cache as it was; it never fails the load.
  func store(_ verdict: ValidationVerdict, replacing kept: ValidationVerdict?) {
    guard kept != verdict else { return }
    let path = folder + "/" + ValidationVerdict.fileName
    try? FileSystemCalls.replace(path, with: verdict.encoded(identity: identity))
  }

  /// Writes back every shard the load opened whose entries differ from the stored ones, then
  /// marks the folder used and keeps the cache within its bound.
  ///
  /// After a `complete` load (every file read) a shard holds exactly that load's files, so
  /// files gone since are dropped; after a partial one it keeps its other entries too. Shards
  /// that were not opened are left as they are. Failures to write leave the cache as it was (a
  /// later run parses again); they never fail the load.
  func save(_ outcomes: [Outcome], complete: Bool) {
    let wrote = save(outcomes, complete: complete, shards: 0..<ParsedDocumentCache.shardCount)
    finishSave(wroteShard: wrote)
  }

  /// `save(_:complete:)` of the shards numbered in `shards` only, which `outcomes` all fall in,
  /// without marking the folder used (`finishSave`); true when a shard was written.
  func save(_ outcomes: [Outcome], complete: Bool, shards: Range<Int>) -> Bool {
    var grouped = [[Outcome]](repeating: [], count: shards.count)
    for outcome in outcomes {
      let number = ParsedDocumentCache.shard(of: outcome.file)
      assert(shards.contains(number), "an outcome outside the shards saved")
      guard shards.contains(number) else { continue }
      grouped[number - shards.lowerBound].append(outcome)
    }
    let written = ParallelWork.map(grouped.count) { [grouped, slots] offset -> Bool in
      let number = shards.lowerBound + offset
      guard let slot = slots[number] else { return false }
      let list = grouped[offset]
      let stored = slot.storedRecords()
      let unchanged = list.allSatisfy { $0.fresh == nil && stored?[$0.file] == $0.record }
      if unchanged && (!complete || (stored?.count ?? 0) == list.count) { return false }
      // Only a tree stored under the fingerprint expected is taken from the old shard.
      let old = stored == nil ? nil : slot.shardForRewrite()
      func blob(_ file: String, _ hash: ContentHash) -> ArraySlice<UInt8>? {
        guard let old, old.entries[file]?.hash == hash else { return nil }
        return old.blob(file)
      }
      var entries: [(file: String, record: CacheShard.Record, blob: ArraySlice<UInt8>)] = []
      entries.reserveCapacity(list.count)
      for outcome in list {
        if let fresh = outcome.fresh {
          entries.append((outcome.file, outcome.record, fresh[...]))
        } else if let stored = blob(outcome.file, outcome.hash) {
          entries.append((outcome.file, outcome.record, stored))
        }
      }
      if !complete, let old {
        let read = Set(list.map(\.file))
        for (file, entry) in old.entries where !read.contains(file) {
          if let blob = old.blob(file) { entries.append((file, entry.record, blob)) }
        }
      }
      entries.sort { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
      let bytes = CacheShard.encode(entries, identity: identity)
      let path = ParsedDocumentCache.shardPath(number, in: folder)
      return (try? FileSystemCalls.replace(path, with: bytes)) != nil
    }
    return written.contains(true)
  }

  /// Marks the folder used, and keeps the cache within its bound when a shard was written.
  func finishSave(wroteShard: Bool) {
    let stamp = folder + "/" + ParsedDocumentCache.stampName
    if (try? FileSystemCalls.replace(stamp, with: [])) != nil, wroteShard {
      cache.evict(keeping: folder)
    }
  }
}
