import Foundation
import Messagevisor

/// Vectors of `hardening.errors` and `hardening.fallbacks`.
enum FormattingContractVectors {
  static func vectors(_ fixture: ConformanceFixture) -> [ConformanceVector] {
    [
      ConformanceVector(section: "hardening", id: "errors", requires: [.formatting]) {
        try errors(fixture)
      }
    ] + TimeZoneVector.vectors(fixture) + [
      ConformanceVector(section: "hardening", id: "fallbacks", requires: [.formatting]) {
        try fallbacks(fixture)
      }
    ]
  }

  /// Failing calls report one diagnostic and one `error` event each and change nothing.
  private static func errors(_ fixture: ConformanceFixture) throws {
    let contract = fixture.hardening.errors
    try Check.equal(contract.errorEventsPerDiagnostic, 1, "errors.errorEventsPerDiagnostic")
    try Check.that(contract.throwsOriginalError, "the fixture expects wrapped errors")
    let log = ConformanceRecorder<MessagevisorDiagnostic>()
    let errorEvents = ConformanceRecorder<MessagevisorEvent>()
    let sdk = createMessagevisor(
      MessagevisorOptions(
        datafile: try fixture.fixtureDatafile(), onDiagnostic: log.handler, logLevel: .debug))
    sdk.on(.error, errorEvents.callback)
    let before = sdk.getSnapshot()
    try Check.throwsError("setLocale(missing)") { try sdk.setLocale("missing") }
    try Check.equal(log.last?.code, contract.missingSetLocaleCode, "setLocale(missing) code")
    try Check.equal(sdk.getSnapshot(), before, "snapshot after setLocale(missing)")
    try Check.equal(errorEvents.count, 1, "error events after setLocale(missing)")

    let invalid = Date(timeIntervalSince1970: .nan)
    let calls: [(String, () throws -> Any)] = [
      ("formatDate(NaN)", { try sdk.formatDate(invalid) }),
      ("formatDateToParts(NaN)", { try sdk.formatDateToParts(invalid) }),
      ("formatTime(NaN)", { try sdk.formatTime(invalid) }),
      ("formatTimeToParts(NaN)", { try sdk.formatTimeToParts(invalid) }),
      (
        "formatDateTimeRange(NaN, now)",
        { try sdk.formatDateTimeRange(invalid, Date()) }
      ),
      (
        "formatRelativeTime(+inf, day)",
        { try sdk.formatRelativeTime(.infinity, unit: .day) }
      ),
    ]
    for (name, call) in calls {
      let count = errorEvents.count
      try Check.throwsError(name, call)
      try Check.equal(errorEvents.count, count + 1, "error events of \(name)")
      try Check.equal(log.last?.code, contract.invalidFormatterValueCode, "code of \(name)")
    }
    let fallbacks = fixture.hardening.fallbacks
    for input in [fallbacks.listInput, [], ["A"]] {
      try checkListParts(sdk, input, log: log, code: fallbacks.diagnosticCode)
    }
  }

  /// `formatListToParts` is one literal part holding `formatList`, with a diagnostic.
  private static func checkListParts(
    _ sdk: Messagevisor,
    _ input: [String],
    log: ConformanceRecorder<MessagevisorDiagnostic>,
    code: String
  ) throws {
    let native = try Check.noThrow("formatList(\(input))") {
      try sdk.formatList(input)
    }
    let parts = try Check.noThrow("formatListToParts(\(input))") {
      try sdk.formatListToParts(input)
    }
    let expected = [MessagevisorFormatPart(type: "literal", value: native)]
    try Check.equal(parts, expected, "formatListToParts(\(input))")
    try Check.equal(log.last?.code, code, "diagnostic of formatListToParts(\(input))")
  }

  /// Only the list-parts fallback applies to Swift; the JavaScript values are not executed.
  private static func fallbacks(_ fixture: ConformanceFixture) throws {
    let contract = fixture.hardening.fallbacks
    try Check.equal(
      contract.missingListPartsMethod, "single literal containing native list output",
      "fallbacks.missingListPartsMethod")
    try Check.equal(
      contract.diagnosticCode, MessagevisorDiagnosticCode.unsupportedFormatter.rawValue,
      "fallbacks.diagnosticCode")
    let log = ConformanceRecorder<MessagevisorDiagnostic>()
    let sdk = createMessagevisor(
      MessagevisorOptions(locale: "en", onDiagnostic: log.handler, logLevel: .debug))
    try checkListParts(sdk, contract.listInput, log: log, code: contract.diagnosticCode)
    let parts = try sdk.formatListToParts(contract.listInput)
    try Check.that(
      parts.count != contract.listParts.count,
      "formatListToParts returned JavaScript-style element parts")
  }
}
