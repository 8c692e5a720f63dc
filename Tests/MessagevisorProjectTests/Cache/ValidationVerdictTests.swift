import Foundation
import Testing

@testable import MessagevisorProject

/// The cache's verdict answers for validating every file only when no input of the load has
/// changed since a load that read and validated them all: every change that could make it
/// answer wrongly (an edit keeping size and time, swapped contents, a rename, an added or a
/// removed file, a broken file, another config or binary, a damaged verdict) makes the load
/// read and validate every file again, with the result of a load without any cache.
struct ValidationVerdictTests {
  typealias Fixture = ParsedDocumentCacheTests.Fixture

  /// The one message a run "needs" in these tests.
  static let needed = "area1.group1.m1"

  /// Loads with the cache, telling that `purpose` needs what `keys` says (by default, the
  /// `needed` message when the project has it), as an unfiltered `test` does.
  static func load(
    _ fixture: Fixture, purpose: String = "tests",
    keys: @escaping @Sendable (Project) -> [String]? = { $0.messageKeys.filter { $0 == needed } }
  ) -> Result<Project, ProjectError> {
    Result { () throws(ProjectError) in
      try Project.load(
        root: fixture.root,
        options: ProjectLoadOptions(
          cache: fixture.cache,
          neededMessages: ProjectLoadOptions.MessageNeeds(purpose: purpose, keys: keys)))
    }
  }

  /// What a load without any cache gives.
  static func fresh(_ fixture: Fixture) -> Result<ProjectSnapshot, ProjectError> {
    fixture.fresh()
  }

  static func verdictPath(_ fixture: Fixture) -> String {
    fixture.cache.folder(root: ProjectFileSystem.resolvedRoot(fixture.root), set: nil) + "/"
      + ValidationVerdict.fileName
  }

