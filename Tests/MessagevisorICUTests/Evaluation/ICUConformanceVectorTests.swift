import Foundation
import Messagevisor
import Testing

@testable import MessagevisorICU

/// An `icuSemantics` vector of `sdk-v1.json` (locale en-US).
struct ICUVector: Sendable, CustomTestStringConvertible {
  var id: String
  var message: String
  var values: MessagevisorValues
  /// The expected output; nil when the call must throw (`invalid_message`).
  var expected: String?
  /// The output with the recording test backend, when it differs from `expected`.
  var recorded: String?

  var testDescription: String { id }
}

let icuVectors: [ICUVector] = [
  .init(
    id: "unused-number-branch", message: "{kind, select, yes {YES} other {{n, number}}}",
    values: ["kind": "yes", "n": "invalid"], expected: "YES"),
  .init(
    id: "unused-date-branch", message: "{kind, select, date {{d, date}} other {Safe}}",
    values: ["kind": "other", "d": "invalid"], expected: "Safe"),
  .init(
    id: "quoted-nested-date", message: "'{quoted {d, date}}'", values: ["d": "invalid"],
    expected: "{quoted {d, date}}"),
  .init(id: "missing-simple", message: "{x}", values: [:]),
  .init(id: "missing-number", message: "{x, number}", values: [:]),
  .init(id: "missing-date", message: "{x, date}", values: [:]),
  .init(id: "missing-select", message: "{x, select, yes {Yes} other {Other}}", values: [:]),
  .init(
    id: "empty-selected-branch", message: "{kind, select, yes {} other {Other}}",
    values: ["kind": "yes"], expected: ""),
  .init(
    id: "fractional-exact-plural", message: "{n, plural, =1 {Exact} one {One} other {Other}}",
    values: ["n": 1.5], expected: "Other"),
  .init(
    id: "plural-offset-category", message: "{n, plural, offset:1 one {One #} other {Other #}}",
    values: ["n": 2], expected: "One 1"),
  .init(
    id: "empty-plural-branch", message: "{n, plural, one {} other {Other}}", values: ["n": 1],
    expected: ""),
  .init(
    id: "builtin-percent", message: "{n, number, percent}", values: ["n": 0.5],
    expected: "50%", recorded: "N(0.5|style=percent)"),
  .init(
    id: "builtin-integer", message: "{n, number, integer}", values: ["n": 0.5], expected: "1",
    recorded: "N(0.5|maximumFractionDigits=0)"),
  .init(
    id: "currency-skeleton", message: "{n, number, ::currency/USD}", values: ["n": 0.5],
    expected: "$0.50", recorded: "N(0.5|currency=USD,style=currency)"),
]

@Suite("ICU conformance vectors (icuSemantics)")
struct ICUConformanceVectorTests {
  @Test("Semantics with the recording backend", arguments: icuVectors)
  func semantics(_ vector: ICUVector) throws {
    let log = ICUIssueLog()
    let environment = ICUTestEnvironment.make(locale: "en-US", log: log)
    let format = {
      try ICUFormatter().format(vector.message, values: vector.values, environment: environment)
    }
    if let expected = vector.recorded ?? vector.expected {
      #expect(try format() == expected)
    } else {
      #expect(throws: MessagevisorError.self) {
        try format()
      }
    }
    #expect(log.all.isEmpty)
  }

  @Test("Output with Foundation formatting", arguments: icuVectors)
  func foundation(_ vector: ICUVector) throws {
    let log = ICUIssueLog()
    let environment = ICUEnvironment(locale: "en-US", timeZone: "UTC", report: log.report)
    let format = {
      try ICUFormatter().format(vector.message, values: vector.values, environment: environment)
    }
    guard let expected = vector.expected else {
      #expect(throws: MessagevisorError.self) {
        try format()
      }
      return
    }
    #expect(try format() == expected)
    #expect(log.all.isEmpty)
  }

  @Test(
    "The table matches sdk-v1.json", .enabled(if: ICUUpstream.shouldRun, "needs ../shared/upstream")
  )
  func matchesUpstream() throws {
    let data = try Data(
      contentsOf: ICUUpstream.root.appendingPathComponent("conformance/sdk-v1.json"))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let entries = try #require(root["icuSemantics"] as? [[String: Any]])
    #expect(entries.count == icuVectors.count)
    for (entry, vector) in zip(entries, icuVectors) {
      #expect(entry["id"] as? String == vector.id)
      #expect(entry["locale"] as? String == "en-US")
      #expect(entry["message"] as? String == vector.message)
      let values = (entry["values"] as? [String: Any] ?? [:]).mapValues(ICUUpstream.value)
      #expect(values == vector.values)
      #expect(entry["expected"] as? String == vector.expected)
      #expect((entry["error"] as? String) == (vector.expected == nil ? "invalid_message" : nil))
    }
  }
}
