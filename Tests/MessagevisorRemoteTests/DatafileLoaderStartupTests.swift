import Foundation
import Messagevisor
import Testing

@testable import MessagevisorRemote

@Suite("DatafileLoader.start: cache, else bundled, then a background refresh")
struct DatafileLoaderStartupTests {
  typealias Step = TestHTTPServer.Step

  @Test("Server down, cache present: the cache is applied and stays after the failed refresh")
  func downWithCache() async throws {
    let fixture = RemoteFixture(template: try downTemplate())
    defer { fixture.removeCache() }
    try fixture.seedCache(Datafiles.json(revision: "7"), etag: "\"v7\"")

    #expect(await fixture.loader.start(locale: "en") == .cache(revision: "7"))
    #expect(fixture.hello() == "Hello 7")
    await fixture.loader.waitForRefresh()

    guard case .failed(.transport) = fixture.loader.state else {
      Issue.record("expected a transport failure, got \(fixture.loader.state)")
      return
    }
    #expect(fixture.hello() == "Hello 7")
    #expect(fixture.sdk.getLocale() == "en")
    #expect(fixture.remoteCodes == ["remote_sync_failed"])
  }

  static let bundledSources: [String] = ["data", "file"]

  @Test("Server down, bundled only: the bundled datafile is applied", arguments: bundledSources)
  func downWithBundled(_ kind: String) async throws {
    let text = Datafiles.json(revision: "b1")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("mv-remote-bundled-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let bundled: BundledDatafile = kind == "data" ? .data(Data(text.utf8)) : .file(file)
    let fixture = RemoteFixture(template: try downTemplate()) { $0.bundled = ["en": bundled] }
    defer { fixture.removeCache() }

    #expect(await fixture.loader.start(locale: "en") == .bundled(revision: "b1"))
    // The background refresh runs at once and the server is down, so on a busy machine it may
    // have failed already when `start` returns: any of these three, never another state.
    switch fixture.loader.state {
    case .usingBundled, .syncing, .failed(.transport): break
    default: Issue.record("unexpected state after start: \(fixture.loader.state)")
    }
    #expect(fixture.hello() == "Hello b1")
    await fixture.loader.waitForRefresh()

    guard case .failed(.transport) = fixture.loader.state else {
      Issue.record("expected a transport failure, got \(fixture.loader.state)")
      return
    }
    #expect(fixture.hello() == "Hello b1")
    #expect(fixture.cachedText() == nil, "a bundled datafile is not a download")
  }

  @Test("Server down, no cache, nothing bundled: no datafile, the failure is visible")
  func downWithNeither() async throws {
    let fixture = RemoteFixture(template: try downTemplate())
    defer { fixture.removeCache() }

    #expect(await fixture.loader.start(locale: "en") == .none)
    await fixture.loader.waitForRefresh()

    guard case .failed(.transport) = fixture.loader.state else {
      Issue.record("expected a transport failure, got \(fixture.loader.state)")
      return
    }
    #expect(fixture.sdk.getLocale() == nil)
    #expect(fixture.hello() == nil)
    #expect(fixture.remoteCodes == ["remote_sync_failed"])
  }

  @Test("Nothing offline: a later successful sync applies the datafile and activates the locale")
  func recoversLater() async throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    try server.setRoutes([
      Datafiles.path(locale: "de"): [
        Step(status: 500), Step(body: Datafiles.json(revision: "3", locale: "de")),
      ]
    ])
    let fixture = RemoteFixture(template: server.template)
    defer { fixture.removeCache() }
    fixture.sdk.setDatafile(
      try DatafileContent.fromJSON(Datafiles.json(revision: "f", locale: "fr")))
    #expect(fixture.sdk.getLocale() == "fr")

    #expect(await fixture.loader.start(locale: "de") == .none)
    await fixture.loader.waitForRefresh()
    #expect(fixture.loader.state == .failed(.httpStatus(500)))
    #expect(fixture.sdk.getLocale() == "fr", "the working locale stays until de exists")

    #expect(await fixture.loader.sync(locale: "de") == .updated(revision: "3"))
    #expect(fixture.sdk.getLocale() == "de")
    #expect(fixture.hello() == "Hello 3")
  }

