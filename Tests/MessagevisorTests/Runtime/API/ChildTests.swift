import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

@Suite("Child instances")
struct ChildTests {
  @Test("spawn merges context and copies locale, currency and zone at spawn time")
  func spawnState() throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: Sample.datafile(), context: ["plan": "free", "a": 1], currency: "USD",
        timeZone: "UTC", logLevel: .fatal))
    sdk.setDatafile(Sample.datafile(locale: "nl"))
    let child = sdk.spawn(context: ["plan": "pro"], options: SpawnOptions(currency: "EUR"))
    #expect(child.getContext() == ["plan": "pro", "a": 1])
    #expect(child.getLocale() == "en")
    #expect(child.getCurrency() == "EUR")
    #expect(child.getTimeZone() == "UTC")
    try sdk.setLocale("nl")
    sdk.setTimeZone("Asia/Tokyo")
    sdk.setContext(["b": 2])
    #expect(child.getLocale() == "en", "no later tracking of the parent")
    #expect(child.getTimeZone() == "UTC")
    #expect(child.getContext() == ["plan": "pro", "a": 1])
    #expect(try child.translate("welcome") == "Welcome, pro")
  }

  @Test("Child state, listeners and versions are isolated from the parent")
  func isolation() throws {
    let parent = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()))
    parent.sdk.setDatafile(Sample.datafile(locale: "nl"))
    let child = parent.sdk.spawn()
    let childEvents = Recorded<MessagevisorEvent>()
    child.on(.change) { childEvents.append($0) }
    parent.events.removeAll()
    #expect(child.getSnapshot().version == 0)
    child.setContext(["tenant": "a"])
    try child.setLocale("nl")
    child.setCurrency("EUR")
    child.setTimeZone("UTC")
    #expect(parent.events.count == 0)
    #expect(parent.sdk.getContext() == [:])
    #expect(parent.sdk.getLocale() == "en")
    #expect(parent.sdk.getCurrency() == nil)
    #expect(childEvents.values.map(\.version) == [1, 2, 3, 4])
    #expect(child.getSnapshot().version == 4)
    parent.sdk.setContext(["root": true])
    #expect(childEvents.count == 4)
    #expect(child.getContext() == ["tenant": "a"])
  }

  @Test("Parent datafile updates become child-owned events")
  func bridgeEvents() throws {
    let parent = createMessagevisor(
      MessagevisorOptions(datafile: Sample.datafile(), logLevel: .fatal))
    let child = parent.spawn(options: SpawnOptions(locale: "en"))
    let events = Recorded<MessagevisorEvent>()
    child.on(.datafileSet) { events.append($0) }
    child.on(.change) { events.append($0) }
    child.setContext(["x": 1])
    parent.setDatafile(Sample.datafile(locale: "nl", revision: "nl-1"))
    let recorded = events.values
    #expect(recorded.map(\.type) == [.change, .datafileSet, .change])
    let bridged = recorded[1]
    #expect(bridged.version == 2)
    #expect(bridged.snapshot.datafileLocales == ["en", "nl"])
    #expect(bridged.previousSnapshot.datafileLocales == ["en"])
    #expect(bridged.snapshot.context == ["x": 1])
    #expect(
      bridged.details
        == .datafileSet(
          datafile: Sample.datafile(locale: "nl", revision: "nl-1"), locale: "nl",
          activeLocale: "en",
          previousLocale: "en", replaced: false))
    #expect(recorded[2].details == .change(source: .datafileSet, details: bridged.details))
    #expect(child.getSnapshot() == bridged.snapshot)
  }

  @Test("Child evaluations report diagnostics and error events on the child only")
  func childDiagnostics() throws {
    let parent = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()), logLevel: .error)
    parent.diagnostics.removeAll()
    parent.events.removeAll()
    let child = parent.sdk.spawn()
    let childErrors = Recorded<MessagevisorEvent>()
    child.on(.error) { childErrors.append($0) }
    _ = try child.translate("missing")
    #expect(parent.events.count == 0)
    #expect(childErrors.count == 1)
    #expect(parent.codes == ["missing_translation"], "the handler is copied at spawn")
    child.setLogLevel(.fatal)
    _ = try child.translate("missing")
    #expect(parent.codes.count == 1)
    #expect(childErrors.count == 2)
  }

  @Test("Closing a child stops its events, keeps the parent and its modules running")
  func closeChild() async throws {
    let closed = Recorded<String>()
    let parent = RuntimeProbe(
      MessagevisorOptions(datafile: Sample.datafile(), modules: [Sample.closing("m", into: closed)])
    )
    let child = parent.sdk.spawn()
    let childEvents = Recorded<MessagevisorEvent>()
    child.on(.datafileSet) { childEvents.append($0) }
    parent.events.removeAll()
    try await child.close()
    try await child.close()
    parent.sdk.setDatafile(Sample.datafile(revision: "2"))
    #expect(childEvents.count == 0)
    #expect(closed.values.isEmpty)
    #expect(parent.eventNames == ["datafile_set", "change:datafile_set"])
    #expect(
      child.getSnapshot().datafileRevisionsByLocale["en"] == "2", "shared storage stays readable")
    #expect(child.getSnapshot().version == 0)
    let late = child.on(.change) { childEvents.append($0) }
    late()
    child.setContext(["after": true])
    #expect(childEvents.count == 0)
    #expect(try parent.sdk.translate("welcome") == "Welcome")
  }

  @Test("Children share datafiles, defaults and module updates dynamically")
  func sharing() throws {
    let sdk = createMessagevisor(
      MessagevisorOptions(
        locale: "en", defaultTranslations: ["en": ["d": "Default"]], logLevel: .fatal))
    let child = sdk.spawn()
    #expect(try child.translate("d") == "Default")
    sdk.setDatafile(Sample.datafile())
    #expect(try child.translate("welcome") == "Welcome")
    #expect(try child.getRevision() == "1")
    #expect(try child.getDatafile().locale == "en")
    #expect(try child.getDirection() == nil)
    #expect(child.getDefaultTranslations() == ["d": "Default"])
  }
}
