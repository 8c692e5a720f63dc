import Foundation
import Testing

@testable import Messagevisor

struct VisibleDecimalCase: CustomTestStringConvertible, Sendable {
  let value: Double
  var options: FormatOptions = [:]
  let text: String

  var testDescription: String { "\(value) \(options.keys.sorted()) → \(text)" }
}

/// The visible decimal as the plural evaluator computes it.
private func visibleText(_ value: Double, _ options: FormatOptions) throws -> String {
  let settings = try PluralDigitSettings(options: options)
  var decimal = PluralDecimal(shortest: value)
  if let significant = settings.significantDigits {
    decimal.round(toSignificantDigits: significant.upperBound)
    let visible = decimal.fractionDigitCount(minimumSignificantDigits: significant.lowerBound)
    return decimal.text(visibleFractionDigits: visible)
  }
  decimal.round(toFractionDigits: settings.maximumFractionDigits)
  let visible = max(settings.minimumFractionDigits, decimal.fractionDigitCount)
  return decimal.text(visibleFractionDigits: visible)
}

@Suite("Plural visible decimal")
struct PluralDecimalTests {
  static let cases: [VisibleDecimalCase] = [
    VisibleDecimalCase(value: 1, options: ["minimumFractionDigits": .int(2)], text: "1.00"),
    VisibleDecimalCase(value: 1.4, options: ["maximumFractionDigits": .int(0)], text: "1"),
    VisibleDecimalCase(value: 0, options: ["minimumSignificantDigits": .int(3)], text: "0.00"),
    VisibleDecimalCase(value: 1234.5, options: ["maximumSignificantDigits": .int(2)], text: "1200"),
    VisibleDecimalCase(value: 1.005, options: ["maximumFractionDigits": .int(2)], text: "1.01"),
    VisibleDecimalCase(value: 0.125, options: ["maximumFractionDigits": .int(2)], text: "0.13"),
    VisibleDecimalCase(value: 2.675, options: ["maximumFractionDigits": .int(2)], text: "2.68"),
    VisibleDecimalCase(value: 9.995, options: ["maximumFractionDigits": .int(2)], text: "10"),
    VisibleDecimalCase(value: 0.5, options: ["maximumFractionDigits": .int(0)], text: "1"),
    VisibleDecimalCase(value: 0.4, options: ["maximumFractionDigits": .int(0)], text: "0"),
    VisibleDecimalCase(value: 1e20, text: "100000000000000000000"),
    VisibleDecimalCase(value: 1e-7, text: "0"),
    VisibleDecimalCase(value: 0.0005, text: "0.001"),
    VisibleDecimalCase(value: 1.5, text: "1.5"),
    VisibleDecimalCase(value: 0.05, options: ["minimumSignificantDigits": .int(3)], text: "0.0500"),
    VisibleDecimalCase(
      value: 1, options: ["minimumFractionDigits": .int(2), "minimumSignificantDigits": .int(1)],
      text: "1"),
    VisibleDecimalCase(
      value: 123_456_789.123, options: ["maximumSignificantDigits": .int(21)],
      text: "123456789.123"),
    VisibleDecimalCase(
      value: 123.456,
      options: ["minimumSignificantDigits": .int(2), "maximumSignificantDigits": .int(2)],
      text: "120"),
    VisibleDecimalCase(
      value: 0.000_123_4, options: ["maximumSignificantDigits": .int(2)], text: "0.00012"),
    VisibleDecimalCase(value: 99.99, options: ["maximumSignificantDigits": .int(2)], text: "100"),
    VisibleDecimalCase(
      value: 1200, options: ["minimumSignificantDigits": .int(6)], text: "1200.00"),
    VisibleDecimalCase(
      value: .leastNonzeroMagnitude, options: ["maximumFractionDigits": .int(100)], text: "0"),
    VisibleDecimalCase(
      value: 1.005, options: ["minimumFractionDigits": .int(2), "maximumFractionDigits": .int(2)],
      text: "1.01"),
    VisibleDecimalCase(
      value: 0.0049, options: ["minimumFractionDigits": .int(2), "maximumFractionDigits": .int(2)],
      text: "0.00"),
    VisibleDecimalCase(
      value: 1.5, options: ["minimumFractionDigits": .int(2), "maximumFractionDigits": .int(2)],
      text: "1.50"),
    VisibleDecimalCase(
      value: 1e-5, options: ["minimumFractionDigits": .int(7)], text: "0.0000100"),
  ]

  @Test("visible decimal per ECMA-402 digit options, rounding half up", arguments: cases)
  func visible(_ testCase: VisibleDecimalCase) throws {
    #expect(try visibleText(testCase.value, testCase.options) == testCase.text)
  }

  /// Option sets the platform formatter honours everywhere. (swift-corelibs-foundation stops
  /// rounding once `minimumFractionDigits` is set: min = max = 2 prints 1.005 as "1.005";
  /// those combinations are covered by the hand-computed table above.)
  static let formatterOptions: [FormatOptions] = [
    [:],
    ["maximumFractionDigits": .int(0)],
    ["maximumFractionDigits": .int(1)],
    ["maximumFractionDigits": .int(2)],
    ["maximumFractionDigits": .int(6)],
    ["maximumSignificantDigits": .int(1)],
    ["maximumSignificantDigits": .int(3)],
    ["minimumSignificantDigits": .int(4)],
    ["minimumSignificantDigits": .int(2), "maximumSignificantDigits": .int(5)],
  ]

  static let formatterValues: [Double] = [
    0, 1, 2, 9.5, 10, 0.5, 0.05, 0.005, 0.0049, 0.125, 1.005, 1.25, 1.35, 2.5, 3.14159,
    12.345, 99.95, 99.995, 101.5, 1234.5678, 0.000_123, 1e-9, 123_456.789, 1e15, 4.35,
    7.0625, 0.999_999, 1_000_000.5, 25.5, 0.1,
  ]

  @Test(
    "agrees with a POSIX NumberFormatter rounding half up",
    arguments: formatterOptions)
  func matchesNumberFormatter(_ options: FormatOptions) throws {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.numberStyle = .decimal
    formatter.usesGroupingSeparator = false
    formatter.roundingMode = .halfUp
    let settings = try PluralDigitSettings(options: options)
    formatter.minimumFractionDigits = settings.minimumFractionDigits
    formatter.maximumFractionDigits = settings.maximumFractionDigits
    if let significant = settings.significantDigits {
      formatter.usesSignificantDigits = true
      formatter.minimumSignificantDigits = significant.lowerBound
      formatter.maximumSignificantDigits = significant.upperBound
    }
    for value in Self.formatterValues {
      let expected = formatter.string(from: NSNumber(value: value))
      let computed = try visibleText(value, options)
      #expect(computed == expected, "\(value)")
    }
  }

  static let operandTexts = [
    "0", "1", "1.0", "1.50", "0.001", "12.3400", "123456789012345678901.25", "1000000",
    "0.12345678901234567890123",
  ]

  @Test("operands of the computed decimal equal operands of its text", arguments: operandTexts)
  func operandsMatchText(_ text: String) throws {
    let value = try #require(Double(text))
    let digits = text.split(separator: ".").dropFirst().first?.count ?? 0
    let settings = try PluralDigitSettings(options: [
      "minimumFractionDigits": .int(digits), "maximumFractionDigits": .int(digits),
    ])
    let computed = PluralCategory.operands(of: value, settings: settings)
    let shortest = PluralDecimal(shortest: value)
    let shown = shortest.text(visibleFractionDigits: max(digits, shortest.fractionDigitCount))
    #expect(computed == PluralOperands(decimal: shown))
  }
}
