import Foundation
import Messagevisor
import Testing

@Suite("Locale, context, currency and time-zone state")
struct StateTests {
  @Test("setLocale without a datafile throws, reports missing_datafile and changes nothing")
  func setLocaleMissing() throws {
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()))
    let before = probe.sdk.getSnapshot()
    probe.events.removeAll()
    #expect(throws: MessagevisorError("Datafile not found for locale: nl")) {
      try probe.sdk.setLocale("nl")
    }
    #expect(probe.sdk.getLocale() == "en")
    #expect(probe.sdk.getSnapshot() == before)
    #expect(probe.eventNames == ["error"], "only the diagnostic's error event")
    let diagnostic = try #require(probe.diagnostics.last)
    #expect(diagnostic.code == "missing_datafile")
    #expect(diagnostic.details == ["locale": "nl"])
  }

  @Test("setLocale emits locale_set, even when the locale does not change")
  func setLocaleEvents() throws {
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()))
    probe.sdk.setDatafile(Sample.datafile(locale: "nl"))
    probe.events.removeAll()
    try probe.sdk.setLocale("nl")
    try probe.sdk.setLocale("nl")
    #expect(
      probe.eventNames == ["locale_set", "change:locale_set", "locale_set", "change:locale_set"])
    let details = probe.events.values.filter { $0.type == .localeSet }.map(\.details)
    #expect(
      details == [
        .localeSet(locale: "nl", previousLocale: "en"),
        .localeSet(locale: "nl", previousLocale: "nl"),
      ])
    #expect(probe.sdk.getSnapshot().locale == "nl")
  }

  static let contextCases: [(String, MessagevisorContext, Bool, MessagevisorContext)] = [
    (
      "merge adds and overwrites", ["b": 2, "a": 9], false,
      ["a": 9, "b": 2, "nested": .object(["x": 1, "y": 2])]
    ),
    (
      "merge replaces nested objects whole", ["nested": .object(["z": 3])], false,
      ["a": 1, "nested": .object(["z": 3])]
    ),
    ("replace", ["b": 2], true, ["b": 2]),
    ("replace with empty", [:], true, [:]),
    ("merge empty", [:], false, ["a": 1, "nested": .object(["x": 1, "y": 2])]),
  ]

  @Test("setContext merges shallowly or replaces", arguments: contextCases)
  func setContext(
    _ name: String, _ incoming: MessagevisorContext, _ replace: Bool,
    _ expected: MessagevisorContext
  ) throws {
    let initial: MessagevisorContext = ["a": 1, "nested": .object(["x": 1, "y": 2])]
    let probe = RuntimeProbe(MessagevisorOptions(context: initial))
    probe.sdk.setContext(incoming, replace: replace)
    #expect(probe.sdk.getContext() == expected, "\(name)")
    #expect(probe.sdk.getSnapshot().context == expected)
    let event = try #require(probe.events.values.first { $0.type == .contextSet })
    #expect(
      event.details == .contextSet(context: expected, previousContext: initial, replaced: replace))
  }

  @Test("Currency and time zone are stored as given and emit their events")
  func currencyAndTimeZone() {
    let probe = RuntimeProbe(MessagevisorOptions(currency: "USD"))
    probe.sdk.setCurrency("not-a-code")
    probe.sdk.setTimeZone("Mars/Olympus")
    #expect(probe.sdk.getCurrency() == "not-a-code")
    #expect(probe.sdk.getTimeZone() == "Mars/Olympus")
    #expect(
      probe.eventNames == [
        "currency_set", "change:currency_set", "timeZone_set", "change:timeZone_set",
      ])
    let details = probe.events.values.filter { $0.type != .change }.map(\.details)
    #expect(
      details == [
        .currencySet(currency: "not-a-code", previousCurrency: "USD"),
        .timeZoneSet(timeZone: "Mars/Olympus", previousTimeZone: nil),
      ])
    #expect(probe.sdk.getSnapshot().currency == "not-a-code")
    #expect(probe.sdk.getSnapshot().timeZone == "Mars/Olympus")
  }

  @Test("Default translations and formats by active or given locale")
  func defaults() {
    let formats = FormatPresets(number: ["money": ["style": "currency"]])
    let sdk = createMessagevisor(
      MessagevisorOptions(
        defaultTranslations: ["en": ["a": "A"], "nl": ["a": "B"]],
        defaultFormats: ["nl": formats],
        logLevel: .fatal))
    #expect(sdk.getDefaultTranslations() == nil, "no locale can be selected")
    #expect(sdk.getDefaultFormats() == nil)
    #expect(sdk.getDefaultTranslations(locale: "nl") == ["a": "B"])
    #expect(sdk.getDefaultFormats(locale: "nl") == formats)
    #expect(sdk.getDefaultFormats(locale: "en") == nil)
    sdk.setDatafile(Sample.datafile(locale: "en"))
    #expect(sdk.getDefaultTranslations() == ["a": "A"])
    #expect(sdk.spawn().getDefaultFormats(locale: "nl") == formats)
  }

  @Test("setLogLevel changes the threshold of this instance")
  func setLogLevel() throws {
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()), logLevel: .error)
    _ = try probe.sdk.translate("legacy")
    #expect(!probe.codes.contains("deprecated_message"))
    probe.sdk.setLogLevel(.warn)
    _ = try probe.sdk.translate("legacy")
    #expect(probe.codes.contains("deprecated_message"))
  }
}

/// The active locale's call state is cached; every setter must drop the cache.
@Suite("Call state cache")
struct CallStateCacheTests {
  @Test("A lookup after setContext sees the new context")
  func context() throws {
    let sdk = Messagevisor()
    sdk.setDatafile(Sample.datafile())
    sdk.setContext(["plan": "pro"])
    #expect(try sdk.translate("welcome") == "Welcome, pro")
    sdk.setContext(["plan": "free"])
    #expect(try sdk.translate("welcome") == "Welcome")
    sdk.setContext(["plan": "pro"], replace: true)
    #expect(try sdk.translate("welcome") == "Welcome, pro")
  }

  @Test("A lookup after setLocale, or with another locale per call, reads the right datafile")
  func locale() throws {
    let sdk = Messagevisor()
    sdk.setDatafile(Sample.datafile(locale: "en", translations: ["hello": "Hello"]))
    sdk.setDatafile(Sample.datafile(locale: "de", translations: ["hello": "Hallo"]))
    try sdk.setLocale("en")
    #expect(try sdk.translate("hello") == "Hello")
    #expect(try sdk.translate("hello", options: TranslateOptions(locale: "de")) == "Hallo")
    #expect(try sdk.translate("hello") == "Hello")
    try sdk.setLocale("de")
    #expect(try sdk.translate("hello") == "Hallo")
    #expect(try sdk.translate("hello", options: TranslateOptions(locale: "en")) == "Hello")
  }

  @Test("Currency and time zone changes reach formatting after a cached call")
  func currencyAndTimeZone() throws {
    let sdk = Messagevisor(
      options: MessagevisorOptions(datafile: Sample.datafile(), currency: "USD", timeZone: "UTC"))
    let options = ["style": MessagevisorValue.string("currency")]
    let dollars = try sdk.formatNumber(2, formatOptions: options)
    _ = try sdk.translate("welcome")
    sdk.setCurrency("EUR")
    #expect(try sdk.formatNumber(2, formatOptions: options) != dollars)
    let midnight = Date(timeIntervalSince1970: 0)
    let utc = try sdk.formatTime(midnight)
    sdk.setTimeZone("Asia/Tokyo")
    #expect(try sdk.formatTime(midnight) != utc)
  }
}