  @Test func anUnchangedProjectIsAnsweredByTheVerdict() throws {
    let fixture = try Fixture()
    fixture.racyWindow = -1
    // Two warnings the verdict must report again: an unknown argument type, a second one.
    for name in ["w1", "w2"] {
      try Data("translations:\n  en: \"Hi {n, xx}\"\n".utf8).write(
        to: URL(fileURLWithPath: fixture.root + "/messages/area0/\(name).yml"))
    }
    let cold = try Self.load(fixture).get()
    #expect(!cold.validatedEarlier)
    #expect(ProjectSnapshot(cold) == (try Self.fresh(fixture).get()))
    #expect(cold.warnings.count == 2)
    let warm = try Self.load(fixture).get()
    #expect(warm.validatedEarlier)
    #expect(warm.messageKeys == [Self.needed])
    #expect(warm.messageFilesFound == cold.messageFilesFound)
    #expect(warm.warnings == cold.warnings)
    #expect(warm.messages[Self.needed] == cold.messages[Self.needed])
    #expect(warm.localeKeys == cold.localeKeys)
    #expect(warm.targetKeys == cold.targetKeys)
    for target in [nil] + cold.targetKeys {
      #expect(
        try warm.buildJSON(target: target, locale: "en", messages: [Self.needed])
          == cold.buildJSON(target: target, locale: "en", messages: [Self.needed]))
    }
    // Without `neededMessages`, every file is read as before.
    let full = try Project.load(
      root: fixture.root, options: ProjectLoadOptions(cache: fixture.cache))
    #expect(!full.validatedEarlier)
    #expect(ProjectSnapshot(full) == (try Self.fresh(fixture).get()))
  }

  static let changes: [ParsedDocumentCacheTests.Change] =
    ParsedDocumentCacheTests.changes + [
      .init(
        name: "an added message file",
        apply: { root in
          try Data("translations:\n  en: Added\n".utf8).write(
            to: URL(fileURLWithPath: root + "/messages/area1/group1/added.yml"))
        }, misses: 0),
      .init(
        name: "a removed message file",
        apply: { root in
          try FileManager.default.removeItem(atPath: root + "/messages/area3/group3/m3.yml")
        }, misses: 0),
      .init(
        name: "an edit that adds a warning, size and mtime kept",
        apply: ParsedDocumentCacheTests.replacing(
          "messages/area2/group9/m9.yml", "{name}", with: "{n,xx}"), misses: 0),
      .init(
        name: "a needed message broken",
        apply: ParsedDocumentCacheTests.replacing(
          "messages/area1/group1/m1.yml", "en: \"", with: "en: \'"), misses: 0),
    ]

  /// Each change after a load that kept its verdict, with every stamp stored at once: the
  /// load after the change validates every file again and equals a load without a cache
  /// (the same error when the change broke a file), and so does the load after it.
  @Test(arguments: changes)
  func everyChangeValidatesEveryFileAgain(_ change: ParsedDocumentCacheTests.Change) throws {
    let fixture = try Fixture()
    fixture.racyWindow = -1
    _ = try Self.load(fixture).get()
    #expect(try Self.load(fixture).get().validatedEarlier)
    usleep(50_000)
    try change.apply(fixture.root)
    let expected = Self.fresh(fixture)
    switch (Self.load(fixture), expected) {
    case (.success(let project), .success(let snapshot)):
      #expect(!project.validatedEarlier)
      #expect(ProjectSnapshot(project) == snapshot)
      // The next load is answered again, by the changed project's own verdict.
      let next = try Self.load(fixture).get()
      #expect(next.validatedEarlier)
      #expect(next.warnings == snapshot.warnings)
    case (.failure(let error), .failure(let reference)):
      #expect(error == reference)
      // A failed load keeps no verdict: the next one fails the same way.
      #expect(Self.load(fixture).map(ProjectSnapshot.init) == expected)
    case (let got, let reference):
      Issue.record("got \(got), expected \(reference)")
    }
  }

  /// The kept answer serves only its own purpose, and an answer of "every message" reads every
  /// message; a load without needs leaves the answer kept for the same files in place.
  @Test func keptNeedsServeTheirPurposeOnly() throws {
    let fixture = try Fixture()
    fixture.racyWindow = -1
    _ = try Self.load(fixture).get()
    let other = try Self.load(fixture, purpose: "examples").get()
    #expect(!other.validatedEarlier)
    #expect(ProjectSnapshot(other) == (try Self.fresh(fixture).get()))
    // The other purpose's answer is kept now; the first is answered again after a full load.
    #expect(!(try Self.load(fixture).get().validatedEarlier))
    _ = try Project.load(root: fixture.root, options: ProjectLoadOptions(cache: fixture.cache))
    #expect(try Self.load(fixture).get().validatedEarlier)
    let every = { @Sendable (_: Project) -> [String]? in nil }
    _ = try Self.load(fixture, purpose: "every message", keys: every).get()
    let all = try Self.load(fixture, purpose: "every message", keys: every).get()
    #expect(!all.validatedEarlier)
    #expect(ProjectSnapshot(all) == (try Self.fresh(fixture).get()))
  }

  @Test func aChangedConfigValidatesEveryFileAgain() throws {
    let fixture = try Fixture()
    fixture.racyWindow = -1
    _ = try Self.load(fixture).get()
    let config = fixture.root + "/messagevisor.config.js"
    let text = try String(contentsOfFile: config, encoding: .utf8)
    try Data((text + "\n// edited\n").utf8).write(to: URL(fileURLWithPath: config))
    let checked = try Self.load(fixture).get()
    #expect(!checked.validatedEarlier)
    #expect(ProjectSnapshot(checked) == (try Self.fresh(fixture).get()))
  }

  @Test func anotherBinaryValidatesEveryFileAgain() throws {
    let fixture = try Fixture()
    fixture.racyWindow = -1
    _ = try Self.load(fixture).get()
    fixture.buildIdentity = "test-binary-2"
    let checked = try Self.load(fixture).get()
    #expect(!checked.validatedEarlier)
    #expect(ProjectSnapshot(checked) == (try Self.fresh(fixture).get()))
  }

  /// Damages to the verdict file: each makes it absent, and the load rewrites it.
  @Test(arguments: ["truncated", "a flipped byte", "empty", "another file's bytes"])
  func aDamagedVerdictIsIgnoredAndRewritten(_ damage: String) throws {
    let fixture = try Fixture()
    fixture.racyWindow = -1
    _ = try Self.load(fixture).get()
    let path = Self.verdictPath(fixture)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    switch damage {
    case "truncated": bytes.removeLast(5)
    case "a flipped byte": bytes[bytes.count / 2] ^= 0x20
    case "empty": bytes = []
    default: bytes = Array("MVC1 not a verdict at all, but long enough to be read".utf8)
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let checked = try Self.load(fixture).get()
    #expect(!checked.validatedEarlier)
    #expect(ProjectSnapshot(checked) == (try Self.fresh(fixture).get()))
    #expect(try Self.load(fixture).get().validatedEarlier)
  }

  /// No verdict answers while the files' stamps are not settled (as in the 2 s after a
  /// write), nor when the cache fingerprints every file's content.
  @Test(arguments: [(1_000_000, true), (-1, false)] as [(Int64, Bool)])
  func noVerdictAnswersWithoutTrustedSettledStamps(_ window: Int64, trusts: Bool) throws {
    let fixture = try Fixture()
    fixture.racyWindow = window
    fixture.trustsFileStamps = trusts
    for _ in 0..<2 {
      let project = try Self.load(fixture).get()
      #expect(!project.validatedEarlier)
      #expect(ProjectSnapshot(project) == (try Self.fresh(fixture).get()))
    }
  }

  @Test func aVerdictFileRoundTripsAndRefusesAnotherIdentity() throws {
    let verdict = ValidationVerdict(
      inputs: ContentHash("inputs"), warnings: ["a.yml:1:1: first", "b.yml:2:3: ünïcode"],
      purpose: "test", neededKeys: ["a", "b.c"])
    let identity = ContentHash("identity")
    let bytes = verdict.encoded(identity: identity)
    #expect(ValidationVerdict(bytes, identity: identity) == verdict)
    let none = ValidationVerdict(inputs: ContentHash("inputs"), warnings: [])
    #expect(ValidationVerdict(none.encoded(identity: identity), identity: identity) == none)
    #expect(ValidationVerdict(bytes, identity: ContentHash("other")) == nil)
    #expect(ValidationVerdict(Array(bytes.dropLast()), identity: identity) == nil)
  }
}
