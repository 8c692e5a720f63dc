import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

@Suite("Events and snapshots")
struct EventTests {
  @Test("The specific event precedes change; both carry the same version and snapshots")
  func specificThenChange() throws {
    let probe = RuntimeProbe(MessagevisorOptions(datafile: Sample.datafile()))
    probe.events.removeAll()
    probe.sdk.setContext(["plan": "pro"])
    let events = probe.events.values
    #expect(events.map(\.type) == [.contextSet, .change])
    let (specific, change) = (events[0], events[1])
    #expect(specific.version == 2)
    #expect(change.version == specific.version)
    #expect(change.snapshot == specific.snapshot)
    #expect(change.previousSnapshot == specific.previousSnapshot)
    #expect(change.details == .change(source: .contextSet, details: specific.details))
    #expect(specific.previousSnapshot.context == [:])
    #expect(specific.snapshot.context == ["plan": "pro"])
    #expect(specific.snapshot == probe.sdk.getSnapshot())
  }

  @Test("Versions increase by one per state change; snapshots chain")
  func monotonicVersions() throws {
    let probe = RuntimeProbe()
    probe.sdk.setDatafile(Sample.datafile())
    probe.sdk.setDatafile(Sample.datafile(locale: "nl"))
    try probe.sdk.setLocale("nl")
    probe.sdk.setContext(["a": 1])
    probe.sdk.setCurrency("EUR")
    probe.sdk.setTimeZone("UTC")
    let changes = probe.events.values.filter { $0.type == .change }
    #expect(changes.map(\.version) == Array(1...6))
    for (previous, next) in zip(changes, changes.dropFirst()) {
      #expect(next.previousSnapshot == previous.snapshot)
    }
    #expect(probe.sdk.getSnapshot().version == 6)
  }

  @Test("subscribe() listens to change events")
  func subscribe() {
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    let count = Recorded<Int>()
    let unsubscribe = sdk.subscribe { count.append(1) }
    sdk.setContext(["a": 1])
    sdk.setCurrency("EUR")
    unsubscribe()
    sdk.setCurrency("USD")
    #expect(count.count == 2)
  }

  @Test("Unsubscribing is idempotent and affects only that listener")
  func unsubscribe() {
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    let first = Recorded<Int>()
    let second = Recorded<Int>()
    let stopFirst = sdk.on(.contextSet) { _ in first.append(1) }
    sdk.on(.contextSet) { _ in second.append(1) }
    stopFirst()
    stopFirst()
    sdk.setContext(["a": 1])
    #expect(first.count == 0)
    #expect(second.count == 1)
  }

  @Test("A throwing listener does not stop other listeners or the state change")
  func throwingListener() throws {
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    let seen = Recorded<String>()
    sdk.on(.contextSet) { _ in throw MarkerError("listener broke") }
    sdk.on(.contextSet) { _ in seen.append("second") }
    sdk.on(.change) { _ in seen.append("change") }
    let output = capturingStandardError { sdk.setContext(["a": 1]) }
    #expect(seen.values == ["second", "change"])
    #expect(sdk.getContext() == ["a": 1])
    #expect(output.contains("listener broke"))
  }

  @Test("Listeners run in subscription order")
  func subscriptionOrder() {
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    let order = Recorded<Int>()
    for index in 0..<5 {
      sdk.on(.currencySet) { _ in order.append(index) }
    }
    sdk.setCurrency("EUR")
    #expect(order.values == [0, 1, 2, 3, 4])
  }

  @Test("A listener may change state re-entrantly; both changes are delivered")
  func reentrantListener() {
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    let versions = Recorded<Int>()
    sdk.on(.currencySet) { event in
      if case .currencySet("EUR", _) = event.details { sdk.setTimeZone("UTC") }
    }
    sdk.on(.change) { versions.append($0.version) }
    sdk.setCurrency("EUR")
    #expect(sdk.getTimeZone() == "UTC")
    #expect(versions.values == [1, 2], "the listener's change is delivered after the current one")
    #expect(sdk.getSnapshot().version == 2)
  }

  @Test("Event names")
  func eventNames() {
    #expect(
      MessagevisorEventName.allCases.map(\.rawValue) == [
        "change", "error", "datafile_set", "locale_set", "context_set", "currency_set",
        "timeZone_set",
      ])
  }
}
