import Foundation

/// Every entity file of the project, discovered and parsed once.
///
/// Files are read and parsed on all cores; the results are merged in the order a serial load
/// meets them (kinds in `EntityKind` order, files in key order), so the documents, and the
/// first error thrown when several files are broken, are those of a serial load.
///
/// Messages, the bulk of a large project, are validated in the same job that parses them
/// (`MessageDefinition` needs only the keys of the project, known from the file names before
/// any file is read), and their trees are dropped there: a load never holds the trees of every
/// message next to their definitions. A definition's error is kept, not thrown, so the
/// assembler reports it where a serial load would (after every parse error).
struct ProjectDocuments {
  /// One message's validated definition and its warnings, or its validation error.
  typealias MessageResult = Result<
    (definition: MessageDefinition, warnings: [String]), ProjectError
  >

  /// Parsed documents per kind, in key order; messages are in `messages` instead.
  var documents: [EntityKind: [(key: String, node: SourceNode)]] = [:]
  /// The parsed messages, validated, in key order.
  private(set) var messages: [(key: String, result: MessageResult)] = []
  /// The keys the messages were validated against.
  private(set) var context = SchemaContext()
  /// Every message key found, parsed or not (`parsesMessage`), in key order.
  private(set) var foundMessageKeys: [String] = []
  /// How many documents the cache answered.
  private(set) var cachedCount = 0
  /// How many of those it answered by their unchanged stamp, without reading them.
  private(set) var unreadCount = 0
  /// The warnings of the cache's verdict when it answered for validating every file (see
  /// `ProjectLoadOptions.neededMessages`); only the needed messages were then read.
  private(set) var replayedWarnings: [String]?
  /// The inputs of this load when a verdict may be kept for it: a load of every file, each
  /// answered or read with a settled stamp, with a cache that trusts stamps.
  private(set) var verdictInputs: ContentHash?
  /// The verdict the cache held when this load began (read once, for a load that may use or
  /// replace it).
  private(set) var keptVerdict: ValidationVerdict?

  /// One file to read: its kind and index entry.
  private struct Job: Sendable {
    let kind: EntityKind
    let entry: EntityFileIndex.Entry
  }

  /// One file read: its tree (or error), what the cache should keep of it, and for a message
  /// its validation (its tree then kept only for the watch's memory).
  private struct Parsed: Sendable {
    let node: Result<SourceNode?, ProjectError>
    var outcome: CacheSession.Outcome?
    var message: MessageResult?
    /// True when the cache answered by the file's stamp, without reading the file.
    var unread = false
  }