  @Test("Cache and bundled both present: the cache wins")
  func cacheBeforeBundled() async throws {
    let fixture = RemoteFixture(template: try downTemplate()) {
      $0.bundled = ["en": .data(Data(Datafiles.json(revision: "b1").utf8))]
    }
    defer { fixture.removeCache() }
    try fixture.seedCache(Datafiles.json(revision: "c2"), etag: nil)

    #expect(await fixture.loader.start(locale: "en", refresh: false) == .cache(revision: "c2"))
    #expect(fixture.loader.state == .usingCache)
    #expect(fixture.hello() == "Hello c2")
  }

  static let corruptCaches: [String] = [
    "{\"schemaVersion\":\"1\",\"revision\":",
    "",
    Datafiles.schemaTwo(revision: "x"),
    Datafiles.json(revision: "x", locale: "fr"),
  ]

  @Test(
    "A corrupt cache is ignored with a diagnostic; the bundled datafile is used",
    arguments: corruptCaches)
  func corruptCache(_ text: String) async throws {
    let fixture = RemoteFixture(template: try downTemplate()) {
      $0.bundled = ["en": .data(Data(Datafiles.json(revision: "b1").utf8))]
    }
    defer { fixture.removeCache() }
    try fixture.seedCache(text, etag: "\"old\"")

    #expect(await fixture.loader.start(locale: "en", refresh: false) == .bundled(revision: "b1"))
    #expect(fixture.hello() == "Hello b1")
    #expect(fixture.remoteCodes == ["remote_cache_invalid"])
    let diagnostic = fixture.diagnostics.values.first { $0.code == "remote_cache_invalid" }
    #expect(diagnostic?.level == .warn)
    #expect(diagnostic?.details["locale"] == .string("en"))
  }

  @Test("A corrupt cache never sends its ETag; the download repairs the cache")
  func corruptCacheRepaired() async throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    try server.setRoutes([
      Datafiles.path(): [Step(body: Datafiles.json(revision: "4"), etag: "\"old\"")]
    ])
    let fixture = RemoteFixture(template: server.template)
    defer { fixture.removeCache() }
    try fixture.seedCache("{broken", etag: "\"old\"")

    #expect(await fixture.loader.start(locale: "en") == .none)
    await fixture.loader.waitForRefresh()

    #expect(try server.requests().map(\.ifNoneMatch) == [nil])
    #expect(fixture.loader.state == .synced(revision: "4"))
    #expect(fixture.hello() == "Hello 4")
    #expect(fixture.cachedText() == Datafiles.json(revision: "4"))
  }

  @Test("An invalid bundled datafile is reported and skipped")
  func invalidBundled() async throws {
    let fixture = RemoteFixture(template: try downTemplate()) {
      $0.bundled = ["en": .data(Data("nope".utf8))]
    }
    defer { fixture.removeCache() }

    #expect(await fixture.loader.start(locale: "en", refresh: false) == .none)
    #expect(fixture.remoteCodes == ["remote_bundled_invalid"])
    #expect(fixture.hello() == nil)
  }

  @Test("State stream: idle, usingBundled, syncing, synced; the refresh replaces the bundled copy")
  func stateStream() async throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    try server.setRoutes([Datafiles.path(): [Step(body: Datafiles.json(revision: "2"))]])
    let fixture = RemoteFixture(template: server.template) {
      $0.bundled = ["en": .data(Data(Datafiles.json(revision: "1").utf8))]
    }
    defer { fixture.removeCache() }
    let collector = Task { [states = fixture.loader.states()] in
      var seen: [SyncState] = []
      for await state in states {
        seen.append(state)
        if case .synced = state { break }
        if case .failed = state { break }
      }
      return seen
    }

    await fixture.loader.start(locale: "en")
    await fixture.loader.waitForRefresh()

    #expect(await collector.value == [.idle, .usingBundled, .syncing, .synced(revision: "2")])
    #expect(fixture.hello() == "Hello 2")
    #expect(fixture.cachedText() == Datafiles.json(revision: "2"))
  }
}
