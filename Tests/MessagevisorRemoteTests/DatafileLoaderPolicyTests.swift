import Foundation
import Messagevisor
import Testing

@testable import MessagevisorRemote

@Suite("DatafileLoader: apply policy, shared requests, locale choice")
struct DatafileLoaderPolicyTests {
  typealias Step = TestHTTPServer.Step

  static let policies: [(DatafileApplyPolicy, String)] = [
    (.replace, "extra"),
    (.merge, "Extra from bundle"),
  ]

  @Test("Replace drops keys the download lacks; merge keeps them", arguments: policies)
  func policy(_ policy: DatafileApplyPolicy, _ expectedExtra: String) async throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    try server.setRoutes([
      Datafiles.path(): [Step(body: Datafiles.json(revision: "2", translations: ["hello": "Hi 2"]))]
    ])
    let bundled = Datafiles.json(
      revision: "1", translations: ["hello": "Hi 1", "extra": "Extra from bundle"])
    let fixture = RemoteFixture(template: server.template) {
      $0.policy = policy
      $0.bundled = ["en": .data(Data(bundled.utf8))]
    }
    defer { fixture.removeCache() }

    #expect(await fixture.loader.start(locale: "en", refresh: false) == .bundled(revision: "1"))
    #expect(try fixture.sdk.translate("extra") == "Extra from bundle")
    #expect(await fixture.loader.sync(locale: "en") == .updated(revision: "2"))

    #expect(try fixture.sdk.translate("hello") == "Hi 2")
    #expect(try fixture.sdk.translate("extra") == expectedExtra)
  }

  @Test("Concurrent syncs of one locale share a single request")
  func sharedRequest() async throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    try server.setRoutes([Datafiles.path(): [Step(body: Datafiles.json(revision: "5"), delay: 0.3)]]
    )
    let fixture = RemoteFixture(template: server.template)
    defer { fixture.removeCache() }
    let loader = fixture.loader

    async let first = loader.sync(locale: "en")
    async let second = loader.sync(locale: "en")
    let outcomes = await [first, second]

    #expect(outcomes == [.updated(revision: "5"), .updated(revision: "5")])
    #expect(try server.requests().count == 1)
  }

  @Test("Without a cache folder every request is unconditional and nothing is written")
  func noCache() async throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    try server.setRoutes([
      Datafiles.path(): [Step(body: Datafiles.json(revision: "6"), etag: "\"6\"")]
    ])
    let fixture = RemoteFixture(template: server.template) { $0.cacheDirectory = nil }
    defer { fixture.removeCache() }

    #expect(await fixture.loader.sync(locale: "en") == .updated(revision: "6"))
    #expect(await fixture.loader.sync(locale: "en") == .updated(revision: "6"))

    #expect(try server.requests().map(\.ifNoneMatch) == [nil, nil])
    #expect(fixture.hello() == "Hello 6")
    #expect(!FileManager.default.fileExists(atPath: fixture.cacheDirectory.path))
  }

  @Test("Locales are independent: each has its own URL, cache file and datafile")
  func twoLocales() async throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    try server.setRoutes([
      Datafiles.path(locale: "en"): [Step(body: Datafiles.json(revision: "e1"), etag: "\"e\"")],
      Datafiles.path(locale: "de"): [Step(body: Datafiles.json(revision: "d1", locale: "de"))],
    ])
    let fixture = RemoteFixture(template: server.template)
    defer { fixture.removeCache() }

    #expect(await fixture.loader.sync(locale: "en") == .updated(revision: "e1"))
    #expect(await fixture.loader.sync(locale: "de") == .updated(revision: "d1"))

    #expect(
      try fixture.sdk.translate("hello", options: TranslateOptions(locale: "de")) == "Hello d1")
    #expect(fixture.hello() == "Hello e1")
    #expect(fixture.cachedETag(locale: "en") == "\"e\"")
    #expect(fixture.cachedETag(locale: "de") == nil)
    #expect(fixture.cachedText(locale: "de") == Datafiles.json(revision: "d1", locale: "de"))
  }

  static let preferences: [([String], String?)] = [
    (["de-AT", "en"], "de"),
    (["fr-CA"], "fr"),
    (["it", "en-GB"], "en"),
    (["ja"], nil),
  ]

  @Test(
    "preferredLocale uses the injected preferences and the fallback map", arguments: preferences)
  func preferredLocale(_ preferred: [String], _ expected: String?) throws {
    let fixture = RemoteFixture(template: "https://cdn.invalid/{target}/{locale}.json") {
      $0.localeFallbacks = ["de-AT": "de"]
      $0.supportedLocales = ["en", "de", "fr"]
    }
    defer { fixture.removeCache() }
    #expect(fixture.loader.preferredLocale(from: preferred) == expected)
  }

  @Test("An unusable URL template fails the sync without a request")
  func invalidTemplate() async throws {
    let fixture = RemoteFixture(template: "not a url {locale}")
    defer { fixture.removeCache() }
    let outcome = await fixture.loader.sync(locale: "en")
    guard case .failed(.invalidURL) = outcome else {
      Issue.record("expected invalidURL, got \(outcome)")
      return
    }
    #expect(fixture.remoteCodes == ["remote_sync_failed"])
  }
}
