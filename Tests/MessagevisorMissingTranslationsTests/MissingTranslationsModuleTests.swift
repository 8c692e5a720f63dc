import Messagevisor
import MessagevisorMissingTranslations
import Synchronization
import Testing

final class PayloadLog: Sendable {
  let payloads = Mutex<[MissingTranslationPayload]>([])

  func append(_ payload: MissingTranslationPayload) {
    payloads.withLock { $0.append(payload) }
  }

  var all: [MissingTranslationPayload] { payloads.withLock { $0 } }
}

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
    let payload = try #require(log.all.first)
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
    #expect(log.all.count == (dedupe ? 1 : 2))
    sdk.setDatafile(Self.datafile(revision: "8"))
    _ = try sdk.translate("absent")
    #expect(log.all.count == (dedupe ? 2 : 3))
    #expect(log.all.last?.revision == "8")
  }

  @Test func ignoresMissingDatafileAndPresentKeys() throws {
    let log = PayloadLog()
    let sdk = Self.make(dedupe: false, log: log)
    _ = try sdk.translate("present")
    _ = try sdk.translate("absent", options: TranslateOptions(locale: "fr"))
    #expect(log.all.isEmpty)
  }

  @Test func closeUnsubscribes() async throws {
    let log = PayloadLog()
    let sdk = Self.make(dedupe: false, log: log)
    try await sdk.removeModule("missing-translations")
    _ = try sdk.translate("absent")
    #expect(log.all.isEmpty)
  }
}
