import Messagevisor

/// Vectors of `hardening.datafileValidation`: one per invalid datafile, plus typed checks.
enum DatafileValidationVectors {
  static let section = "hardening.datafileValidation"

  static func vectors(_ fixture: ConformanceFixture) -> [ConformanceVector] {
    let contract = fixture.hardening.datafileValidation
    var vectors = contract.invalidInputs.map { input in
      invalidVector(fixture, id: "input \(input.jsonText)") { _ in
        if case .string(let text) = input { return text }
        return input.jsonText
      }
    }
    vectors += contract.invalidFields.map { item in
      invalidVector(fixture, id: "field \(item.field) = \(item.value.jsonText)") { members in
        var changed = members
        changed[item.field] = item.value
        return FixtureJSON.object(changed).jsonText
      }
    }
    vectors += (contract.requiredStrings + contract.requiredMaps).map { field in
      invalidVector(fixture, id: "without \(field)") { members in
        var changed = members
        changed.removeValue(forKey: field)
        return FixtureJSON.object(changed).jsonText
      }
    }
    return vectors + [roundTripVector()] + typedVectors(fixture)
  }

  /// A fresh SDK holding the fixture datafile receives invalid JSON: nothing throws, nothing
  /// changes, exactly one `error` event, no change event, and the stable diagnostic.
  private static func invalidVector(
    _ fixture: ConformanceFixture,
    id: String,
    input: @escaping @Sendable ([String: FixtureJSON]) -> String
  ) -> ConformanceVector {
    ConformanceVector(section: section, id: id) {
      let contract = fixture.hardening.datafileValidation
      try Check.that(!contract.throws, "the fixture expects setDatafile to throw")
      try Check.that(!contract.changesState, "the fixture expects a state change")
      let json = input(try fixture.fixtureDatafileMembers())
      let probe = try Probe(fixture.fixtureDatafile())
      probe.sdk.setDatafile(json)
      try probe.expectRejected(code: contract.code, message: contract.message, input: json)
    }
  }

  /// A minimal datafile with empty identity strings survives `toJSON` / `fromJSON`.
  private static func roundTripVector() -> ConformanceVector {
    ConformanceVector(section: section, id: "empty identity strings round-trip") {
      let minimal = DatafileContent(messagevisorVersion: "", revision: "", target: "", locale: "en")
      let json = try Check.noThrow("toJSON") { try minimal.toJSON() }
      let decoded = try Check.noThrow("fromJSON(\(json))") { try DatafileContent.fromJSON(json) }
      try Check.equal(decoded, minimal, "fromJSON(toJSON())")
    }
  }

  /// Typed datafiles with schema "2", an empty locale or direction "wrong" are ignored.
  private static func typedVectors(_ fixture: ConformanceFixture) -> [ConformanceVector] {
    let contract = fixture.hardening.datafileValidation
    let cases: [(String, DatafileContent)] = [
      ("typed schemaVersion \"2\"", DatafileContent(schemaVersion: "2", locale: "en")),
      ("typed empty locale", DatafileContent(locale: "")),
      ("typed direction \"wrong\"", DatafileContent(locale: "en", direction: "wrong")),
    ]
    return cases.map { id, invalid in
      ConformanceVector(section: section, id: id) {
        let probe = try Probe(fixture.fixtureDatafile())
        probe.sdk.setDatafile(invalid)
        try probe.expectRejected(code: contract.code, message: contract.message, input: id)
      }
    }
  }

  /// An SDK holding a datafile, with its diagnostics, error events and changes recorded.
  private struct Probe {
    let sdk: Messagevisor
    let initial: DatafileContent
    let before: MessagevisorSnapshot
    let log = ConformanceRecorder<MessagevisorDiagnostic>()
    let errors = ConformanceRecorder<MessagevisorEvent>()
    let changes = ConformanceRecorder<MessagevisorEvent>()

    init(_ initial: DatafileContent) {
      self.initial = initial
      sdk = createMessagevisor(
        MessagevisorOptions(datafile: initial, onDiagnostic: log.handler, logLevel: .debug))
      sdk.on(.error, errors.callback)
      sdk.on(.change, changes.callback)
      before = sdk.getSnapshot()
    }

    func expectRejected(code: String, message: String, input: String) throws {
      try Check.equal(sdk.getSnapshot(), before, "snapshot after \(input)")
      let stored = try Check.noThrow("getDatafile()") { try sdk.getDatafile() }
      try Check.equal(stored, initial, "stored datafile after \(input)")
      try Check.equal(errors.count, 1, "error events after \(input)")
      try Check.equal(changes.count, 0, "change events after \(input)")
      try Check.equal(log.last?.code, code, "last diagnostic code after \(input)")
      try Check.equal(log.last?.message, message, "last diagnostic message after \(input)")
    }
  }
}
