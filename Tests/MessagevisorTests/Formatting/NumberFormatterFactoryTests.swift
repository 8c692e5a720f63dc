import Foundation
import Testing

@testable import Messagevisor

/// The `NumberFormatter`s of the Foundation engine (engineering notation; the number part of a
/// measurement on Apple platforms), configured from options read through the Intl reader.
///
/// Each expectation is the formatter's digits (integer, fraction, significant) and what it
/// printed when the engine parsed the options a second time on its own (before
/// `NumberDigitOptions` came from `ICUNumberPrecision`).
@Suite struct NumberFormatterFactoryTests {
  static let values: [Double] = [1234.5678, 0.012345, 7]

  static let optionSets: [FormatOptions] =
    [
      [:],
      ["maximumFractionDigits": 0],
      ["maximumFractionDigits": 1],
      ["minimumFractionDigits": 5],
      ["minimumFractionDigits": 1, "maximumFractionDigits": 2],
      ["minimumIntegerDigits": 3],
      ["maximumSignificantDigits": 2],
      ["minimumSignificantDigits": 3],
      ["minimumSignificantDigits": 2, "maximumSignificantDigits": 4, "maximumFractionDigits": 0],
      ["roundingIncrement": 5, "minimumFractionDigits": 1, "maximumFractionDigits": 1],
      ["roundingIncrement": 25, "maximumFractionDigits": 0],
      ["notation": "scientific"],
      ["roundingPriority": "morePrecision", "maximumFractionDigits": 1],
      ["trailingZeroDisplay": "stripIfInteger", "minimumFractionDigits": 2],
      ["roundingMode": "floor", "maximumFractionDigits": 1],
      ["useGrouping": false, "signDisplay": "never"],
    ].map { $0.merging(["style": "unit", "unit": "kilometer"]) { first, _ in first } }
    + [
      ["notation": "engineering"],
      ["notation": "engineering", "useGrouping": true],
      ["notation": "engineering", "useGrouping": "always"],
      ["notation": "engineering", "signDisplay": "always"],
      ["notation": "engineering", "style": "scientific"],
    ]

  static let expected: [String] = [
    "int 1 fraction 0-3 | 1,234.568 ; 0.012 ; 7",
    "int 1 fraction 0-0 | 1,235 ; 0 ; 7",
    "int 1 fraction 0-1 | 1,234.6 ; 0 ; 7",
    "int 1 fraction 5-5 | 1,234.56780 ; 0.01235 ; 7.00000",
    "int 1 fraction 1-2 | 1,234.568 ; 0.012 ; 7.0",
    "int 3 fraction 0-3 | 1,234.568 ; 000.012 ; 007",
    "int 1 fraction 0-3 significant 1-2 | 1,200 ; 0.012 ; 7",
    "int 1 fraction 0-3 significant 3-21 | 1,234.5678 ; 0.012345 ; 7.00",
    // Before: fraction 0-0 (the maximum given); significant digits decide, so it printed the
    // same. Now only significant digits are set beside them.
    "int 1 fraction 0-3 significant 2-4 | 1,235 ; 0.01235 ; 7.0",
    "int 1 fraction 1-1 | 1,234.5 ; 0.0 ; 7.0",
    // Before: `roundingIncrement: 25` alone (digits 0-0); V8 (Node 24) refuses that, so the
    // maximum is now given. The same formatter.
    "int 1 fraction 0-0 | 1,225 ; 0 ; 0",
    // Before: the scientific pattern's own 0-0 (untouched without digit options), which
    // printed the same as the resolved 0-3 now set.
    "int 1 fraction 0-3 | 1.235E3 ; 1.235E-2 ; 7E0",
    "int 1 fraction 0-1 | 1,234.6 ; 0 ; 7",
    "int 1 fraction 2-3 | 1,234.568 ; 0.012 ; 7.00",
    "int 1 fraction 0-1 | 1,234.5 ; 0 ; 7",
    "int 1 fraction 0-3 | 1234.568 ; 0.012 ; 7",
    "int 1 fraction 0-0 | 1.235E3 ; 12.35E-3 ; 7E0",
    "int 1 fraction 0-0 | 1.235E3 ; 12.35E-3 ; 7E0",
    "int 1 fraction 0-0 | 1.235E3 ; 12.35E-3 ; 7E0",
    "int 1 fraction 0-0 | +1.235E3 ; +12.35E-3 ; +7E0",
    "int 1 fraction 0-0 | 1.235E3 ; 12.35E-3 ; 7E0",
  ]

  /// The digits of the formatter for `parsed` in `en-US` and what it prints for `values`.
  static func describe(_ parsed: NumberFormatOptions) -> String {
    let key = NumberFormatterKey(locale: "en-US", options: parsed, value: 1)
    let formatter = NumberFormatterFactory.make(key)
    var digits = "int \(formatter.minimumIntegerDigits) fraction "
    digits += "\(formatter.minimumFractionDigits)-\(formatter.maximumFractionDigits)"
    if formatter.usesSignificantDigits {
      digits += " significant "
      digits += "\(formatter.minimumSignificantDigits)-\(formatter.maximumSignificantDigits)"
    }
    let texts = values.map { formatter.string(from: NSNumber(value: $0)) ?? "nil" }
    return digits + " | " + texts.joined(separator: " ; ")
  }

  @Test(arguments: zip(optionSets, expected))
  func configuresAsBefore(_ options: FormatOptions, _ expected: String) throws {
    let lookup = OptionLookup(options)
    let validated = try ICUNumberOptions(parsing: lookup, fallbackCurrency: nil)
    let parsed = try NumberFormatOptions(validated, lookup: lookup)
    #expect(Self.describe(parsed) == expected)
  }
}
