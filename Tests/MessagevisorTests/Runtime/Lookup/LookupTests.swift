import Foundation
import Messagevisor
import Testing

/// One translate call and what it must return and report.
struct LookupCase: Sendable, CustomTestStringConvertible {
  let name: String
  var datafile: DatafileContent? = Sample.datafile()
  var locale: String?
  var defaults: [String: [String: String]] = [:]
  let key: String
  var options = TranslateOptions()
  let expected: String
  var codes: [String] = []

  var testDescription: String { name }
}

@Suite("Translation lookup order")
struct LookupTests {
  static let cases: [LookupCase] = [
    LookupCase(
      name: "1. first matching override", key: "welcome",
      options: TranslateOptions(context: ["plan": "pro", "platform": "web"]),
      expected: "Welcome, pro",
      codes: ["message_override_matched"]),
    LookupCase(
      name: "1. override by segment", key: "welcome",
      options: TranslateOptions(context: ["platform": "web"]), expected: "Welcome, web",
      codes: ["message_override_matched"]),
    LookupCase(name: "2. base translation", key: "welcome", expected: "Welcome"),
    LookupCase(name: "2. empty translation is kept", key: "empty", expected: ""),
    LookupCase(
      name: "3. default translation of the locale", defaults: ["en": ["extra": "Extra"]],
      key: "extra",
      expected: "Extra"),
    LookupCase(
      name: "3. datafile before defaults", defaults: ["en": ["welcome": "Default"]], key: "welcome",
      expected: "Welcome"),
    LookupCase(
      name: "3. empty default is kept", defaults: ["en": ["extra": ""]], key: "extra",
      options: TranslateOptions(defaultTranslation: "Fallback"), expected: ""),
    LookupCase(
      name: "4-5. missing_translation then the per-call default", key: "extra",
      options: TranslateOptions(defaultTranslation: "Fallback"), expected: "Fallback",
      codes: ["missing_translation"]),
    LookupCase(
      name: "4-6. missing_translation then the key", key: "extra", expected: "extra",
      codes: ["missing_translation"]),
    LookupCase(
      name: "4-5. missing_datafile then the per-call default", datafile: nil, locale: "en",
      key: "welcome",
      options: TranslateOptions(defaultTranslation: ""), expected: "", codes: ["missing_datafile"]),
    LookupCase(
      name: "3. defaults without a datafile are silent", datafile: nil, locale: "en",
      defaults: ["en": ["welcome": "Hi"]], key: "welcome", expected: "Hi"),
    LookupCase(
      name: "per-call locale", key: "welcome", options: TranslateOptions(locale: "nl"),
      expected: "welcome",
      codes: ["missing_datafile"]),
    LookupCase(
      name: "per-call locale uses its defaults", defaults: ["nl": ["welcome": "Welkom"]],
      key: "welcome",
      options: TranslateOptions(locale: "nl"), expected: "Welkom"),
    LookupCase(
      name: "deprecated base translation", key: "legacy", expected: "Legacy",
      codes: ["deprecated_message"]),
  ]

  @Test(
    "Six steps: override, translation, defaults, diagnostic, per-call default, key",
    arguments: cases)
  func lookup(_ item: LookupCase) throws {
    let probe = RuntimeProbe(
      MessagevisorOptions(
        datafile: item.datafile, locale: item.locale, defaultTranslations: item.defaults))
    probe.diagnostics.removeAll()
    #expect(try probe.sdk.translate(item.key, options: item.options) == item.expected)
    #expect(try probe.sdk.getRawTranslation(item.key, options: item.options) == item.expected)
    let codes = probe.codes
    #expect(Array(codes.prefix(item.codes.count)) == item.codes)
  }

