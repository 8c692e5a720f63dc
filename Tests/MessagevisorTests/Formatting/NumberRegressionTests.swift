import Foundation
import Testing

@testable import Messagevisor

/// Regressions against swift-corelibs-foundation `NumberFormatter` defects the engine avoids.
///
/// Each expectation is what ECMA-402 (`Intl.NumberFormat`) prints for the same options.
@Suite struct NumberRegressionTests {
  static let fractionCases: [NumberCase] = [
    NumberCase(
      name: "minimum 2 pads an integer", value: 12, options: ["minimumFractionDigits": 2],
      expected: "12.00"),
    NumberCase(
      name: "minimum 2 pads one digit", value: 12.3, options: ["minimumFractionDigits": 2],
      expected: "12.30"),
    NumberCase(
      name: "maximum 4 alone", value: 1.23456, options: ["maximumFractionDigits": 4],
      expected: "1.2346"),
    NumberCase(
      name: "minimum 1 maximum 1 rounds", value: 2.46,
      options: ["minimumFractionDigits": 1, "maximumFractionDigits": 1], expected: "2.5"),
    NumberCase(
      name: "minimum 2 maximum 4 keeps four", value: 1.23456,
      options: ["minimumFractionDigits": 2, "maximumFractionDigits": 4], expected: "1.2346"),
    NumberCase(
      name: "minimum 1 maximum 2 below the default maximum", value: 1.23456,
      options: ["minimumFractionDigits": 1, "maximumFractionDigits": 2], expected: "1.23"),
    NumberCase(
      name: "currency minimum 1 maximum 1", value: 2.46,
      options: [
        "style": "currency", "currency": "EUR", "minimumFractionDigits": 1,
        "maximumFractionDigits": 1,
      ], expected: "€2.5"),
    NumberCase(
      name: "currency maximum 0", value: 1234.5,
      options: ["style": "currency", "currency": "EUR", "maximumFractionDigits": 0],
      expected: "€1,235"),
    NumberCase(
      name: "currency minimum 3 on a two-digit currency", value: 1.5,
      options: ["style": "currency", "currency": "USD", "minimumFractionDigits": 3],
      expected: "$1.500"),
    NumberCase(
      name: "percent minimum 1 maximum 2", value: 0.123456,
      options: ["style": "percent", "minimumFractionDigits": 1, "maximumFractionDigits": 2],
      expected: "12.35%"),
    NumberCase(
      name: "halfTrunc with minimum and maximum", value: 1.225,
      options: [
        "minimumFractionDigits": 1, "maximumFractionDigits": 2, "roundingMode": "halfTrunc",
      ], expected: "1.22"),
    NumberCase(
      name: "halfTrunc pads after rounding", value: 2.5,
      options: [
        "minimumFractionDigits": 2, "maximumFractionDigits": 2, "roundingMode": "halfTrunc",
      ], expected: "2.50"),
    NumberCase(
      name: "halfCeil negative tie with fraction digits", value: -1.25,
      options: ["maximumFractionDigits": 1, "roundingMode": "halfCeil"], expected: "-1.2"),
    NumberCase(
      name: "halfFloor positive percent tie", value: 0.125,
      options: ["style": "percent", "roundingMode": "halfFloor"], expected: "12%"),
  ]

  static let currencyCases: [NumberCase] = [
    NumberCase(
      name: "accounting negative uses the requested currency", value: -1234.5,
      options: ["style": "currency", "currency": "EUR", "currencySign": "accounting"],
      expected: "(€1,234.50)"),
    NumberCase(
      name: "accounting positive uses the requested currency", value: 1234.5,
      options: ["style": "currency", "currency": "EUR", "currencySign": "accounting"],
      expected: "€1,234.50"),
    NumberCase(
      name: "accounting takes the context currency", value: -12,
      options: ["style": "currency", "currencySign": "accounting"], locale: "nl-NL",
      currency: "USD", expected: "(US$\u{A0}12,00)"),
    NumberCase(
      name: "accounting in bn", value: -1234.5,
      options: ["style": "currency", "currency": "BDT", "currencySign": "accounting"],
      locale: "bn", expected: "(1,234.50৳)"),
    NumberCase(
      name: "name display uses the requested currency", value: 1234.5,
      options: ["style": "currency", "currency": "EUR", "currencyDisplay": "name"],
      expected: "1,234.50 euros"),
    NumberCase(
      name: "name display in nl-NL", value: 1234.5,
      options: ["style": "currency", "currency": "USD", "currencyDisplay": "name"],
      locale: "nl-NL", expected: "1.234,50 Amerikaanse dollar"),
    NumberCase(
      name: "narrow symbol", value: 1234.5,
      options: ["style": "currency", "currency": "USD", "currencyDisplay": "narrowSymbol"],
      locale: "nl-NL", expected: "$\u{A0}1.234,50"),
    NumberCase(
      name: "code display negative in nl-NL", value: -12,
      options: ["style": "currency", "currency": "USD", "currencyDisplay": "code"],
      locale: "nl-NL", expected: "USD\u{A0}-12,00"),
    NumberCase(
      name: "sign exceptZero accounting", value: 5,
      options: [
        "style": "currency", "currency": "USD", "currencySign": "accounting",
        "signDisplay": "exceptZero",
      ], expected: "+$5.00"),
    NumberCase(
      name: "increment 50 on currency keeps two digits", value: 1.13,
      options: ["style": "currency", "currency": "USD", "roundingIncrement": 50],
      expected: "$1.00"),
  ]

  static let localeCases: [NumberCase] = [
    NumberCase(
      name: "bn Indian grouping", value: 1_234_567, options: [:], locale: "bn",
      expected: "12,34,567"),
    NumberCase(
      name: "bn Indian grouping with Bengali digits", value: 1_234_567,
      options: ["numberingSystem": "beng"], locale: "bn", expected: "১২,৩৪,৫৬৭"),
    NumberCase(
      name: "bn Indian grouping with Latin digits", value: 1_234_567,
      options: ["numberingSystem": "latn"], locale: "bn", expected: "12,34,567"),
    NumberCase(
      name: "ar-SA Latin digits", value: 2026, options: ["numberingSystem": "latn"],
      locale: "ar-SA", expected: "2,026"),
  ]

  @Test(arguments: fractionCases + currencyCases + localeCases)
  func formats(_ testCase: NumberCase) throws {
    let recorder = IssueRecorder()
    let context = recorder.context(locale: testCase.locale, currency: testCase.currency)
    let text = try MessagevisorFormatting.formatNumber(
      testCase.value,
      options: testCase.options,
      context: context
    )
    #expect(text == testCase.expected)
    #expect(recorder.issues.isEmpty)
  }

  /// A cached style formats many values without building anything new.
  @Test func warmedUpCallsConstructNothing() throws {
    let locale = "en-US-x-regression"
    let context = IssueRecorder().context(locale: locale)
    let presets: [FormatOptions] = [
      ["minimumFractionDigits": 2, "maximumFractionDigits": 4],
      ["style": "currency", "currency": "EUR", "currencySign": "accounting"],
      ["maximumFractionDigits": 1, "roundingMode": "halfTrunc"],
    ]
    for options in presets {
      _ = try MessagevisorFormatting.formatNumber(1, options: options, context: context)
    }
    let before = FormatterStatistics.constructions(label: locale)
    for value in stride(from: 0.0, to: 50, by: 0.37) {
      for options in presets {
        _ = try MessagevisorFormatting.formatNumber(value, options: options, context: context)
      }
    }
    #expect(FormatterStatistics.constructions(label: locale) == before)
  }
}
