import Foundation
import Messagevisor
import Testing

@testable import MessagevisorRemote

@Suite("ObservableTranslator: following the device's preferred languages")
@MainActor
struct ObservableTranslatorDeviceLocaleTests {
  /// Preferred languages and the locale expected among `en`, `de`, `fr` with the fixture's
  /// fallbacks (`de-AT` → `de`, `gsw` → `de`).
  nonisolated static let cases: [([String], String)] = [
    (["de-AT", "en"], "de"),
    (["gsw"], "de"),
    (["fr_CA"], "fr"),
    (["ja", "de-CH"], "de"),
    (["ja", "ko"], "en"),
  ]

  @Test("start() picks the resolver's answer, else the fallback locale", arguments: cases)
  func start(_ preferred: [String], _ expected: String) async throws {
    let fixture = TranslatorFixture(
      template: try downTemplate(), preferred: preferred, followsDeviceLocale: true
    ) { $0.bundled["fr"] = .data(Data(Datafiles.json(revision: "f1", locale: "fr").utf8)) }
    defer { fixture.remote.removeCache() }
    let resolver = LocaleResolver(
      fallbacks: fixture.loader.options.localeFallbacks,
      supported: fixture.loader.options.supportedLocales)

    await fixture.translator.start(refresh: false)

    #expect(fixture.translator.locale == expected)
    #expect(fixture.translator.locale == resolver.resolve(preferred) ?? "en")
    #expect(fixture.sdk.getLocale() == expected)
  }

  @Test("The locale-change notification re-resolves the languages and switches")
  func notification() async throws {
    let fixture = TranslatorFixture(
      template: try downTemplate(), preferred: ["de-AT"], followsDeviceLocale: true)
    defer { fixture.remote.removeCache() }
    let translator = fixture.translator
    await translator.start(refresh: false)
    #expect(translator.locale == "de")
    let text = ObservationProbe { _ = fixture.hello() }

    fixture.preferred.list = ["en-GB"]
    fixture.center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
    await translator.settled()
    let change = await translator.deviceLocaleChange?.value

    guard case .active = change else {
      Issue.record("expected a locale change, got \(String(describing: change))")
      return
    }
    #expect(translator.locale == "en")
    #expect(fixture.hello() == "Hello b1")
    #expect(text.wasInvalidated)
    #expect(translator.followsDeviceLocale)
  }

  @Test("setLocale stops following; followDeviceLocale resumes")
  func explicitChoice() async throws {
    let fixture = TranslatorFixture(
      template: try downTemplate(), preferred: ["de"], followsDeviceLocale: true)
    defer { fixture.remote.removeCache() }
    let translator = fixture.translator
    await translator.start(refresh: false)
    #expect(translator.locale == "de")

    await translator.setLocale("en")
    #expect(!translator.followsDeviceLocale)
    fixture.center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
    await translator.settled()
    #expect(translator.deviceLocaleChange == nil)
    #expect(translator.locale == "en")

    await translator.followDeviceLocale()
    #expect(translator.followsDeviceLocale)
    #expect(translator.locale == "de")
  }

  @Test("A translator that does not follow starts in the fallback locale")
  func notFollowing() async throws {
    let fixture = TranslatorFixture(template: try downTemplate(), preferred: ["de"])
    defer { fixture.remote.removeCache() }

    await fixture.translator.start(refresh: false)

    #expect(fixture.translator.locale == "en")
  }
}
