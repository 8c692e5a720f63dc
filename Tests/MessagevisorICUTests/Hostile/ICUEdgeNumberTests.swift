import Foundation
import Messagevisor
import MessagevisorICU
import Testing

/// One message, one value, and what the Foundation backend renders (or the error it throws).
struct ICUEdgeCase: Sendable, CustomTestStringConvertible {
  var message: String
  var value: MessagevisorValue
  var expected: Result<String, MessagevisorError>
  var locale = "en"

  var testDescription: String { "\(message) with \(value.displayValue) in \(locale)" }

  func render() -> Result<String, MessagevisorError> {
    let environment = ICUEnvironment(locale: locale, timeZone: "UTC")
    do {
      return .success(
        try ICUFormatter().format(message, values: ["n": value], environment: environment))
    } catch let error as MessagevisorError {
      return .failure(error)
    } catch {
      return .failure(MessagevisorError("unexpected \(error)"))
    }
  }
}

/// Numbers at the edges (−0, NaN, ±∞, 1e308, Int extremes) through number, plural,
/// selectordinal and date arguments of the Foundation backend: never a crash, never an empty
/// rendering, and the same symbols Intl.NumberFormat uses.
@Suite("ICU edge numbers")
struct ICUEdgeNumberTests {
  static let huge = "100" + String(repeating: ",000", count: 102)
  static let number = "{n, number}"
  static let plural = "{n, plural, one {# item} other {# items}}"
  static let ordinal = "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"
  static let russian = "{n, plural, one {one} few {few} many {many} other {other}}"

  static let cases: [ICUEdgeCase] = [
    ICUEdgeCase(message: number, value: .double(-0.0), expected: .success("-0")),
    ICUEdgeCase(message: number, value: .double(.nan), expected: .success("NaN")),
    ICUEdgeCase(message: number, value: .double(.infinity), expected: .success("∞")),
    ICUEdgeCase(message: number, value: .double(-.infinity), expected: .success("-∞")),
    ICUEdgeCase(message: number, value: .double(1e308), expected: .success(huge)),
    ICUEdgeCase(message: number, value: .double(-1e308), expected: .success("-" + huge)),
    // Intl scales percents in decimal arithmetic (no Double overflow): 1e308 → 311 digits.
    ICUEdgeCase(
      message: "{n, number, percent}", value: .double(1e308),
      expected: .success("10" + String(repeating: ",000", count: 103) + "%")),
    ICUEdgeCase(
      message: "{n, number, ::currency/EUR}", value: .double(-.infinity),
      expected: .success("-€∞")),
    ICUEdgeCase(message: plural, value: .double(-0.0), expected: .success("-0 items")),
    ICUEdgeCase(message: plural, value: .double(.nan), expected: .success("NaN items")),
    ICUEdgeCase(message: plural, value: .double(.infinity), expected: .success("∞ items")),
    ICUEdgeCase(message: plural, value: .double(1e308), expected: .success(huge + " items")),
    ICUEdgeCase(message: ordinal, value: .double(.nan), expected: .success("NaNth")),
    ICUEdgeCase(message: ordinal, value: .double(-.infinity), expected: .success("-∞th")),
    ICUEdgeCase(message: russian, value: .double(-0.0), expected: .success("many"), locale: "ru"),
    // Above 2^53 the renderer selects `other` on purpose (ICURenderer.pluralMagnitudeLimit);
    // Intl.PluralRules would say `many` for these two.
    ICUEdgeCase(message: russian, value: .double(1e308), expected: .success("other"), locale: "ru"),
    ICUEdgeCase(message: russian, value: .double(.nan), expected: .success("other"), locale: "ru"),
    ICUEdgeCase(
      message: russian, value: .double(.infinity), expected: .success("other"), locale: "ru"),
    ICUEdgeCase(message: russian, value: .int(Int.max), expected: .success("other"), locale: "ru"),
    ICUEdgeCase(message: russian, value: .double(1e15), expected: .success("many"), locale: "ru"),
    ICUEdgeCase(message: russian, value: .int(21), expected: .success("one"), locale: "ru"),
    ICUEdgeCase(message: russian, value: .double(-22), expected: .success("few"), locale: "ru"),
    ICUEdgeCase(
      message: "{n, date, short}", value: .double(.nan),
      expected: .failure(MessagevisorError("Date must be finite"))),
    ICUEdgeCase(
      message: "{n, date, short}", value: .double(1e308),
      expected: .failure(MessagevisorError("Date is out of range"))),
    ICUEdgeCase(
      message: "{n, time, short}", value: .int(Int.max),
      expected: .failure(MessagevisorError("Date is out of range"))),
    ICUEdgeCase(message: "{n, date, short}", value: .double(-0.0), expected: .success("1/1/70")),
    ICUEdgeCase(
      message: "{n, date, ::yyyy}", value: .double(8.64e15), expected: .success("275760")),
  ]

  @Test("Edge values render like Intl or fail cleanly", arguments: cases)
  func edge(_ example: ICUEdgeCase) {
    #expect(example.render() == example.expected)
  }
}
