import Foundation
import Messagevisor
import Testing

@testable import MessagevisorCLI

/// The oracle's case reader: inputs per family, units, errors naming index, id and key.
@Suite struct FormatCaseParserTests {
  @Test(arguments: [
    ("second", Calendar.Component.second), ("minutes", .minute), ("hour", .hour),
    ("days", .day), ("week", .weekOfYear), ("months", .month), ("quarter", .quarter),
    ("years", .year),
  ])
  func relativeUnits(name: String, unit: Calendar.Component) throws {
    let value: MessagevisorValue = .object([
      "id": "r", "family": "relativeTime", "locale": "en", "value": "-1", "unit": .string(name),
    ])
    let parsed = try FormatCaseParser.parse([value])
    guard case .relativeTime(let number, let component) = parsed.first?.input else {
      Issue.record("not a relative-time case")
      return
    }
    #expect(number == -1)
    #expect(component == unit)
  }

  @Test func negativeZeroStaysNegative() throws {
    let value: MessagevisorValue = .object([
      "id": "z", "family": "number", "locale": "en", "value": "-0",
    ])
    guard case .number(let number) = try FormatCaseParser.parse([value]).first?.input else {
      Issue.record("not a number case")
      return
    }
    #expect(number == 0)
    #expect(number.sign == .minus)
  }

  @Test(arguments: [
    (
      MessagevisorValue.object([
        "id": "a", "family": "list", "locale": "en", "values": .array([.int(1)]),
      ]),
      #"case 1 (id "a"), key "values": expected strings only"#
    ),
    (
      .object(["family": "list", "locale": "en", "values": .array([])]),
      #"case 1, key "id": missing"#
    ),
    (
      .object([
        "id": "k", "family": "date", "locale": "en", "at": "2026-01-01T00:00:00Z",
        "kind": "week",
      ]),
      #"case 1 (id "k"), key "kind": expected "date" or "time", not "week""#
    ),
    (
      .object(["id": "u", "family": "relativeTime", "locale": "en", "value": "1", "unit": "eon"]),
      #"case 1 (id "u"), key "unit": unknown unit "eon""#
    ),
  ])
  func errorsNameTheCase(bad: MessagevisorValue, message: String) {
    let good: MessagevisorValue = .object([
      "id": "g", "family": "displayName", "locale": "en", "value": "fr",
    ])
    #expect(throws: FormatCaseError.self) { try FormatCaseParser.parse([good, bad]) }
    do {
      _ = try FormatCaseParser.parse([good, bad])
    } catch {
      #expect(error.description == message)
    }
  }
}
