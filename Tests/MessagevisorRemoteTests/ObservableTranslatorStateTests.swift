import Foundation
import Messagevisor
import Testing

@testable import MessagevisorRemote

@Suite("ObservableTranslator: sync states and locale changes against a real HTTP server")
@MainActor
struct ObservableTranslatorStateTests {
  typealias Step = TestHTTPServer.Step

  @Test("Each sync state is observed in order, with the text following the applied datafile")
  func statesInOrder() async throws {
    let server = try await startedServer()
    defer { server.stop() }
    // The delay keeps `syncing` on screen long enough to be observed on its own, even when
    // the main actor is shared with many tests on a busy machine.
    try server.setRoutes([
      Datafiles.path(): [Step(body: Datafiles.json(revision: "2"), delay: 2)]
    ])
    let fixture = TranslatorFixture(template: server.template)
    defer { fixture.remote.removeCache() }
    let translator = fixture.translator
    #expect(translator.syncState == .idle)
    #expect(!translator.isReady)

    var seen: [SyncState] = []
    let starting = Task { await translator.start(locale: "en", refresh: false) }
    seen.append(try #require(await valueAfterNextChange { translator.syncState }))
    #expect(await starting.value == .bundled(revision: "b1"))
    #expect(translator.isReady)
    #expect(fixture.hello() == "Hello b1")

    let syncing = Task { await fixture.loader.sync(locale: "en") }
    seen.append(try #require(await valueAfterNextChange { translator.syncState }))
    #expect(fixture.hello() == "Hello b1", "nothing is applied while the request is in flight")
    seen.append(try #require(await valueAfterNextChange { translator.syncState }))
    #expect(fixture.hello() == "Hello 2")
    #expect(await syncing.value == .updated(revision: "2"))

    #expect(seen == [.usingBundled, .syncing, .synced(revision: "2")])
    #expect(translator.locale == "en")
  }

  @Test("setLocale: the bundled datafile at once, then the server's")
  func setLocaleBundledThenRemote() async throws {
    let server = try await startedServer()
    defer { server.stop() }
    try server.setRoutes([
      Datafiles.path(locale: "de"): [
        Step(body: Datafiles.json(revision: "d2", locale: "de"), delay: 2)
      ]
    ])
    let fixture = TranslatorFixture(template: server.template)
    defer { fixture.remote.removeCache() }
    let translator = fixture.translator
    await translator.start(locale: "en", refresh: false)

    let change = Task { await translator.setLocale("de") }
    #expect(await valueAfterNextChange { translator.locale } == "de")
    #expect(fixture.hello() == "Hello d1", "the bundled datafile while the request is in flight")
    #expect(await change.value == .active(.updated(revision: "d2")))
    #expect(fixture.hello() == "Hello d2")
    #expect(translator.syncState == .synced(revision: "d2"))
    #expect(translator.localeFailure == nil)
  }

  @Test("setLocale with a bundled datafile and the server down: switched, the failure in the state")
  func setLocaleBundledOnly() async throws {
    let fixture = TranslatorFixture(template: try downTemplate())
    defer { fixture.remote.removeCache() }
    let translator = fixture.translator
    await translator.start(locale: "en", refresh: false)

    let change = await translator.setLocale("de")

    guard case .active(.failed(.transport)) = change else {
      Issue.record("expected an active locale after a transport failure, got \(change)")
      return
    }
    #expect(translator.locale == "de")
    #expect(fixture.hello() == "Hello d1")
    #expect(translator.localeFailure == nil)
    guard case .failed(.transport) = translator.syncState else {
      Issue.record("expected a failed state, got \(translator.syncState)")
      return
    }
  }

  @Test("setLocale without any datafile of the locale keeps the previous one, failure in the state")
  func setLocaleFailure() async throws {
    let server = try await startedServer()
    defer { server.stop() }
    try server.setRoutes([
      Datafiles.path(locale: "fr"): [Step(status: 404, body: "missing")],
      Datafiles.path(locale: "de"): [Step(body: Datafiles.json(revision: "d2", locale: "de"))],
    ])
    let fixture = TranslatorFixture(template: server.template)
    defer { fixture.remote.removeCache() }
    let translator = fixture.translator
    await translator.start(locale: "en", refresh: false)
    let text = ObservationProbe { _ = fixture.hello() }

    let failed = await translator.setLocale("fr")

    let failure = LocaleChangeFailure(locale: "fr", reason: .httpStatus(404))
    #expect(failed == .failed(failure))
    #expect(translator.localeFailure == failure)
    #expect(translator.locale == "en")
    #expect(fixture.sdk.getLocale() == "en")
    #expect(translator.syncState == .failed(.httpStatus(404)))
    #expect(fixture.hello() == "Hello b1")
    #expect(!text.wasInvalidated)

    #expect(await translator.setLocale("de") == .active(.updated(revision: "d2")))
    #expect(translator.localeFailure == nil)
    #expect(translator.locale == "de")
  }

  @Test("Two quick locale changes: the last one decides, the first returns superseded")
  func superseded() async throws {
    let server = try await startedServer()
    defer { server.stop() }
    try server.setRoutes([
      Datafiles.path(locale: "de"): [
        Step(body: Datafiles.json(revision: "d2", locale: "de"), delay: 1)
      ],
      Datafiles.path(locale: "fr"): [Step(body: Datafiles.json(revision: "f2", locale: "fr"))],
    ])
    let fixture = TranslatorFixture(template: server.template)
    defer { fixture.remote.removeCache() }
    let translator = fixture.translator
    await translator.start(locale: "en", refresh: false)

    let first = Task { await translator.setLocale("de") }
    #expect(await valueAfterNextChange { translator.locale } == "de")
    let second = await translator.setLocale("fr")

    #expect(second == .active(.updated(revision: "f2")))
    #expect(await first.value == .superseded)
    await translator.settled()
    #expect(translator.locale == "fr")
    #expect(fixture.hello() == "Hello f2")
  }

  @Test("A translator nobody holds is freed; the SDK and loader keep working without it")
  func released() async throws {
    let fixture = TranslatorFixture(template: try downTemplate())
    defer { fixture.remote.removeCache() }
    await fixture.translator.start(locale: "en", refresh: false)
    weak var released: ObservableTranslator?
    do {
      let other = ObservableTranslator(loader: fixture.loader)
      released = other
      await other.settled()
    }
    await yieldUntil { released == nil }

    #expect(released == nil)
    fixture.sdk.setDatafile(Datafiles.json(revision: "3"))
    _ = await fixture.loader.sync(locale: "en")
    await fixture.translator.settled()
    #expect(fixture.hello() == "Hello 3")
  }
}
