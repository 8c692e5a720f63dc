import Foundation
import Messagevisor
import Testing

@testable import MessagevisorRemote

@Suite("ObservableTranslator.ready(timeout:)")
@MainActor
struct ObservableTranslatorReadinessTests {
  typealias Step = TestHTTPServer.Step

  @Test("A bundled datafile: ready at once")
  func bundled() async throws {
    let fixture = TranslatorFixture(template: try downTemplate())
    defer { fixture.remote.removeCache() }
    #expect(!fixture.translator.isReady)

    await fixture.translator.start(locale: "en", refresh: false)

    #expect(fixture.translator.isReady)
    #expect(await fixture.translator.ready(timeout: .zero))
  }

  @Test("Nothing offline, the server down: not ready, the wait ends at the timeout")
  func timesOut() async throws {
    let fixture = TranslatorFixture(template: try downTemplate()) { $0.bundled = [:] }
    defer { fixture.remote.removeCache() }

    #expect(await fixture.translator.start(locale: "en", refresh: false) == .none)

    #expect(await fixture.translator.ready(timeout: .milliseconds(200)) == false)
    #expect(!fixture.translator.isReady)
    #expect(fixture.hello() == "hello", "no datafile: the key")
    #expect(fixture.translator.readyWaiters.isEmpty)
  }

  @Test("Nothing offline: ready when the first sync applies a datafile, not before")
  func firstSync() async throws {
    let server = try await startedServer()
    defer { server.stop() }
    try server.setRoutes([
      Datafiles.path(): [Step(body: Datafiles.json(revision: "2"), delay: 0.3)]
    ])
    let fixture = TranslatorFixture(template: server.template) { $0.bundled = [:] }
    defer { fixture.remote.removeCache() }
    let readiness = ObservationProbe { _ = fixture.translator.isReady }

    // Not ready before: `.none` means no offline datafile (the sync's may already be applied
    // when `start` returns on a busy machine, so `isReady` is not checked here).
    #expect(await fixture.translator.start(locale: "en") == .none)
    #expect(await fixture.translator.ready(timeout: .seconds(30)))

    #expect(fixture.translator.isReady)
    #expect(readiness.wasInvalidated)
    #expect(fixture.translator.locale == "en")
    #expect(fixture.hello() == "Hello 2")
  }

  @Test("A cancelled wait returns false")
  func cancelled() async throws {
    let fixture = TranslatorFixture(template: try downTemplate()) { $0.bundled = [:] }
    defer { fixture.remote.removeCache() }
    let translator = fixture.translator

    let waiting = Task { await translator.ready(timeout: .seconds(600)) }
    await translator.settled()
    waiting.cancel()

    #expect(await waiting.value == false)
    #expect(translator.readyWaiters.isEmpty)
  }
}
