/// Signs, grouping, rounding, digits: expectations from Node 24.19.
let icuNumberRoundingCases: [ICUNumberCase] = [
  .init("sign always 5", "en-US", ["signDisplay": "always"], 5, "+5"),
  .init("sign always 0", "en-US", ["signDisplay": "always"], 0, "+0"),
  .init("sign always -0", "en-US", ["signDisplay": "always"], -0.0, "-0"),
  .init("sign exceptZero 0", "en-US", ["signDisplay": "exceptZero"], 0, "0"),
  .init("sign exceptZero -0", "en-US", ["signDisplay": "exceptZero"], -0.0, "0"),
  .init("sign exceptZero -5", "en-US", ["signDisplay": "exceptZero"], -5, "-5"),
  .init("sign negative -0", "en-US", ["signDisplay": "negative"], -0.0, "0"),
  .init("sign negative -5", "en-US", ["signDisplay": "negative"], -5, "-5"),
  .init("sign negative 0", "en-US", ["signDisplay": "negative"], 0, "0"),
  .init("sign never -5", "en-US", ["signDisplay": "never"], -5, "5"),
  .init("sign auto -0", "en-US", ["signDisplay": "auto"], -0.0, "-0"),
  .init("grouping false", "en-US", ["useGrouping": false], 1_234_567, "1234567"),
  .init("grouping min2 four digits", "en-US", ["useGrouping": "min2"], 1234, "1234"),
  .init("grouping min2 five digits", "en-US", ["useGrouping": "min2"], 12345, "12,345"),
  .init("grouping auto es", "es-ES", [:], 1234, "1234"),
  .init("grouping always es", "es-ES", ["useGrouping": "always"], 1234, "1.234"),
  .init("grouping true es", "es-ES", ["useGrouping": true], 1234, "1.234"),
  .init("grouping string true keeps default", "es-ES", ["useGrouping": "true"], 1234, "1234"),
  .init("grouping auto pl", "pl-PL", ["useGrouping": "auto"], 1234, "1234"),
  .init(
    "grouping auto with compact is min2", "fr-FR",
    ["notation": "compact", "useGrouping": "auto", "minimumIntegerDigits": 4], 7, "0007"),
  .init(
    "grouping auto without compact", "fr-FR", ["useGrouping": "auto", "minimumIntegerDigits": 4],
    7, "0\u{202F}007"),
  .init(
    "grouping compact default min2", "en-US",
    ["notation": "compact", "compactDisplay": "long", "maximumFractionDigits": 0], 1234,
    "1 thousand"),
  .init(
    "rounding ceil 2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "ceil"], 2.5, "3"),
  .init(
    "rounding ceil -2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "ceil"], -2.5,
    "-2"),
  .init(
    "rounding ceil 2.4", "en-US", ["maximumFractionDigits": 0, "roundingMode": "ceil"], 2.4, "3"),
  .init(
    "rounding ceil -2.6", "en-US", ["maximumFractionDigits": 0, "roundingMode": "ceil"], -2.6,
    "-2"),
  .init(
    "rounding floor 2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "floor"], 2.5, "2"),
  .init(
    "rounding floor -2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "floor"], -2.5,
    "-3"),
  .init(
    "rounding floor 2.4", "en-US", ["maximumFractionDigits": 0, "roundingMode": "floor"], 2.4, "2"),
  .init(
    "rounding floor -2.6", "en-US", ["maximumFractionDigits": 0, "roundingMode": "floor"], -2.6,
    "-3"),
  .init(
    "rounding expand 2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "expand"], 2.5, "3"
  ),
  .init(
    "rounding expand -2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "expand"], -2.5,
    "-3"),
  .init(
    "rounding expand 2.4", "en-US", ["maximumFractionDigits": 0, "roundingMode": "expand"], 2.4, "3"
  ),
  .init(
    "rounding expand -2.6", "en-US", ["maximumFractionDigits": 0, "roundingMode": "expand"], -2.6,
    "-3"),
  .init(
    "rounding trunc 2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "trunc"], 2.5, "2"),
  .init(
    "rounding trunc -2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "trunc"], -2.5,
    "-2"),
  .init(
    "rounding trunc 2.4", "en-US", ["maximumFractionDigits": 0, "roundingMode": "trunc"], 2.4, "2"),
  .init(
    "rounding trunc -2.6", "en-US", ["maximumFractionDigits": 0, "roundingMode": "trunc"], -2.6,
    "-2"),
  .init(
    "rounding halfCeil 2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfCeil"], 2.5,
    "3"),
  .init(
    "rounding halfCeil -2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfCeil"],
    -2.5, "-2"),
  .init(
    "rounding halfCeil 2.4", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfCeil"], 2.4,
    "2"),
  .init(
    "rounding halfCeil -2.6", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfCeil"],
    -2.6, "-3"),
  .init(
    "rounding halfFloor 2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfFloor"],
    2.5, "2"),
  .init(
    "rounding halfFloor -2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfFloor"],
    -2.5, "-3"),
  .init(
    "rounding halfFloor 2.4", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfFloor"],
    2.4, "2"),
  .init(
    "rounding halfFloor -2.6", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfFloor"],
    -2.6, "-3"),
  .init(
    "rounding halfExpand 2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfExpand"],
    2.5, "3"),
  .init(
    "rounding halfExpand -2.5", "en-US",
    ["maximumFractionDigits": 0, "roundingMode": "halfExpand"], -2.5, "-3"),
  .init(
    "rounding halfExpand 2.4", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfExpand"],
    2.4, "2"),
  .init(
    "rounding halfExpand -2.6", "en-US",
    ["maximumFractionDigits": 0, "roundingMode": "halfExpand"], -2.6, "-3"),
  .init(
    "rounding halfTrunc 2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfTrunc"],
    2.5, "2"),
  .init(
    "rounding halfTrunc -2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfTrunc"],
    -2.5, "-2"),
  .init(
    "rounding halfTrunc 2.4", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfTrunc"],
    2.4, "2"),
  .init(
    "rounding halfTrunc -2.6", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfTrunc"],
    -2.6, "-3"),
  .init(
    "rounding halfEven 2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfEven"], 2.5,
    "2"),
  .init(
    "rounding halfEven -2.5", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfEven"],
    -2.5, "-2"),
  .init(
    "rounding halfEven 2.4", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfEven"], 2.4,
    "2"),
  .init(
    "rounding halfEven -2.6", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfEven"],
    -2.6, "-3"),
  .init(
    "rounding halfEven odd", "en-US", ["maximumFractionDigits": 0, "roundingMode": "halfEven"], 3.5,
    "4"),
  .init("rounding default halfExpand", "en-US", ["maximumFractionDigits": 0], 2.5, "3"),
  .init("rounding fraction tie", "en-US", ["maximumFractionDigits": 1], 1.25, "1.3"),
  .init(
    "rounding currency tie", "en-US", ["style": "currency", "currency": "USD"], 1.005, "$1.01"),
  .init(
    "increment 5 hundredths", "en-US",
    ["minimumFractionDigits": 2, "maximumFractionDigits": 2, "roundingIncrement": 5], 1.234,
    "1.25"),
  .init(
    "increment 25 hundredths", "en-US",
    ["minimumFractionDigits": 2, "maximumFractionDigits": 2, "roundingIncrement": 25], 1.234, "1.25"
  ),
  .init(
    "increment 50 integer", "en-US", ["maximumFractionDigits": 0, "roundingIncrement": 50], 1234,
    "1,250"),
  .init(
    "increment currency", "en-US",
    ["style": "currency", "currency": "USD", "roundingIncrement": 5], 1.234, "$1.25"),
  .init(
    "increment ceil", "en-US",
    [
      "minimumFractionDigits": 1, "maximumFractionDigits": 1, "roundingIncrement": 5,
      "roundingMode": "ceil",
    ], 1.01, "1.5"),
  .init(
    "increment 5000", "en-US", ["maximumFractionDigits": 0, "roundingIncrement": 5000], 12345,
    "10,000"),
  .init(
    "priority auto 1.234", "en-US",
    ["roundingPriority": "auto", "maximumSignificantDigits": 2, "maximumFractionDigits": 2], 1.234,
    "1.2"),
  .init(
    "priority auto 123.456", "en-US",
    ["roundingPriority": "auto", "maximumSignificantDigits": 2, "maximumFractionDigits": 2],
    123.456, "120"),
  .init(
    "priority morePrecision 1.234", "en-US",
    [
      "roundingPriority": "morePrecision", "maximumSignificantDigits": 2,
      "maximumFractionDigits": 2,
    ], 1.234, "1.23"),
  .init(
    "priority morePrecision 123.456", "en-US",
    [
      "roundingPriority": "morePrecision", "maximumSignificantDigits": 2,
      "maximumFractionDigits": 2,
    ], 123.456, "123.46"),
  .init(
    "priority lessPrecision 1.234", "en-US",
    [
      "roundingPriority": "lessPrecision", "maximumSignificantDigits": 2,
      "maximumFractionDigits": 2,
    ], 1.234, "1.2"),
  .init(
    "priority lessPrecision 123.456", "en-US",
    [
      "roundingPriority": "lessPrecision", "maximumSignificantDigits": 2,
      "maximumFractionDigits": 2,
    ], 123.456, "120"),
  .init(
    "priority lessPrecision min digits", "en-US",
    [
      "minimumFractionDigits": 2, "maximumFractionDigits": 2, "minimumSignificantDigits": 3,
      "maximumSignificantDigits": 4, "roundingPriority": "lessPrecision",
    ], 1.234, "1.23"),
  .init(
    "strip integer", "en-US",
    ["minimumFractionDigits": 2, "trailingZeroDisplay": "stripIfInteger"], 5, "5"),
  .init(
    "strip keeps fraction", "en-US",
    ["minimumFractionDigits": 2, "trailingZeroDisplay": "stripIfInteger"], 5.1, "5.10"),
  .init(
    "strip currency", "en-US",
    ["style": "currency", "currency": "USD", "trailingZeroDisplay": "stripIfInteger"], 5, "$5"),
  .init(
    "strip after rounding", "en-US",
    ["style": "currency", "currency": "USD", "trailingZeroDisplay": "stripIfInteger"], 4.999, "$5"),
  .init("min integer digits", "en-US", ["minimumIntegerDigits": 3], 5, "005"),
  .init("min significant", "en-US", ["minimumSignificantDigits": 3], 5, "5.00"),
  .init("max significant", "en-US", ["maximumSignificantDigits": 3], 123456, "123,000"),
  .init("min fraction raises max", "en-US", ["minimumFractionDigits": 5], 1.5, "1.50000"),
  .init(
    "max fraction lowers currency min", "en-US",
    ["style": "currency", "currency": "USD", "maximumFractionDigits": 0], 1.5, "$2"),
  .init("max fraction 20", "en-US", ["maximumFractionDigits": 20], 0.1, "0.1"),
  .init("max significant 21", "en-US", ["maximumSignificantDigits": 21], 0.1, "0.1"),
  .init(
    "significant beats fraction", "en-US",
    ["maximumSignificantDigits": 2, "maximumFractionDigits": 5], 1.2345, "1.2"),
]
