import Testing

@testable import MessagevisorRemote

@Suite("LocaleResolver")
struct LocaleResolverTests {
  static let supported = ["en", "en-GB", "de", "pt-BR", "zh-Hant"]
  static let fallbacks = ["de-AT": "de", "gsw": "de-CH", "de-CH": "de", "pt": "pt-BR"]

  static let cases: [([String], String?)] = [
    (["de-AT"], "de"),
    (["gsw"], "de"),
    (["de_AT@euro"], "de"),
    (["en-GB"], "en-GB"),
    (["en-AU"], "en"),
    (["EN-gb"], "en-GB"),
    (["en-US-u-ca-gregory"], "en"),
    (["pt"], "pt-BR"),
    (["pt-PT"], "pt-BR"),
    (["zh-Hant-TW"], "zh-Hant"),
    (["ja", "de-AT"], "de"),
    (["ja", "ko"], nil),
    ([], nil),
  ]

  @Test("First supported candidate of the first matching preference", arguments: cases)
  func resolve(_ preferred: [String], _ expected: String?) {
    let resolver = LocaleResolver(fallbacks: Self.fallbacks, supported: Self.supported)
    #expect(resolver.resolve(preferred) == expected)
  }

  static let anyLocaleCases: [([String], String?)] = [
    (["de-AT", "en"], "de"),
    (["gsw"], "de"),
    (["fr-CA"], "fr-CA"),
    ([], nil),
  ]

  @Test(
    "Without supported locales, the first preference's fallback chain is followed",
    arguments: anyLocaleCases)
  func unrestricted(_ preferred: [String], _ expected: String?) {
    #expect(LocaleResolver(fallbacks: Self.fallbacks).resolve(preferred) == expected)
  }

  @Test("A cyclic fallback map terminates")
  func cycle() {
    let resolver = LocaleResolver(fallbacks: ["a": "b", "b": "a"], supported: ["c"])
    #expect(resolver.chain(of: "a") == ["a", "b"])
    #expect(resolver.resolve(["a"]) == nil)
    #expect(LocaleResolver(fallbacks: ["a": "b", "b": "a"]).resolve(["a"]) == "b")
  }

  @Test("Candidates: tag, its chain, then truncations with their chains")
  func candidates() {
    let resolver = LocaleResolver(fallbacks: ["sr-Latn": "hr"])
    #expect(resolver.candidates(for: "sr-Latn-RS") == ["sr-Latn-RS", "sr-Latn", "hr", "sr"])
  }
}