  init(
    config: ProjectConfig,
    fileSystem: ProjectFileSystem,
    parser: SourceDocumentParser,
    cache: CacheSession? = nil,
    memory: ParsedDocumentMemory? = nil,
    parallel: Bool = true,
    parsesMessage: (@Sendable (String) -> Bool)? = nil,
    neededMessages: ProjectLoadOptions.MessageNeeds? = nil
  ) throws(ProjectError) {
    // Per kind, the entries read: every one but the messages `parsesMessage` skips.
    var indexes: [(kind: EntityKind, entries: Result<[EntityFileIndex.Entry], ProjectError>)] = []
    var jobs: [Job] = []
    for kind in EntityKind.allCases {
      do {
        let index = try EntityFileIndex(
          kind: kind,
          directory: config.directories[kind] ?? "",
          format: config.parser,
          config: config,
          fileSystem: fileSystem)
        var entries = index.entries
        if kind == .message {
          foundMessageKeys = entries.map(\.key)
          if let parsesMessage { entries = entries.filter { parsesMessage($0.key) } }
        }
        indexes.append((kind, .success(entries)))
        jobs += entries.map { Job(kind: kind, entry: $0) }
      } catch {
        // A serial load stops here, after the files of the kinds before.
        indexes.append((kind, .failure(error)))
        break
      }
    }
    var keys: [EntityKind: [String]] = [:]
    for (kind, read) in indexes { keys[kind] = (try? read.get())?.map(\.key) ?? [] }
    let context = SchemaContext(
      localeKeys: keys[.locale] ?? [], segmentKeys: keys[.segment] ?? [],
      messageKeys: foundMessageKeys, targetKeys: keys[.target] ?? [], config: config)
    self.context = context
    let format = config.parser
    // Every kind indexed (a failed index ends the list, and the load).
    let indexed = indexes.allSatisfy { (try? $0.entries.get()) != nil }
    let verifies = cache.map(\.cache.trustsFileStamps) == true && indexed && parsesMessage == nil
    if verifies { keptVerdict = cache?.verdict() }
    if memory == nil, let neededMessages, let verdict = keptVerdict,
      verdict.purpose == neededMessages.purpose, let neededKeys = verdict.neededKeys,
      verdict.inputs == Self.currentInputs(jobs, parallel: parallel)
    {
      replayedWarnings = verdict.warnings
      let needed = Set(neededKeys)
      jobs.removeAll { $0.kind == .message && !needed.contains($0.entry.key) }
      for (number, index) in indexes.enumerated() where index.kind == .message {
        indexes[number].entries = index.entries.map { $0.filter { needed.contains($0.key) } }
      }
    }
    // A load that skips message files reads, and rewrites, only the cache shards of the files
    // it reads; the entries of the files it skipped stay stored, as in the watch's memory.
    let complete = parsesMessage == nil && replayedWarnings == nil
    var session = cache
    let files = session == nil ? [] : jobs.map { fileSystem.relative($0.entry.path) }
    session?.planLookups(of: files, complete: complete)
    // With a cache, files are read shard by shard, so each shard is held only while its files
    // are read; the results go back to key order below.
    let shards = files.map(ParsedDocumentCache.shard(of:))
    let order =
      session == nil
      ? Array(jobs.indices) : jobs.indices.sorted { (shards[$0], $0) < (shards[$1], $1) }
    // With a cache, the files are read in runs of whole shards, and each run's shards are
    // written back when it ends: the trees encoded for the cache are held for one run, not for
    // the whole load.
    let runs =
      session == nil
      ? [(positions: 0..<jobs.count, shards: 0..<0)] : Self.shardRuns(order.map { shards[$0] })
    var inShardOrder: [Parsed] = []
    inShardOrder.reserveCapacity(jobs.count)
    var wroteShard = false
    for run in runs {
      var found = Self.readRun(
        run.positions, order: order, jobs: jobs, files: files, context: context,
        fileSystem: fileSystem, parser: parser, format: format, session: session,
        memory: memory, parallel: parallel)
      if let session {
        let wrote = session.save(
          found.compactMap(\.outcome), complete: complete, shards: run.shards)
        wroteShard = wroteShard || wrote
        for index in found.indices { found[index].outcome?.dropTree() }
      }
      inShardOrder += found
    }
    session?.finishSave(wroteShard: wroteShard)
    var parsed = inShardOrder
    if session != nil {
      for (position, number) in order.enumerated() { parsed[number] = inShardOrder[position] }
    }
    if verifies, complete {
      verdictInputs = Self.inputs(jobs, parsed: parsed)
    }
    cachedCount = parsed.count { $0.outcome != nil && $0.outcome?.fresh == nil }
    unreadCount = parsed.count(where: \.unread)
    memory?.keep(
      parsed.compactMap { file in
        guard let outcome = file.outcome, case .success(let node?) = file.node else { return nil }
        return (outcome.file, outcome.hash, node)
      }, replacing: complete)
    var next = 0
    for (kind, read) in indexes {
      let entries = try read.get()
      var documents: [(key: String, node: SourceNode)] = []
      documents.reserveCapacity(kind == .message ? 0 : entries.count)
      for entry in entries {
        let node = try parsed[next].node.get()
        if kind == .message, let message = parsed[next].message {
          messages.append((entry.key, message))
        } else if let node {
          documents.append((entry.key, node))
        }
        next += 1
      }
      self.documents[kind] = documents
    }
  }

  /// Shards per run of a load with a cache: 16 runs of 16 shards.
  private static let shardsPerRun = 16

  /// The runs of a load in shard order (`shards`: each position's shard, ascending): each
  /// run's positions, and the shard numbers it covers, every shard number in one run.
  private static func shardRuns(_ shards: [Int]) -> [(positions: Range<Int>, shards: Range<Int>)] {
    var runs: [(positions: Range<Int>, shards: Range<Int>)] = []
    var start = 0
    for first in stride(from: 0, to: ParsedDocumentCache.shardCount, by: shardsPerRun) {
      let covered = first..<min(ParsedDocumentCache.shardCount, first + shardsPerRun)
      var end = start
      while end < shards.count, shards[end] < covered.upperBound { end += 1 }
      runs.append((start..<end, covered))
      start = end
    }
    return runs
  }

