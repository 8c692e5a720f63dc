import Testing

@testable import Messagevisor

/// The skeleton each option family becomes (the V8 mapping of ECMA-402 onto ICU).
@Suite struct NumberSkeletonBuilderTests {
  static let cases: [(options: FormatOptions, skeleton: String)] = [
    ([:], "sign-auto .### rounding-mode-half-up group-auto"),
    (
      ["style": "currency", "currency": "eur", "currencySign": "accounting"],
      "currency/EUR sign-accounting .00 rounding-mode-half-up group-auto"
    ),
    (
      ["style": "currency", "currency": "JPY", "currencyDisplay": "name"],
      "currency/JPY unit-width-full-name sign-auto precision-integer rounding-mode-half-up "
        + "group-auto"
    ),
    (
      ["style": "percent"],
      "percent scale/100 sign-auto precision-integer rounding-mode-half-up group-auto"
    ),
    (
      ["style": "unit", "unit": "kilometer-per-hour", "unitDisplay": "narrow"],
      "unit/kilometer-per-hour unit-width-narrow sign-auto .### rounding-mode-half-up group-auto"
    ),
    (
      ["notation": "compact", "compactDisplay": "long"],
      "compact-long sign-auto precision-integer/@#r rounding-mode-half-up group-min2"
    ),
    (
      ["notation": "engineering", "signDisplay": "negative", "useGrouping": false],
      "engineering sign-negative .### rounding-mode-half-up group-off"
    ),
    (
      [
        "maximumFractionDigits": 2, "maximumSignificantDigits": 3,
        "roundingPriority": "lessPrecision",
      ],
      "sign-auto .##/@##s rounding-mode-half-up group-auto"
    ),
    (
      [
        "minimumFractionDigits": 2, "maximumFractionDigits": 2, "roundingIncrement": 25,
        "trailingZeroDisplay": "stripIfInteger", "roundingMode": "halfEven",
      ],
      "sign-auto precision-increment/0.25/w rounding-mode-half-even group-auto"
    ),
    (
      [
        "minimumIntegerDigits": 3, "minimumSignificantDigits": 2, "useGrouping": "always",
        "roundingMode": "trunc",
      ],
      "sign-auto @@################### integer-width/*000 rounding-mode-down group-on-aligned"
    ),
  ]

  @Test(arguments: cases)
  func skeleton(_ options: FormatOptions, _ skeleton: String) throws {
    let parsed = try ICUNumberOptions(parsing: OptionLookup(options), fallbackCurrency: nil)
    #expect(NumberSkeletonBuilder.skeleton(for: parsed, numberingSystem: nil) == skeleton)
  }

  @Test func numberingSystemComesLast() throws {
    let parsed = try ICUNumberOptions(
      parsing: OptionLookup(["numberingSystem": "ARAB"]), fallbackCurrency: nil)
    #expect(parsed.numberingSystem == "arab")
    #expect(
      NumberSkeletonBuilder.skeleton(for: parsed, numberingSystem: "arab")
        == "sign-auto .### rounding-mode-half-up group-auto numbering-system/arab")
  }
}
