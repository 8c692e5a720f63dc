import Messagevisor

/// Vectors of the `events` and `diagnostics` contracts.
enum EventContractVectors {
  static func vectors(_ fixture: ConformanceFixture) -> [ConformanceVector] {
    [
      ConformanceVector(section: "events", id: "stateEventBeforeChange") {
        try stateEventBeforeChange(fixture)
      },
      ConformanceVector(section: "events", id: "childDatafileTrace") {
        try await childDatafileTrace(fixture)
      },
      ConformanceVector(section: "diagnostics", id: "contract", requires: [.formatting]) {
        try diagnostics(fixture)
      },
    ]
  }

  /// Each state event reaches its listeners before the matching `change` event.
  private static func stateEventBeforeChange(_ fixture: ConformanceFixture) throws {
    let contract = fixture.events
    try Check.that(contract.stateEventBeforeChange, "the fixture expects change first")
    let stateEvents = MessagevisorEventName.allCases.filter { $0 != .change && $0 != .error }
    try Check.equal(
      Set(contract.changeSources), Set(stateEvents.map(\.rawValue)), "events.changeSources")
    let observed = ConformanceRecorder<String>()
    let versions = ConformanceRecorder<Int>()
    let sdk = createMessagevisor(MessagevisorOptions(logLevel: .fatal))
    for source in contract.changeSources {
      guard let name = MessagevisorEventName(rawValue: source) else {
        throw ConformanceFailure("unknown event name \(source)")
      }
      sdk.on(name) { _ in observed.append(source) }
    }
    sdk.on(.change) { event in
      guard case .change(let source, _) = event.details else { return }
      observed.append("change:" + source.rawValue)
      versions.append(event.version)
    }
    let english = try fixture.fixtureDatafile()
    sdk.setDatafile(english)
    var dutch = english
    dutch.locale = "nl"
    dutch.revision = "2"
    sdk.setDatafile(dutch)
    try Check.noThrow("setLocale(nl)") { try sdk.setLocale("nl") }
    sdk.setContext(["plan": .string("pro")])
    sdk.setCurrency("EUR")
    sdk.setTimeZone("UTC")
    let expected = [
      "datafile_set", "change:datafile_set", "datafile_set", "change:datafile_set", "locale_set",
      "change:locale_set", "context_set", "change:context_set", "currency_set",
      "change:currency_set", "timeZone_set", "change:timeZone_set",
    ]
    try Check.equal(observed.values, expected, "event order")
    try Check.equal(versions.values, Array(1...6), "change event versions")
  }

  /// A child re-emits parent datafile updates as its own events, stops after close, and keeps
  /// reading shared storage.
  private static func childDatafileTrace(_ fixture: ConformanceFixture) async throws {
    let contract = fixture.events
    let first = try fixture.fixtureDatafile()
    let parent = createMessagevisor(MessagevisorOptions(datafile: first, logLevel: .fatal))
    var dutch = first
    dutch.locale = "nl"
    dutch.revision = "nl-1"
    parent.setDatafile(dutch)
    let child = parent.spawn(
      context: ["tenant": .string("child")], options: SpawnOptions(locale: "nl"))
    let trace = ConformanceRecorder<ConformanceFixture.ChildTraceEntry>()
    child.on(.datafileSet) { event in
      if let entry = traceEntry(event) { trace.append(entry) }
    }
    child.on(.change) { event in
      guard case .change(.datafileSet, _) = event.details else { return }
      if let entry = traceEntry(event) { trace.append(entry) }
    }
    var second = first
    second.revision = "2"
    parent.setDatafile(second, replace: true)
    try Check.equal(trace.values, contract.childDatafileTrace, "child event trace")
    try Check.equal(child.getSnapshot().version, 1, "child version")
    try Check.equal(child.getSnapshot().locale, "nl", "child locale")
    try Check.equal(child.getContext()["tenant"], .string("child"), "child context tenant")

    try await Check.noThrowAsync("child.close()") { try await child.close() }
    var third = first
    third.revision = "3"
    parent.setDatafile(third, replace: true)
    try Check.equal(trace.count, contract.childDatafileTrace.count, "child events after close")
    try Check.equal(
      trace.values.first?.datafileRevision, contract.capturedChildDatafileRevisionAfterClose,
      "captured first event revision")
    let snapshot = child.getSnapshot()
    try Check.equal(snapshot.datafileRevisionsByLocale["en"], "3", "child snapshot en revision")
    try Check.equal(snapshot.version, 1, "child version after close")
  }

