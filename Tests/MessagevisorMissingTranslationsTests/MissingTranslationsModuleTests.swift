import Messagevisor
import MessagevisorMissingTranslations
import MessagevisorTestSupport
import Testing

typealias PayloadLog = Recorded<MissingTranslationPayload>

@Suite struct MissingTranslationsModuleTests {
  static func datafile(revision: String) -> DatafileContent {
    DatafileContent(revision: revision, locale: "en", translations: ["present": "Here"])
  }

  static func make(dedupe: Bool, log: PayloadLog) -> Messagevisor {
    let module = createMissingTranslationsModule(
      MissingTranslationsModuleOptions(dedupe: dedupe) { log.append($0) })
    return createMessagevisor(
      MessagevisorOptions(datafile: datafile(revision: "7"), logLevel: .fatal, modules: [module]))
  }

  @Test func reportsMissingTranslationWithRevision() throws {
    let log = PayloadLog()
    let sdk = Self.make(dedupe: false, log: log)
    _ = try sdk.translate("absent")
    let payload = try #require(log.values.first)
    #expect(payload.messageKey == "absent")
    #expect(payload.locale == "en")
    #expect(payload.revision == "7")
    #expect(payload.source == .translation)
    #expect(payload.diagnostic.code == "missing_translation")
  }

  @Test(arguments: [false, true])
  func dedupeDeliversOncePerRevision(dedupe: Bool) throws {
    let log = PayloadLog()
    let sdk = Self.make(dedupe: dedupe, log: log)
    _ = try sdk.translate("absent")
    _ = try sdk.translate("absent")
    #expect(log.values.count == (dedupe ? 1 : 2))
    sdk.setDatafile(Self.datafile(revision: "8"))
    _ = try sdk.translate("absent")
    #expect(log.values.count == (dedupe ? 2 : 3))
    #expect(log.values.last?.revision == "8")
  }

  @Test func ignoresMissingDatafileAndPresentKeys() throws {
    let log = PayloadLog()
    let sdk = Self.make(dedupe: false, log: log)
    _ = try sdk.translate("present")
    _ = try sdk.translate("absent", options: TranslateOptions(locale: "fr"))
    #expect(log.values.isEmpty)
  }

  @Test func closeUnsubscribes() async throws {
    let log = PayloadLog()
    let sdk = Self.make(dedupe: false, log: log)
    try await sdk.removeModule("missing-translations")
    _ = try sdk.translate("absent")
    #expect(log.values.isEmpty)
  }
}
