import Foundation
import Testing

@testable import MessagevisorProject

/// The parsed-entity cache answers only for unchanged files, and every attempt to make it
/// answer with stale content (same size and time, swapped contents, renames, another config or
/// binary, concurrent writers, damaged shards) gets the same result as a load without it.
struct ParsedDocumentCacheTests {
  /// A generated project with its own cache folder.
  final class Fixture: @unchecked Sendable {
    let project: TemporaryProject
    let cacheBase: TemporaryProject
    var buildIdentity = "test-binary-1"
    var sizeLimit = ParsedDocumentCache.defaultSizeLimit
    /// The cache's racy window: -1 stores the stamps of files written this very second.
    var racyWindow: Int64 = 2
    var trustsFileStamps = true
    /// How many files the last `cached()` load answered by their stamp, unread.
    var unread = 0

    init(count: Int = 120) throws {
      project = try GeneratedProject.write(GeneratedProject.files(count: count), seed: 11)
      cacheBase = try TemporaryProject([:])
    }

    var root: String { project.root }
    var cache: ParsedDocumentCache {
      ParsedDocumentCache(
        base: cacheBase.root, buildIdentity: buildIdentity, sizeLimit: sizeLimit,
        trustsFileStamps: trustsFileStamps, racyWindow: racyWindow)
    }

    /// Loads with the cache; the snapshot or error, and how many files the cache answered.
    func cached(root: String? = nil) -> (Result<ProjectSnapshot, ProjectError>, Int) {
      var hits = 0
      let result = Result { () throws(ProjectError) in
        let project = try Project.load(
          root: root ?? self.root, options: ProjectLoadOptions(cache: cache))
        hits = project.cachedDocuments
        unread = project.unreadDocuments
        return ProjectSnapshot(project)
      }
      return (result, hits)
    }

    /// Loads with the cache, reading only the message files whose key `reads` accepts (a
    /// filtered run); how many files the cache answered.
    func partial(reads: @escaping @Sendable (String) -> Bool) throws -> Int {
      try Project.load(root: root, options: ProjectLoadOptions(cache: cache, parsesMessage: reads))
        .cachedDocuments
    }

    /// Loads without the cache.
    func fresh() -> Result<ProjectSnapshot, ProjectError> {
      Result { () throws(ProjectError) in ProjectSnapshot(try Project.load(root: root)) }
    }

    /// The number of entity files in the project.
    var fileCount: Int {
      (try? FileManager.default.subpathsOfDirectory(atPath: root))?
        .filter { $0.hasSuffix(".yml") }.count ?? 0
    }