  /// The fixture's view of a child `datafile_set` or `change` event.
  private static func traceEntry(_ event: MessagevisorEvent) -> ConformanceFixture.ChildTraceEntry?
  {
    var details = event.details
    var source: String?
    if case .change(let name, let nested) = event.details {
      details = nested
      source = name.rawValue
    }
    guard case .datafileSet(let datafile, _, let activeLocale, _, _) = details else { return nil }
    return ConformanceFixture.ChildTraceEntry(
      type: event.type.rawValue,
      source: source,
      version: event.version,
      snapshotVersion: event.snapshot.version,
      previousSnapshotVersion: event.previousSnapshot.version,
      snapshotLocale: event.snapshot.locale,
      previousSnapshotLocale: event.previousSnapshot.locale,
      datafileLocale: datafile.locale,
      activeLocale: activeLocale,
      datafileRevision: datafile.revision,
      snapshotDatafileRevision: event.snapshot.datafileRevisionsByLocale["en"],
      previousSnapshotDatafileRevision: event.previousSnapshot.datafileRevisionsByLocale["en"]
    )
  }

  /// Missing datafile, missing and invalid formats, and details that are always present.
  private static func diagnostics(_ fixture: ConformanceFixture) throws {
    let contract = fixture.diagnostics
    try Check.that(contract.detailsAlwaysPresent, "the fixture expects optional details")
    let log = ConformanceRecorder<MessagevisorDiagnostic>()
    let localeOnly = createMessagevisor(
      MessagevisorOptions(locale: "en", onDiagnostic: log.handler, logLevel: .debug))
    _ = try Check.noThrow("translate(missing)") { try localeOnly.translate("missing") }
    try Check.that(
      log.codes.contains(contract.missingLocaleDatafileCode),
      "translate without datafile did not report \(contract.missingLocaleDatafileCode)")

    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: try fixture.fixtureDatafile(), onDiagnostic: log.handler, logLevel: .debug))
    let moduleCode = MessagevisorDiagnosticCode("no_details")
    let reporter = MessagevisorModule(
      name: "details",
      setup: { api in
        api.reportDiagnostic(
          MessagevisorModuleReportedDiagnostic(
            level: .info, code: moduleCode, message: "No explicit details"))
      }
    )
    sdk.addModule(reporter)
    guard let reported = log.values.first(where: { $0.typedCode == moduleCode }) else {
      throw ConformanceFailure("the module diagnostic was not delivered")
    }
    try Check.equal(reported.details, [:], "details of a diagnostic reported without details")

    let fallback = try Check.noThrow("formatNumber(1)") { try sdk.formatNumber(1) }
    let missing = try Check.noThrow("formatNumber(1, preset: missing)") {
      try sdk.formatNumber(1, preset: "missing")
    }
    try Check.equal(missing, fallback, "formatNumber with a missing preset")
    try Check.that(log.codes.contains(contract.missingFormatCode), "no missing_format reported")
    let invalid: FormatOptions = ["style": .string("currency"), "currency": .string("INVALID")]
    try Check.throwsError("formatNumber with currency INVALID") {
      try sdk.formatNumber(1, formatOptions: invalid)
    }
    try Check.that(log.codes.contains(contract.invalidFormatCode), "no invalid_format reported")
  }
}
