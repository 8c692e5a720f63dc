import Foundation
import Messagevisor
import Testing

@testable import MessagevisorRemote

@Suite("ObservableTranslator: what invalidates a tracked translation")
@MainActor
struct ObservableTranslatorInvalidationTests {
  typealias Step = TestHTTPServer.Step

  /// One change made after `t("hello")` was read inside `withObservationTracking`.
  struct Scenario: Sendable, CustomTestStringConvertible {
    let name: String
    /// The server's routes (`en` serves revision 2 with an ETag unless replaced).
    var routes: [String: [Step]] = Scenario.defaultRoutes
    /// Runs before the read is tracked.
    var prepare: @MainActor @Sendable (TranslatorFixture) async -> Void = { _ in }
    /// The change.
    let act: @MainActor @Sendable (TranslatorFixture) async -> Void
    /// Whether the tracked `t("hello")` must be invalidated.
    let invalidates: Bool
    /// `t("hello")` after the change.
    let text: String
    /// A read the change must invalidate: proof that the change reached the translator, so
    /// that "not invalidated" means the translator left the text alone, not that it never
    /// heard of the change.
    var witness: (@MainActor @Sendable (ObservableTranslator) -> Void)?

    var testDescription: String { name }

    static let defaultRoutes: [String: [Step]] = [
      Datafiles.path(): [Step(body: Datafiles.json(revision: "2"), etag: "\"v2\"")],
      Datafiles.path(locale: "de"): [Step(body: Datafiles.json(revision: "d2", locale: "de"))],
    ]
  }

  nonisolated static let scenarios: [Scenario] = [
    Scenario(
      name: "setDatafile of the active locale",
      act: { $0.sdk.setDatafile(Datafiles.json(revision: "3")) },
      invalidates: true, text: "Hello 3"),
    Scenario(
      name: "a sync that downloads a new datafile",
      act: { _ = await $0.loader.sync(locale: "en") },
      invalidates: true, text: "Hello 2"),
    Scenario(
      name: "a locale switch",
      act: { _ = await $0.translator.setLocale("de") },
      invalidates: true, text: "Hello d2", witness: { _ = $0.locale }),
    Scenario(
      name: "a new context",
      act: { $0.sdk.setContext(["plan": .string("pro")]) },
      invalidates: true, text: "Hello b1"),
    Scenario(
      name: "a sync answered 304 Not Modified",
      prepare: { _ = await $0.loader.sync(locale: "en") },
      act: { _ = await $0.loader.sync(locale: "en") },
      invalidates: false, text: "Hello 2", witness: { _ = $0.syncState }),
    Scenario(
      name: "a failed sync",
      routes: [Datafiles.path(): [Step(status: 500)]],
      act: { _ = await $0.loader.sync(locale: "en") },
      invalidates: false, text: "Hello b1", witness: { _ = $0.syncState }),
    Scenario(
      name: "setDatafile of another locale",
      act: { $0.sdk.setDatafile(Datafiles.json(revision: "f1", locale: "fr")) },
      invalidates: false, text: "Hello b1",
      witness: { _ = $0.t("hello", options: .init(locale: "fr")) }
    ),
    Scenario(
      name: "setContext with the context already set",
      prepare: { $0.sdk.setContext(["plan": .string("pro")]) },
      act: { $0.sdk.setContext(["plan": .string("pro")]) },
      invalidates: false, text: "Hello b1"),
    Scenario(
      name: "a failed setLocale on the SDK (an error diagnostic)",
      act: { try? $0.sdk.setLocale("xx") },
      invalidates: false, text: "Hello b1"),
  ]

  @Test("A tracked t(_:) is invalidated exactly by changes of its text", arguments: scenarios)
  func invalidation(_ scenario: Scenario) async throws {
    let server = try await startedServer()
    defer { server.stop() }
    try server.setRoutes(scenario.routes)
    let fixture = TranslatorFixture(template: server.template)
    defer { fixture.remote.removeCache() }
    #expect(
      await fixture.translator.start(locale: "en", refresh: false) == .bundled(revision: "b1"))
    await scenario.prepare(fixture)
    await fixture.translator.settled()

    let text = ObservationProbe { _ = fixture.hello() }
    let witness = scenario.witness.map { read in ObservationProbe { read(fixture.translator) } }
    await scenario.act(fixture)
    await fixture.translator.settled()

    #expect(text.wasInvalidated == scenario.invalidates)
    #expect(witness?.wasInvalidated ?? true, "the change did not reach the translator")
    #expect(fixture.hello() == scenario.text)
  }

  @Test("A read naming a locale follows that locale's datafile, not the active one's")
  func explicitLocale() async throws {
    let fixture = TranslatorFixture(template: try downTemplate())
    defer { fixture.remote.removeCache() }
    await fixture.translator.start(locale: "en", refresh: false)
    fixture.sdk.setDatafile(Datafiles.json(revision: "d1", locale: "de"))
    await fixture.translator.settled()

    let german = ObservationProbe { _ = fixture.hello(locale: "de") }
    let active = ObservationProbe { _ = fixture.hello() }
    fixture.sdk.setDatafile(Datafiles.json(revision: "d9", locale: "de"))
    await fixture.translator.settled()

    #expect(german.wasInvalidated)
    #expect(!active.wasInvalidated)
    #expect(fixture.hello(locale: "de") == "Hello d9")
  }

  @Test("Format helpers and read(_:) are tracked like t(_:)")
  func formatHelpers() async throws {
    let fixture = TranslatorFixture(template: try downTemplate())
    defer { fixture.remote.removeCache() }
    await fixture.translator.start(locale: "en", refresh: false)

    let number = ObservationProbe { _ = try? fixture.translator.formatNumber(1234.5) }
    let list = ObservationProbe { _ = try? fixture.translator.formatList(["a", "b"]) }
    let revision = ObservationProbe { _ = fixture.translator.read { try? $0.getRevision() } }
    let unrelated = ObservationProbe { _ = fixture.translator.localeFailure }
    fixture.sdk.setDatafile(Datafiles.json(revision: "3"))
    await fixture.translator.settled()

    #expect(number.wasInvalidated)
    #expect(list.wasInvalidated)
    #expect(revision.wasInvalidated)
    #expect(!unrelated.wasInvalidated)
    #expect(fixture.translator.read { try? $0.getRevision() } == "3")
    #expect(try fixture.translator.formatNumber(1234.5) == fixture.sdk.formatNumber(1234.5))
  }
}