  @Test("Diagnostic details of lookups")
  func lookupDetails() throws {
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()))
    _ = try probe.sdk.translate("welcome", options: TranslateOptions(context: ["plan": "pro"]))
    _ = try probe.sdk.translate("missing")
    _ = try probe.sdk.translate("missing", options: TranslateOptions(locale: "fr"))
    _ = try probe.sdk.translate("legacy")
    let matched = try #require(probe.diagnostics("message_override_matched").first)
    #expect(matched.level == .debug)
    #expect(matched.details == ["locale": "en", "messageKey": "welcome", "overrideKey": "pro"])
    let missing = try #require(probe.diagnostics("missing_translation").first)
    #expect(missing.level == .error)
    #expect(missing.message == "Missing translation")
    #expect(missing.details == ["locale": "en", "messageKey": "missing", "source": "translation"])
    let noDatafile = try #require(probe.diagnostics("missing_datafile").first)
    #expect(noDatafile.message == "Datafile not found for locale")
    #expect(
      noDatafile.details == ["locale": "fr", "messageKey": "missing", "source": "translation"])
    let deprecated = try #require(probe.diagnostics("deprecated_message").first)
    #expect(deprecated.level == .warn)
    #expect(
      deprecated.details == [
        "locale": "en", "messageKey": "legacy", "source": "translation",
        "deprecationWarning": "use welcome",
      ])
  }

  @Test("A matching override of a deprecated message reports both diagnostics")
  func deprecatedOverride() throws {
    var datafile = Sample.datafile()
    datafile.messages["legacy"]?.overrides = [MessageOverride(key: "all", translation: "Old")]
    let probe = RuntimeProbe(MessagevisorOptions(datafile: datafile))
    probe.diagnostics.removeAll()
    #expect(try probe.sdk.translate("legacy") == "Old")
    #expect(probe.codes == ["message_override_matched", "deprecated_message"])
  }

  @Test("A deprecated message without translation is not reported as deprecated")
  func deprecatedWithoutTranslation() throws {
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile(translations: [:])))
    probe.diagnostics.removeAll()
    #expect(try probe.sdk.translate("legacy") == "legacy")
    #expect(probe.codes == ["missing_translation"])
  }

  @Test("Without any locale, lookups report missing_locale and throw")
  func noLocale() {
    let probe = RuntimeProbe()
    #expect(throws: MessagevisorError("Locale not set")) { try probe.sdk.translate("a") }
    #expect(throws: MessagevisorError("Locale not set")) { try probe.sdk.formatMessage("a") }
    let diagnostic = probe.diagnostics("missing_locale").first
    #expect(diagnostic?.message == "Locale not set")
    #expect(diagnostic?.details == ["locale": .null])
    #expect(probe.diagnostics("missing_locale").count == 2)
  }

  @Test("Conditions see the instance context merged with the per-call context")
  func contextMerge() throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Sample.datafile(), context: ["plan": "pro"], logLevel: .fatal))
    #expect(try sdk.translate("welcome") == "Welcome, pro")
    let free = TranslateOptions(context: ["plan": "free", "platform": "web"])
    #expect(try sdk.translate("welcome", options: free) == "Welcome, web")
    #expect(
      try sdk.translate("welcome", options: TranslateOptions(context: ["plan": .null])) == "Welcome"
    )
    #expect(sdk.getContext() == ["plan": "pro"])
  }

  @Test("Per-call options never mutate state or emit events")
  func perCallOptions() throws {
    let probe = RuntimeProbe(
      MessagevisorOptions(datafile: Sample.datafile(), currency: "USD", timeZone: "UTC"))
    probe.sdk.setDatafile(Sample.datafile(locale: "nl"))
    let before = probe.sdk.getSnapshot()
    probe.events.removeAll()
    let options = TranslateOptions(
      locale: "nl", currency: "EUR", timeZone: "Asia/Tokyo",
      formats: FormatPresets(number: ["x": [:]]), moduleOptions: ["m": true],
      context: ["plan": "pro"], defaultTranslation: "D")
    _ = try probe.sdk.translate("welcome", options: options)
    _ = try probe.sdk.getRawTranslation("welcome", options: options)
    _ = try probe.sdk.formatMessage("x", options: options.evaluation)
    _ = try probe.sdk.spawn().translate("welcome", options: options)
    #expect(probe.sdk.getSnapshot() == before)
    #expect(probe.events.count == 0)
    #expect(probe.sdk.getLocale() == "en")
  }

  @Test("Overrides use the segments of the resolved locale's datafile")
  func segmentsOfResolvedLocale() throws {
    var dutch = Sample.datafile(locale: "nl")
    dutch.segments["web"] = Segment(conditions: .not([.all]))
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Sample.datafile(), context: ["platform": "web"], logLevel: .fatal))
    sdk.setDatafile(dutch)
    #expect(try sdk.translate("welcome") == "Welcome, web")
    #expect(try sdk.translate("welcome", options: TranslateOptions(locale: "nl")) == "Welcome")
  }
}
