import Foundation
import Messagevisor
import Testing

struct ISOCase: Sendable, CustomTestStringConvertible {
  let text: String
  let epochSeconds: Double?
  var testDescription: String { text }
}

@Suite struct PortableISODateTests {
  static let valueCases: [ISOCase] = [
    ISOCase(text: "2026-01-15T00:00:00.000Z", epochSeconds: 1_768_435_200),
    ISOCase(text: "2026-01-15T00:00:00Z", epochSeconds: 1_768_435_200),
    ISOCase(text: "2026-01-15T01:00:00+01:00", epochSeconds: 1_768_435_200),
    ISOCase(text: "2026-11-26T15:05:00.123456Z", epochSeconds: 1_795_705_500.123),
    ISOCase(text: "2028-02-29T12:00:00Z", epochSeconds: 1_835_438_400),
    ISOCase(text: "2026-01-15", epochSeconds: nil),
    ISOCase(text: "2026-01-15T00:00:00", epochSeconds: nil),
    ISOCase(text: "2026-02-30T00:00:00Z", epochSeconds: nil),
    ISOCase(text: "2026-13-01T00:00:00Z", epochSeconds: nil),
    ISOCase(text: "not a date", epochSeconds: nil),
    ISOCase(text: "", epochSeconds: nil),
  ]

  @Test(arguments: valueCases)
  func parsesValueDates(_ example: ISOCase) {
    let parsed = PortableISODate.parse(example.text)
    guard let expected = example.epochSeconds else {
      #expect(parsed == nil)
      return
    }
    let seconds = try? #require(parsed).timeIntervalSince1970
    #expect(abs((seconds ?? 0) - expected) < 0.001)
  }

  static let conditionCases: [ISOCase] = [
    ISOCase(text: "2026-01-01", epochSeconds: 1_767_225_600),
    ISOCase(text: "2026-01-01T00:00:00.000Z", epochSeconds: 1_767_225_600),
    ISOCase(text: "2026-01-01T00:00:00.0000Z", epochSeconds: nil),
    ISOCase(text: "2026-01-01T00:00:00", epochSeconds: nil),
    ISOCase(text: "2026-1-01", epochSeconds: nil),
    ISOCase(text: "2026-02-29", epochSeconds: nil),
  ]

  @Test(arguments: conditionCases)
  func parsesConditionDates(_ example: ISOCase) {
    let parsed = PortableISODate.parseStrict(example.text)
    #expect(parsed?.timeIntervalSince1970 == example.epochSeconds)
  }

  @Test func calendarDatesWorkInBeforeAndAfter() {
    let provider = MessagevisorEvaluationDataProvider(context: ["signup": "2025-12-01"])
    let before = Condition.predicate(
      ConditionPredicate(attribute: "signup", operator: "before", value: "2026-01-01"))
    let after = Condition.predicate(
      ConditionPredicate(attribute: "signup", operator: "after", value: "2026-01-01"))
    #expect(evaluateCondition(before, provider: provider))
    #expect(!evaluateCondition(after, provider: provider))
  }

  @Test func formatsInternetDateTime() {
    #expect(
      PortableISODate.format(Date(timeIntervalSince1970: 1_768_435_200.9)) == "2026-01-15T00:00:00Z"
    )
  }
}
