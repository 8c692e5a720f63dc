import Foundation
import Messagevisor
import Testing

@testable import MessagevisorRemote

@Suite("DatafileLoader.sync against a real HTTP server")
struct DatafileLoaderSyncTests {
  typealias Step = TestHTTPServer.Step

  @Test("200: validated, cached with its ETag, applied")
  func ok() async throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    try server.setRoutes([
      Datafiles.path(): [Step(body: Datafiles.json(revision: "2"), etag: "\"v2\"")]
    ])
    let fixture = RemoteFixture(template: server.template)
    defer { fixture.removeCache() }

    let outcome = await fixture.loader.sync(locale: "en")

    #expect(outcome == .updated(revision: "2"))
    #expect(fixture.hello() == "Hello 2")
    #expect(fixture.sdk.getLocale() == "en")
    #expect(fixture.cachedText() == Datafiles.json(revision: "2"))
    #expect(fixture.cachedETag() == "\"v2\"")
    #expect(fixture.loader.state == .synced(revision: "2"))
    #expect(try server.requests() == [.init(path: Datafiles.path(), ifNoneMatch: nil)])
    #expect(fixture.remoteCodes == ["remote_synced"])
  }

  @Test("304: If-None-Match carries the cached ETag; the cached datafile stays applied")
  func notModified() async throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    try server.setRoutes([
      Datafiles.path(): [Step(body: Datafiles.json(revision: "1"), etag: "\"v1\"")]
    ])
    let fixture = RemoteFixture(template: server.template)
    defer { fixture.removeCache() }

    #expect(await fixture.loader.sync(locale: "en") == .updated(revision: "1"))
    let second = await fixture.loader.sync(locale: "en")

    #expect(second == .notModified(revision: "1"))
    #expect(fixture.hello() == "Hello 1")
    #expect(fixture.loader.state == .synced(revision: "1"))
    #expect(try server.requests().map(\.ifNoneMatch) == [nil, "\"v1\""])
    #expect(fixture.remoteCodes == ["remote_synced", "remote_not_modified"])
  }

  @Test("304 on a fresh start: the cache is applied at once and confirmed by the server")
  func notModifiedAfterRestart() async throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    try server.setRoutes([
      Datafiles.path(): [Step(body: Datafiles.json(revision: "1"), etag: "\"v1\"")]
    ])
    let first = RemoteFixture(template: server.template)
    defer { first.removeCache() }
    #expect(await first.loader.sync(locale: "en") == .updated(revision: "1"))

    let second = RemoteFixture(template: server.template, cacheDirectory: first.cacheDirectory)
    let source = await second.loader.start(locale: "en")
    #expect(source == .cache(revision: "1"))
    #expect(second.hello() == "Hello 1")
    await second.loader.waitForRefresh()

    #expect(second.loader.state == .synced(revision: "1"))
    #expect(second.hello() == "Hello 1")
    #expect(try server.requests().map(\.ifNoneMatch) == [nil, "\"v1\""])
  }

  /// A failing response while a good datafile is applied.
  struct FailureCase: Sendable, CustomTestStringConvertible {
    let name: String
    let step: Step
    let failure: @Sendable (SyncFailure) -> Bool
    let code: String
    /// Short only where a timeout is expected; elsewhere a busy machine must not fail the test.
    var timeout: Double = 5

    var testDescription: String { name }
  }

  static let failures: [FailureCase] = [
    FailureCase(
      name: "404", step: Step(status: 404, body: "missing"),
      failure: { $0 == .httpStatus(404) }, code: "remote_sync_failed"),
    FailureCase(
      name: "500", step: Step(status: 500, body: Datafiles.json(revision: "9")),
      failure: { $0 == .httpStatus(500) }, code: "remote_sync_failed"),
    FailureCase(
      name: "timeout", step: Step(body: Datafiles.json(revision: "9"), delay: 3),
      failure: { $0 == .timedOut }, code: "remote_sync_failed", timeout: 0.5),
    FailureCase(
      name: "truncated body", step: Step(body: Datafiles.json(revision: "9"), missingBytes: 40),
      failure: isTruncation, code: "remote_sync_failed"),
    FailureCase(
      name: "truncated body that is valid JSON",
      step: Step(body: Datafiles.json(revision: "9"), missingBytes: 1),
      failure: isTruncation, code: "remote_sync_failed"),
    FailureCase(
      name: "invalid datafile: not JSON", step: Step(body: "<html>oops</html>"),
      failure: isInvalid, code: "remote_invalid_datafile"),
    FailureCase(
      name: "invalid datafile: schema 2",
      step: Step(body: Datafiles.schemaTwo(revision: "9")),
      failure: isInvalid, code: "remote_invalid_datafile"),
    FailureCase(
      name: "invalid datafile: empty body", step: Step(body: ""),
      failure: isInvalid, code: "remote_invalid_datafile"),
    FailureCase(
      name: "datafile of another locale",
      step: Step(body: Datafiles.json(revision: "9", locale: "fr")),
      failure: isUnexpected, code: "remote_invalid_datafile"),
    FailureCase(
      name: "datafile of another target",
      step: Step(body: Datafiles.json(revision: "9", target: "web")),
      failure: isUnexpected, code: "remote_invalid_datafile"),
  ]

  @Test(
    "A failed, partial or corrupt download never replaces the good datafile", arguments: failures)
  func failure(_ scenario: FailureCase) async throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    let good = Datafiles.json(revision: "1")
    try server.setRoutes([Datafiles.path(): [scenario.step]])
    let fixture = RemoteFixture(template: server.template) { $0.timeout = scenario.timeout }
    defer { fixture.removeCache() }
    // The last good download, without an ETag: the request is unconditional.
    try fixture.seedCache(good, etag: nil)
    #expect(await fixture.loader.start(locale: "en", refresh: false) == .cache(revision: "1"))

    let outcome = await fixture.loader.sync(locale: "en")

    guard case .failed(let failure) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(scenario.failure(failure), "got \(failure)")
    #expect(fixture.loader.state == .failed(failure))
    #expect(fixture.hello() == "Hello 1")
    #expect(try fixture.sdk.getRevision() == "1")
    #expect(fixture.cachedText() == good)
    #expect(fixture.remoteCodes.last == scenario.code)
  }

  static func isTruncation(_ failure: SyncFailure) -> Bool {
    guard case .truncatedBody(let expected, let received) = failure else { return false }
    return received > 0 && Int64(received) < expected
  }

  static func isInvalid(_ failure: SyncFailure) -> Bool {
    if case .invalidDatafile = failure { return true }
    return false
  }

  static func isUnexpected(_ failure: SyncFailure) -> Bool {
    if case .unexpectedDatafile = failure { return true }
    return false
  }
}