  /// Reads, parses and (for messages) validates the files at `positions` of `order`, on
  /// every core unless `parallel` is false.
  private static func readRun(
    _ positions: Range<Int>, order: [Int], jobs: [Job], files: [String], context: SchemaContext,
    fileSystem: ProjectFileSystem, parser: SourceDocumentParser, format: SourceFormat,
    session: CacheSession?, memory: ParsedDocumentMemory?, parallel: Bool
  ) -> [Parsed] {
    ParallelWork.map(positions.count, parallel: parallel) { offset in
      let number = order[positions.lowerBound + offset]
      defer { session?.finishedLookup(of: files[number]) }
      let job = jobs[number]
      var read = Self.read(
        job.entry, fileSystem: fileSystem, parser: parser, format: format,
        cache: session, memory: memory)
      if job.kind == .message, case .success(let node?) = read.node {
        var warnings: [String] = []
        read.message = Result { () throws(ProjectError) in
          (
            try MessageDefinition(node, key: job.entry.key, context: context, warnings: &warnings),
            warnings
          )
        }
        if memory == nil {
          read = Parsed(
            node: .success(nil), outcome: read.outcome, message: read.message, unread: read.unread)
        }
      }
      return read
    }
  }

  /// The inputs of a load of `jobs` as their files stamp now; nil when one cannot be stamped.
  private static func currentInputs(_ jobs: [Job], parallel: Bool) -> ContentHash? {
    ValidationVerdict.inputs(count: jobs.count, parallel: parallel) { number, stamper in
      let job = jobs[number]
      return stamper.stamp(job.entry.readPath).map {
        .init(kind: job.kind, file: job.entry.path, stamp: $0)
      }
    }
  }

  /// The inputs of the load that read `jobs` into `parsed`: nil unless every file was read or
  /// answered with a settled stamp.
  private static func inputs(_ jobs: [Job], parsed: [Parsed]) -> ContentHash? {
    let stamps = parsed.map { $0.outcome?.stamp }
    return ValidationVerdict.inputs(count: jobs.count) { number, _ in
      stamps[number].map {
        .init(kind: jobs[number].kind, file: jobs[number].entry.path, stamp: $0)
      }
    }
  }

  /// Reads and parses one file, or takes its tree from the cache: without reading the file
  /// when its stamp is the stored one, else when its bytes hash to the stored fingerprint.
  private static func read(
    _ entry: EntityFileIndex.Entry,
    fileSystem: ProjectFileSystem,
    parser: SourceDocumentParser,
    format: SourceFormat,
    cache: CacheSession?,
    memory: ParsedDocumentMemory?
  ) -> Parsed {
    let file = fileSystem.relative(entry.path)
    // Taken before the bytes are read: a write after it moves the status-change time.
    let stamp = cache == nil ? nil : FileStamp(path: entry.readPath)
    if let cache, cache.cache.trustsFileStamps, let stamp, let stored = cache.record(file),
      stored.stamp == stamp,
      let node = memory?.document(file, hash: stored.hash)
        ?? cache.document(file, hash: stored.hash)
    {
      return Parsed(
        node: .success(node),
        outcome: .init(file: file, hash: stored.hash, stamp: stamp, fresh: nil), unread: true)
    }
    let settled = cache?.cache.settledStamp(stamp, now: Int64(time(nil)))
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readWalkedBytes(entry.readPath, shownAs: entry.path)
    } catch {
      return Parsed(node: .failure(error), outcome: nil)
    }
    let hash = cache == nil && memory == nil ? nil : ContentHash(bytes)
    if let hash,
      let node = memory?.document(file, hash: hash) ?? cache?.document(file, hash: hash)
    {
      return Parsed(
        node: .success(node), outcome: .init(file: file, hash: hash, stamp: settled, fresh: nil))
    }
    do throws(ProjectError) {
      guard let node = try parser.document(bytes, file: file, format: format),
        node.value != .null
      else {
        throw .emptyFile(file: file)
      }
      // Without a cache nothing is written, so the tree is not encoded (an empty `fresh`
      // still marks the file as parsed in this run).
      let outcome = hash.map {
        CacheSession.Outcome(
          file: file, hash: $0, stamp: settled,
          fresh: cache == nil ? [] : SourceNodeCoder.encode(node))
      }
      return Parsed(node: .success(node), outcome: outcome)
    } catch {
      return Parsed(node: .failure(error), outcome: nil)
    }
  }

  /// The parsed documents of one kind.
  subscript(kind: EntityKind) -> [(key: String, node: SourceNode)] {
    documents[kind] ?? []
  }
}