    /// The shard files of this project's cache folder.
    var shardPaths: [String] {
      let folder = cache.folder(root: ProjectFileSystem.resolvedRoot(root), set: nil)
      return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasPrefix("shard-") }.map { folder + "/" + $0 }
    }
  }

  /// Writes `text` to `path` and sets its modification and access times back to what they
  /// were, so size and mtime alone cannot tell the change.
  static func writeKeepingTime(_ path: String, _ text: String) throws {
    var before = stat()
    #expect(stat(path, &before) == 0)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    var times = [before.st_atim, before.st_mtim]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    var after = stat()
    #expect(stat(path, &after) == 0)
    #expect(after.st_size == before.st_size)
    #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec)
    #expect(after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
  }

  /// A change rewriting `file` (relative to the root) with `old` replaced by `new`, its size
  /// and times kept (`old` and `new` have one length).
  static func replacing(_ file: String, _ old: String, with new: String)
    -> @Sendable (String) throws -> Void
  {
    { root in
      let path = root + "/" + file
      let text = try String(contentsOfFile: path, encoding: .utf8)
      try writeKeepingTime(path, text.replacingOccurrences(of: old, with: new))
    }
  }

  @Test func warmLoadIsTheColdLoadFromTheCache() throws {
    let fixture = try Fixture()
    let (cold, coldHits) = fixture.cached()
    let (warm, warmHits) = fixture.cached()
    #expect(coldHits == 0)
    #expect(warmHits == fixture.fileCount)
    #expect(cold == fixture.fresh())
    #expect(warm == fixture.fresh())
  }

  struct Change: Sendable, CustomTestStringConvertible {
    let name: String
    /// Changes the project between a warm-up load and the checked load.
    let apply: @Sendable (String) throws -> Void
    /// How many files the checked load may take from the cache: all but this many.
    let misses: Int
    var testDescription: String { name }
  }

  static let changes: [Change] = [
    Change(
      name: "an edit keeping size and mtime",
      apply: replacing("messages/area1/group1/m1.yml", "Message 1 ", with: "Massage 1 "),
      misses: 1),
    Change(
      name: "a checkout swapping two files' contents, times kept",
      apply: { root in
        let first = root + "/messages/area2/group2/m2.yml"
        let second = root + "/messages/area3/group3/m3.yml"
        let one = try String(contentsOfFile: first, encoding: .utf8)
        let two = try String(contentsOfFile: second, encoding: .utf8)
        try writeKeepingTime(first, two)
        try writeKeepingTime(second, one)
      }, misses: 2),
    Change(
      name: "a renamed file",
      apply: { root in
        try FileManager.default.moveItem(
          atPath: root + "/messages/area4/group4/m4.yml",
          toPath: root + "/messages/area4/group4/renamed.yml")
      }, misses: 1),
    Change(
      name: "a file broken after it was cached",
      apply: replacing("messages/area5/group5/m5.yml", "en: \"", with: "en: \'"), misses: 1),
    Change(
      name: "a schema error in a cached tree keeps its position",
      apply: replacing("messages/area6/group6/m6.yml", "  nl:", with: "  xx:"), misses: 1),
  ]

  /// Each change, with no stamp ever settled (a window longer than the files' age: every
  /// file is read and fingerprinted, as within the shipped 2 s of a write) and with no window
  /// at all (every stamp stored at once, so an unchanged stamp answers without reading the
  /// file, and the change must show in the stamp: the status-change time every write moves,
  /// the inode a rename or replacement changes).
  @Test(arguments: changes, [false, true])
  func changedFilesAreNeverAnsweredFromTheCache(_ change: Change, stampsAtOnce: Bool) throws {
    let fixture = try Fixture()
    fixture.racyWindow = stampsAtOnce ? -1 : 1_000_000
    _ = fixture.cached()
    #expect(fixture.unread == 0)
    // Past the file system's clock tick, which a write in the same tick would not move; the
    // shipped window is there for that case.
    usleep(50_000)
    try change.apply(fixture.root)
    let expected = fixture.fresh()
    let (checked, hits) = fixture.cached()
    #expect(checked == expected)
    if case .success = expected {
      #expect(hits == fixture.fileCount - change.misses)
      #expect(fixture.unread == (stampsAtOnce ? fixture.fileCount - change.misses : 0))
    }
    // The run after still answers the same (a broken file is never stored).
    #expect(fixture.cached().0 == expected)
  }

  /// A settled stamp answers for the file without reading it; `MESSAGEVISOR_CACHE_VERIFY=content`
  /// (`trustsFileStamps` false) reads and fingerprints every file all the same.
  @Test(arguments: [true, false])
  func anUnchangedStampAnswersUnlessContentIsVerified(_ trusts: Bool) throws {
    let fixture = try Fixture()
    fixture.racyWindow = -1
    fixture.trustsFileStamps = trusts
    let (cold, _) = fixture.cached()
    let (warm, hits) = fixture.cached()
    #expect(hits == fixture.fileCount)
    #expect(fixture.unread == (trusts ? fixture.fileCount : 0))
    #expect(cold == fixture.fresh())
    #expect(warm == fixture.fresh())
  }

  /// Only a stamp whose times lie before the window is stored: a stamp taken in the same
  /// second as the file's last change is not, whatever the window.
  @Test func aStampIsStoredOnlyOnceSettled() throws {
    let fixture = try Fixture()
    let path = fixture.root + "/messages/area1/group1/m1.yml"
    let stamp = try #require(FileStamp(path: path))
    // The later of the file's two times, in whole seconds.
    let changed = max(stamp.modifiedSeconds, stamp.changedSeconds)
    #expect(fixture.cache.settledStamp(stamp, now: changed) == nil)
    #expect(fixture.cache.settledStamp(stamp, now: changed + 2) == nil)
    #expect(fixture.cache.settledStamp(stamp, now: changed + 3) == stamp)
    fixture.racyWindow = -1
    #expect(fixture.cache.settledStamp(stamp, now: changed) == stamp)
    #expect(fixture.cache.settledStamp(nil, now: changed) == nil)
  }

  @Test func aChangedConfigMissesEverything() throws {
    let fixture = try Fixture()
    _ = fixture.cached()
    let config = fixture.root + "/messagevisor.config.js"
    let text = try String(contentsOfFile: config, encoding: .utf8)
    try Data((text + "\n// edited\n").utf8).write(to: URL(fileURLWithPath: config))
    let (checked, hits) = fixture.cached()
    #expect(hits == 0)
    #expect(checked == fixture.fresh())
    #expect(fixture.cached().1 == fixture.fileCount)
  }

  @Test func anotherBinaryMissesEverything() throws {
    let fixture = try Fixture()
    _ = fixture.cached()
    fixture.buildIdentity = "test-binary-2"
    let (checked, hits) = fixture.cached()
    #expect(hits == 0)
    #expect(checked == fixture.fresh())
  }

  @Test func aPartialLoadKeepsTheEntriesOfTheFilesItSkipped() throws {
    let fixture = try Fixture()
    _ = fixture.cached()
    // A filtered run reading one message file answers it from the cache...
    #expect(try fixture.partial(reads: { $0 == "area1.group1.m1" }) >= 1)
    // ...and leaves every other file's entry stored for the next full run.
    let (warm, hits) = fixture.cached()
    #expect(hits == fixture.fileCount)
    #expect(warm == fixture.fresh())
  }

  @Test func aFileEditedWhileAPartialLoadSkippedItIsParsedAgain() throws {
    let fixture = try Fixture()
    _ = fixture.cached()
    let path = fixture.root + "/messages/area2/group2/m2.yml"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try Self.writeKeepingTime(path, text.replacingOccurrences(of: "Message 2 ", with: "Massage 2 "))
    // The partial run does not read m2, so its old entry stays stored...
    _ = try fixture.partial(reads: { $0 == "area1.group1.m1" })
    // ...but its fingerprint no longer matches the file: the full run parses it again.
    let expected = fixture.fresh()
    let (checked, hits) = fixture.cached()
    #expect(checked == expected)
    #expect(hits == fixture.fileCount - 1)
  }

  @Test func aPartialLoadReadsOnlyTheShardsOfItsFiles() throws {
    let fixture = try Fixture()
    _ = fixture.cached()
    // Damage every shard: a load that reads a shard finds it unusable and rewrites it.
    let shards = fixture.shardPaths
    for shard in shards { try Data([0]).write(to: URL(fileURLWithPath: shard)) }
    _ = try fixture.partial(reads: { $0 == "area1.group1.m1" })
    let rewritten = shards.filter {
      ((try? Data(contentsOf: URL(fileURLWithPath: $0)))?.count ?? 0) > 1
    }
    // Only shards holding the files read (the tests, locales and the one message) were read
    // and so rewritten; the rest were never opened.
    #expect(!rewritten.isEmpty)
    #expect(rewritten.count < shards.count)
    #expect(fixture.cached().0 == fixture.fresh())
  }

  @Test func aPartialSaveKeepsTheOtherEntriesOfTheShardsItRewrites() throws {
    let fixture = try Fixture()
    let root = ProjectFileSystem.resolvedRoot(fixture.root)
    // Two files that share a shard: the partial save rewrites that shard for one of them.
    let first = "messages/a.yml"
    let shard = ParsedDocumentCache.shard(of: first)
    let second = try #require(
      (0..<10_000).lazy.map { "messages/b\($0).yml" }
        .first { ParsedDocumentCache.shard(of: $0) == shard })
    func node(_ text: String, _ file: String) -> SourceNode {
      SourceNode(.string(text), at: SourcePosition(file: file, line: 1, column: 1, offset: 0))
    }
    func outcome(_ text: String, _ file: String) -> CacheSession.Outcome {
      .init(file: file, hash: ContentHash(text), fresh: SourceNodeCoder.encode(node(text, file)))
    }
    func opened(_ files: [String]?) -> CacheSession {
      var session = CacheSession(cache: fixture.cache, root: root, set: nil, config: [1])
      session.readShards(of: files)
      return session
    }
    opened(nil).save([outcome("a1", first), outcome("b1", second)], complete: true)
    opened([first]).save([outcome("a2", first)], complete: false)
    let after = opened(nil)
    #expect(after.document(first, hash: ContentHash("a2")) == node("a2", first))
    #expect(after.document(second, hash: ContentHash("b1")) == node("b1", second))
    // A complete save drops what its load no longer has.
    after.save([outcome("a2", first)], complete: true)
    #expect(opened(nil).document(second, hash: ContentHash("b1")) == nil)
  }

  /// Two files that share a shard, for the session-level tests.
  static func twoFilesOfOneShard() throws -> (String, String) {
    let first = "messages/a.yml"
    let shard = ParsedDocumentCache.shard(of: first)
    let second = try #require(
      (0..<10_000).lazy.map { "messages/b\($0).yml" }
        .first { ParsedDocumentCache.shard(of: $0) == shard })
    return (first, second)
  }

  static func node(_ text: String, _ file: String) -> SourceNode {
    SourceNode(.string(text), at: SourcePosition(file: file, line: 1, column: 1, offset: 0))
  }

  static func outcome(_ text: String, _ file: String) -> CacheSession.Outcome {
    .init(file: file, hash: ContentHash(text), fresh: SourceNodeCoder.encode(node(text, file)))
  }

  @Test func aShardIsHeldOnlyUntilItsLastPlannedLookup() throws {
    let fixture = try Fixture()
    let root = ProjectFileSystem.resolvedRoot(fixture.root)
    let (first, second) = try Self.twoFilesOfOneShard()
    var writer = CacheSession(cache: fixture.cache, root: root, set: nil, config: [1])
    writer.readShards(of: nil)
    writer.save([Self.outcome("a1", first), Self.outcome("b1", second)], complete: true)
    var session = CacheSession(cache: fixture.cache, root: root, set: nil, config: [1])
    session.planLookups(of: [first, second], complete: true)
    #expect(!session.holdsShard(of: first))
    #expect(session.document(first, hash: ContentHash("a1")) == Self.node("a1", first))
    session.finishedLookup(of: first)
    #expect(session.holdsShard(of: first))
    #expect(session.document(second, hash: ContentHash("b1")) == Self.node("b1", second))
    session.finishedLookup(of: second)
    #expect(!session.holdsShard(of: first))
    // Saving what was answered writes nothing and loses nothing.
    session.save(
      [
        .init(file: first, hash: ContentHash("a1"), fresh: nil),
        .init(file: second, hash: ContentHash("b1"), fresh: nil),
      ], complete: true)
    var again = CacheSession(cache: fixture.cache, root: root, set: nil, config: [1])
    again.readShards(of: nil)
    #expect(again.document(second, hash: ContentHash("b1")) == Self.node("b1", second))
  }

  @Test func aShardReplacedAfterItsLookupsLendsNoTreeUnderAnotherFingerprint() throws {
    let fixture = try Fixture()
    let root = ProjectFileSystem.resolvedRoot(fixture.root)
    let (first, second) = try Self.twoFilesOfOneShard()
    func opened() -> CacheSession {
      var session = CacheSession(cache: fixture.cache, root: root, set: nil, config: [1])
      session.readShards(of: nil)
      return session
    }
    opened().save([Self.outcome("a1", first), Self.outcome("b1", second)], complete: true)
    // This load answers `first` from the shard, then drops the shard's bytes.
    var load = CacheSession(cache: fixture.cache, root: root, set: nil, config: [1])
    load.planLookups(of: [first, second], complete: true)
    #expect(load.document(first, hash: ContentHash("a1")) != nil)
    load.finishedLookup(of: first)
    load.finishedLookup(of: second)
    // Another run stores new contents of `first` in the same shard meanwhile.
    opened().save([Self.outcome("a2", first), Self.outcome("b1", second)], complete: true)
    // The first load saves: `second` changed, so the shard is rewritten from the file on disk,
    // which no longer holds the tree `first` was answered with.
    load.save(
      [.init(file: first, hash: ContentHash("a1"), fresh: nil), Self.outcome("b2", second)],
      complete: true)
    let after = opened()
    #expect(after.document(first, hash: ContentHash("a1")) == nil)
    #expect(after.document(second, hash: ContentHash("b2")) == Self.node("b2", second))
  }

  @Test func theSessionKeysEntriesByConfigAndBinary() throws {
    let fixture = try Fixture()
    let root = ProjectFileSystem.resolvedRoot(fixture.root)
    let node = SourceNode(
      .string("x"), at: SourcePosition(file: "a.yml", line: 1, column: 1, offset: 0))
    let hash = ContentHash("x")
    func opened(set: String? = nil, config: [UInt8]) -> CacheSession {
      var session = CacheSession(cache: fixture.cache, root: root, set: set, config: config)
      session.readShards(of: nil)
      return session
    }
    opened(config: [1]).save(
      [.init(file: "a.yml", hash: hash, fresh: SourceNodeCoder.encode(node))], complete: true)
    let same = opened(config: [1])
    #expect(same.document("a.yml", hash: hash) == node)
    #expect(same.document("a.yml", hash: ContentHash("y")) == nil)
    #expect(same.document("b.yml", hash: hash) == nil)
    #expect(opened(config: [2]).document("a.yml", hash: hash) == nil)
    #expect(opened(set: "dev", config: [1]).document("a.yml", hash: hash) == nil)
    fixture.buildIdentity = "test-binary-2"
    #expect(opened(config: [1]).document("a.yml", hash: hash) == nil)
  }

  struct Damage: Sendable, CustomTestStringConvertible {
    let name: String
    let apply: @Sendable ([UInt8]) -> [UInt8]
    var testDescription: String { name }
  }

  static let damages: [Damage] = [
    Damage(name: "truncated to half", apply: { Array($0.prefix($0.count / 2)) }),
    Damage(name: "last byte missing", apply: { Array($0.dropLast()) }),
    Damage(name: "empty", apply: { _ in [] }),
    Damage(
      name: "one byte flipped in the middle",
      apply: { bytes in
        var copy = bytes
        copy[copy.count / 2] ^= 0x5A
        return copy
      }),
    Damage(name: "garbage", apply: { Array(repeating: 0xFF, count: $0.count) }),
    Damage(name: "an extra byte", apply: { $0 + [0] }),
  ]

  @Test(arguments: damages)
  func damagedShardsAreIgnoredAndRebuilt(_ damage: Damage) throws {
    let fixture = try Fixture()
    _ = fixture.cached()
    let shards = fixture.shardPaths
    #expect(!shards.isEmpty)
    for path in shards {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      try Data(damage.apply(bytes)).write(to: URL(fileURLWithPath: path))
    }
    let (checked, hits) = fixture.cached()
    #expect(hits == 0)
    #expect(checked == fixture.fresh())
    #expect(fixture.cached().1 == fixture.fileCount)
  }

  @Test func concurrentRunsNeverReadAPartialShard() async throws {
    let fixture = try Fixture(count: 300)
    let expected = fixture.fresh()
    for _ in 0..<3 {
      fixture.cacheBase.clearContents()
      let results = await withTaskGroup(of: Result<ProjectSnapshot, ProjectError>.self) { group in
        for _ in 0..<4 {
          group.addTask { fixture.cached().0 }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(results.allSatisfy { $0 == expected })
    }
    #expect(fixture.cached().1 == fixture.fileCount)
  }

  @Test func theLeastRecentlyUsedProjectIsEvictedBeyondTheLimit() throws {
    let fixture = try Fixture()
    let other = try GeneratedProject.write(GeneratedProject.files(count: 50), seed: 3)
    _ = fixture.cached(root: other.root)
    let otherFolder = fixture.cache.folder(
      root: ProjectFileSystem.resolvedRoot(other.root), set: nil)
    #expect(FileManager.default.fileExists(atPath: otherFolder))
    // Make the other project's folder the oldest, then bound the cache below two projects.
    var times = [timespec(tv_sec: 1_000, tv_nsec: 0), timespec(tv_sec: 1_000, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, otherFolder + "/" + ParsedDocumentCache.stampName, &times, 0) == 0)
    fixture.sizeLimit = 1
    _ = fixture.cached()
    #expect(!FileManager.default.fileExists(atPath: otherFolder))
    #expect(fixture.cached().1 == fixture.fileCount)
  }

  @Test func clearRemovesTheProjectsFolder() throws {
    let fixture = try Fixture()
    _ = fixture.cached()
    let root = ProjectFileSystem.resolvedRoot(fixture.root)
    #expect(fixture.cache.usage(root: root, set: nil).entries == fixture.fileCount)
    #expect(fixture.cache.clear(root: root, set: nil) > 0)
    #expect(fixture.cache.usage(root: root, set: nil) == ParsedDocumentCache.Usage())
    #expect(fixture.cached().1 == 0)
  }
}
