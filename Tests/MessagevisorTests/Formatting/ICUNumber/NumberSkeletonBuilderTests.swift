import Testing

@testable import Messagevisor

/// The skeleton each option family becomes (the V8 mapping of ECMA-402 onto ICU).
@Suite struct NumberSkeletonBuilderTests {
  static let cases: [(options: FormatOptions, skeleton: String)] = [
    ([:], "sign-auto .### rounding-mode-half-up"),
    (
      ["style": "currency", "currency": "eur", "currencySign": "accounting"],
      "currency/EUR sign-accounting .00 rounding-mode-half-up"
    ),
    (
      ["style": "currency", "currency": "JPY", "currencyDisplay": "name"],
      "currency/JPY unit-width-full-name sign-auto precision-integer rounding-mode-half-up"
    ),
    (
      ["style": "percent"],
      "percent scale/100 sign-auto precision-integer rounding-mode-half-up"
    ),
    (
      ["style": "unit", "unit": "kilometer-per-hour", "unitDisplay": "narrow"],
      "unit/kilometer-per-hour unit-width-narrow sign-auto .### rounding-mode-half-up"
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
      "sign-auto .##/@##s rounding-mode-half-up"
    ),
    (
      [
        "minimumFractionDigits": 2, "maximumFractionDigits": 2, "roundingIncrement": 25,
        "trailingZeroDisplay": "stripIfInteger", "roundingMode": "halfEven",
      ],
      "sign-auto precision-increment/0.25/w rounding-mode-half-even"
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
        == "sign-auto .### rounding-mode-half-up numbering-system/arab")
  }
}

/// The ECMA-402 defaults an ICU message skeleton gets, appended after the author's tokens.
@Suite struct ICUSkeletonDefaultsTests {
  @Test(arguments: [
    ("", " rounding-mode-half-up .###"),
    ("currency/EUR", "currency/EUR rounding-mode-half-up"),
    ("percent", "percent rounding-mode-half-up scale/100 precision-integer"),
    ("% .0", "% .0 rounding-mode-half-up scale/100"),
    ("%x100", "%x100 rounding-mode-half-up precision-integer"),
    ("percent scale/1", "percent         rounding-mode-half-up scale/100 precision-integer"),
    ("scale/0.5 % .0", "          % .0 rounding-mode-half-up scale/50"),
    ("percent scale/1e1", "percent           rounding-mode-half-up scale/1000 precision-integer"),
    ("percent scale/x", "percent scale/x rounding-mode-half-up precision-integer"),
    ("%x100 scale/100", "%x100 scale/100 rounding-mode-half-up precision-integer"),
    ("compact-long", "compact-long rounding-mode-half-up"),
    ("K", "K rounding-mode-half-up"),
    ("rounding-mode-floor @@", "rounding-mode-floor @@"),
    ("measure-unit/length-meter", "measure-unit/length-meter rounding-mode-half-up .###"),
    ("precision-integer scale/100", "precision-integer scale/100 rounding-mode-half-up"),
    (
      "percent\u{2028}scale/100",
      "percent\u{2028}          rounding-mode-half-up scale/10000 precision-integer"
    ),
    ("\u{200E}percent", "\u{200E}percent rounding-mode-half-up scale/100 precision-integer"),
    ("percent\u{85}.0", "percent\u{85}.0 rounding-mode-half-up scale/100"),
    ("percent\u{A0}scale/100", "percent\u{A0}scale/100 rounding-mode-half-up .###"),
  ])
  func completed(_ skeleton: String, _ completed: String) {
    #expect(ICUSkeletonDefaults.completed(skeleton) == completed)
  }

  @Test(arguments: [
    ("made-up", 0 as Int?, "made-up", 0),
    ("percent made-up", 8, "made-up", 8),
    ("currency/INVALID", 9, "currency/INVALID", 0),
    ("é made-up", 2, "made-up", 3),
    ("percent", 99, "percent", 0),
    ("percent", nil, "percent", 0),
    ("percent\u{2028}made-up", 8, "made-up", 10),
    ("percent\u{A0}scale/100", 0, "percent\u{A0}scale/100", 0),
    ("\u{3000}percent", 0, "\u{3000}percent", 0),
  ])
  func token(_ skeleton: String, _ utf16Offset: Int?, _ token: String, _ utf8Offset: Int) {
    let found = ICUSkeletonDefaults.token(in: skeleton, utf16Offset: utf16Offset)
    #expect(found.token == token)
    #expect(found.utf8Offset == utf8Offset)
  }
}
