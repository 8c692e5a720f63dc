import Messagevisor
import Testing

@testable import MessagevisorICU

/// A specification example rendered with the Foundation backend (en-US, UTC).
struct ICUFoundationExample: Sendable, CustomTestStringConvertible {
  var message: String
  var values: MessagevisorValues
  var expected: String
  var timeZone = "UTC"

  var testDescription: String { message.debugDescription }
}

private let examples: [ICUFoundationExample] = [
  .init(
    message: "{count, plural, =0 {None} one {# item} other {# items}}", values: ["count": 2],
    expected: "2 items"),
  .init(
    message: "{n, plural, offset:1 one {One #} other {Other #}}", values: ["n": 2],
    expected: "One 1"),
  .init(
    message: "{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
    values: ["position": 22], expected: "22nd"),
  .init(message: "{n, plural, other {'#' # items}}", values: ["n": 2], expected: "# 2 items"),
  .init(message: "{n, plural, other {#}}", values: ["n": 1234.5], expected: "1,234.5"),
  .init(message: "{n, plural, other {#}}", values: ["n": 0.12345], expected: "0.123"),
  .init(message: "{n, number, percent}", values: ["n": 0.5], expected: "50%"),
  .init(message: "{n, number, integer}", values: ["n": 0.5], expected: "1"),
  .init(message: "{n, number, ::currency/USD}", values: ["n": 0.5], expected: "$0.50"),
  .init(message: "{n, number, ::percent}", values: ["n": 0.5], expected: "50%"),
  .init(message: "{n, number, ::precision-integer}", values: ["n": 0.5], expected: "1"),
  .init(message: "{n, number, ::.00}", values: ["n": 0.5], expected: "0.50"),
  .init(message: "{n, number, ::scale/100 precision-integer}", values: ["n": 0.5], expected: "50"),
  .init(message: "{n, number, ::sign-always .00}", values: ["n": 0.5], expected: "+0.50"),
  .init(
    message: "{amount, number, ::currency/USD .00}", values: ["amount": 0.5], expected: "$0.50"),
  .init(message: "{n, number}", values: ["n": 1234.5], expected: "1,234.5"),
  .init(
    message: "{d, date, ::yyyy}", values: ["d": "2026-01-01T00:30:00Z"], expected: "2026"),
  .init(
    message: "{d, time, ::HH}", values: ["d": "2026-01-01T00:30:00Z"], expected: "09",
    timeZone: "Asia/Tokyo"),
  .init(
    message: "{d, date, ::yyyy}", values: ["d": "2026-01-01T00:30:00Z"], expected: "2025",
    timeZone: "Pacific/Honolulu"),
]

@Suite("ICU with Foundation formatting")
struct ICUFoundationExampleTests {
  @Test("Specification examples", arguments: examples)
  func example(_ example: ICUFoundationExample) throws {
    let environment = ICUEnvironment(locale: "en-US", timeZone: example.timeZone)
    let output = try ICUFormatter().format(
      example.message, values: example.values, environment: environment)
    #expect(output == example.expected)
  }

  @Test("A preset named percent beats the built-in")
  func presetBeatsBuiltin() throws {
    let formats = FormatPresets(number: ["percent": ["style": "currency", "currency": "USD"]])
    let environment = ICUEnvironment(locale: "en-US", timeZone: "UTC", formats: formats)
    let output = try ICUFormatter().format(
      "{n, number, percent}", values: ["n": 2], environment: environment)
    #expect(output == "$2.00")
  }
}
