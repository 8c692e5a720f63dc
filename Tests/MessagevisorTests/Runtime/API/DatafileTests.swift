import Foundation
import Messagevisor
import Testing

@Suite("setDatafile, merge and replace")
struct DatafileTests {
  static func presets(_ pairs: [String: FormatOptions]) -> FormatPresets {
    FormatPresets(number: pairs)
  }

  @Test("Merge: incoming identity wins, maps union by key, entries replaced whole")
  func merge() throws {
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()))
    var incoming = DatafileContent(
      schemaVersion: "1", messagevisorVersion: "next", revision: "2", target: "mobile",
      locale: "en")
    incoming.messages = ["welcome": DatafileMessage(overrides: [])]
    incoming.translations = ["welcome": "Hi", "extra": "Extra"]
    incoming.segments = ["ios": Segment(conditions: .all)]
    probe.sdk.setDatafile(incoming)
    let merged = try probe.sdk.getDatafile()
    #expect(merged.revision == "2")
    #expect(merged.target == "mobile")
    #expect(merged.messagevisorVersion == "next")
    #expect(
      merged.translations == ["welcome": "Hi", "extra": "Extra", "empty": "", "legacy": "Legacy"])
    #expect(merged.messages["welcome"]?.overrides == [], "a message is replaced, not merged")
    #expect(merged.messages["legacy"]?.deprecated == true)
    #expect(Set(merged.segments.keys) == ["web", "ios"])
    #expect(
      try probe.sdk.translate("welcome", options: TranslateOptions(context: ["plan": "pro"]))
        == "Hi")
  }

  static let directions: [(String?, String?, String?)] = [
    ("rtl", nil, "rtl"),
    ("rtl", "ltr", "ltr"),
    (nil, "rtl", "rtl"),
    (nil, nil, nil),
  ]

  @Test("Merge: an omitted incoming direction keeps the stored one", arguments: directions)
  func direction(_ stored: String?, _ incoming: String?, _ expected: String?) throws {
    var first = Sample.datafile()
    first.direction = stored
    let sdk = createMessagevisor(MessagevisorOptions(datafile: first, logLevel: .fatal))
    var next = Sample.datafile(revision: "2")
    next.direction = incoming
    sdk.setDatafile(next)
    #expect(try sdk.getDirection() == expected)
    #expect(sdk.getSnapshot().direction == expected)
  }

  @Test("Merge: formats merge by family and preset name, an incoming preset replaces whole")
  func formatMerge() throws {
    var first = Sample.datafile()
    first.formats = FormatPresets(
      number: [
        "money": ["style": "currency", "currency": "USD"], "whole": ["maximumFractionDigits": 0],
      ],
      date: ["year": ["year": "numeric"]])
    let sdk = createMessagevisor(MessagevisorOptions(datafile: first, logLevel: .fatal))
    var next = Sample.datafile(revision: "2")
    next.formats = FormatPresets(
      number: ["money": ["style": "percent"]], time: ["short": ["hour": "numeric"]])
    sdk.setDatafile(next)
    let formats = try #require(try sdk.getDatafile().formats)
    #expect(
      formats.number == ["money": ["style": "percent"], "whole": ["maximumFractionDigits": 0]])
    #expect(formats.date == ["year": ["year": "numeric"]])
    #expect(formats.time == ["short": ["hour": "numeric"]])
    next.formats = nil
    sdk.setDatafile(next)
    #expect(try sdk.getDatafile().formats == formats, "omitted formats keep the stored ones")
    sdk.setDatafile(next, replace: true)
    #expect(try sdk.getDatafile().formats == nil, "replace without formats removes them")
  }

  @Test("Replace stores the incoming datafile verbatim")
  func replace() throws {
    let sdk = createMessagevisor(MessagevisorOptions(datafile: Sample.datafile(), logLevel: .fatal))
    let fresh = DatafileContent(revision: "9", locale: "en", translations: ["only": "Only"])
    sdk.setDatafile(fresh, replace: true)
    #expect(try sdk.getDatafile() == fresh)
    sdk.setDatafile(fresh, replace: true)
    #expect(try sdk.getDatafile() == fresh)
  }

  @Test("The first loaded locale becomes active; later locales never switch it")
  func activeLocale() throws {
    let probe = RuntimeProbe()
    #expect(probe.sdk.getLocale() == nil)
    probe.sdk.setDatafile(Sample.datafile(locale: "en"))
    probe.sdk.setDatafile(Sample.datafile(locale: "nl", revision: "nl-1"))
    #expect(probe.sdk.getLocale() == "en")
    let details = probe.events.values.filter { $0.type == .datafileSet }.map(\.details)
    #expect(
      details == [
        .datafileSet(
          datafile: Sample.datafile(locale: "en"), locale: "en", activeLocale: "en",
          previousLocale: nil, replaced: false),
        .datafileSet(
          datafile: Sample.datafile(locale: "nl", revision: "nl-1"), locale: "nl",
          activeLocale: "en", previousLocale: "en", replaced: false),
      ])
    try probe.sdk.setLocale("nl")
    #expect(probe.sdk.getSnapshot().datafileLocales == ["en", "nl"])
    #expect(probe.sdk.getSnapshot().datafileRevisionsByLocale == ["en": "1", "nl": "nl-1"])
  }

  @Test("datafile_set snapshots show the stored datafile; previous snapshots the one before")
  func datafileEventSnapshots() {
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()))
    probe.sdk.setDatafile(Sample.datafile(locale: "nl", revision: "nl-1"))
    probe.sdk.setDatafile(Sample.datafile(revision: "2"))
    let events = probe.events.values.filter { $0.type == .datafileSet }
    #expect(events.count == 2)
    #expect(events.first?.snapshot.datafileLocales == ["en", "nl"])
    #expect(events.first?.previousSnapshot.datafileLocales == ["en"])
    #expect(events.last?.snapshot.datafileRevisionsByLocale["en"] == "2")
    #expect(events.last?.previousSnapshot.datafileRevisionsByLocale["en"] == "1")
    #expect(events.last?.snapshot == probe.sdk.getSnapshot())
  }

  @Test("getDatafile without a locale reports missing_locale and throws")
  func getDatafileWithoutLocale() {
    let probe = RuntimeProbe()
    #expect(throws: MessagevisorError("Datafile not found: no locale is set")) {
      try probe.sdk.getDatafile()
    }
    let diagnostic = probe.diagnostics("missing_locale").first
    #expect(diagnostic?.details == ["locale": .null])
    #expect(diagnostic?.message == "Datafile not found: no locale is set")
  }

  @Test("getDatafile, getRevision and getDirection of a missing locale report missing_datafile")
  func missingLocaleDatafile() {
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()))
    let expected = MessagevisorError("Datafile not found for locale: fr")
    #expect(throws: expected) { try probe.sdk.getDatafile(locale: "fr") }
    #expect(throws: expected) { try probe.sdk.getRevision(locale: "fr") }
    #expect(throws: expected) { try probe.sdk.getDirection(locale: "fr") }
    let diagnostics = probe.diagnostics("missing_datafile")
    #expect(diagnostics.count == 3)
    #expect(diagnostics.allSatisfy { $0.details == ["locale": "fr"] })
  }

  @Test("getDirection without any locale is nil and silent")
  func directionWithoutLocale() throws {
    let probe = RuntimeProbe()
    #expect(try probe.sdk.getDirection() == nil)
    #expect(probe.codes == ["sdk_initialized"])
  }

  @Test("getRevision of the active and of another locale")
  func revisions() throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Sample.datafile(revision: "a"), logLevel: .fatal))
    sdk.setDatafile(Sample.datafile(locale: "nl", revision: "b"))
    #expect(try sdk.getRevision() == "a")
    #expect(try sdk.getRevision(locale: "nl") == "b")
  }

  @Test("Datafiles are stored by exact locale string")
  func storageKey() throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Sample.datafile(locale: "en-US"), logLevel: .fatal))
    #expect(throws: MessagevisorError.self) { try sdk.getDatafile(locale: "en-us") }
    #expect(throws: MessagevisorError.self) { try sdk.getDatafile(locale: "en") }
    #expect(try sdk.getDatafile(locale: "en-US").locale == "en-US")
  }
}
