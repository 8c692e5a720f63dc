import Foundation
import Messagevisor
import MessagevisorTestSupport
import Testing

/// Values and context written as plain Swift literals, as the product doc's examples read.
@Suite struct MessagevisorValueLiteralTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let literal: MessagevisorValue
    let spelled: MessagevisorValue
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "empty array", literal: [], spelled: .array([])),
    Case(
      name: "mixed array", literal: ["a", 1, 2.5, true, nil],
      spelled: .array([.string("a"), .int(1), .double(2.5), .bool(true), .null])),
    Case(name: "empty object", literal: [:], spelled: .object([:])),
    Case(
      name: "nested object", literal: ["account": ["id": "u1", "tags": ["beta"]]],
      spelled: .object([
        "account": .object(["id": .string("u1"), "tags": .array([.string("beta")])])
      ])),
    Case(
      name: "repeated key keeps the last", literal: ["a": 1, "a": 2], spelled: .object(["a": 2])),
  ]

  @Test(arguments: cases)
  func aLiteralIsTheSpelledValue(_ example: Case) {
    #expect(example.literal == example.spelled)
  }

  @Test func nestedContextCompilesAndIsStoredAsWritten() {
    let sdk = createMessagevisor(
      MessagevisorOptions(datafile: Sample.datafile(), logLevel: .fatal))
    sdk.setContext(["account": ["id": "u1"], "features": ["a", "b"]])
    #expect(
      sdk.getContext() == [
        "account": .object(["id": .string("u1")]),
        "features": .array([.string("a"), .string("b")]),
      ])
  }
}
