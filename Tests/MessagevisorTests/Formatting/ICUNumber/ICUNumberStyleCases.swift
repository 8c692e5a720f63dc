import Messagevisor
import Testing

/// One `Intl.NumberFormat` call and what Node 24 prints for it.
struct ICUNumberCase: CustomTestStringConvertible, Sendable {
  let name: String
  let locale: String
  let options: FormatOptions
  let value: Double
  let expected: String

  init(
    _ name: String, _ locale: String, _ options: FormatOptions, _ value: Double,
    _ expected: String
  ) {
    self.name = name
    self.locale = locale
    self.options = options
    self.value = value
    self.expected = expected
  }

  var testDescription: String { name }
}

/// Styles, units, notations: expectations from Node 24.19 (`new Intl.NumberFormat(locale,
/// options).format(value)`), except where a comment names an ICU 76 / CLDR 46 data difference.
let icuNumberStyleCases: [ICUNumberCase] = [
  .init(
    "currency de EUR", "de-DE", ["style": "currency", "currency": "EUR"], 1234.5,
    "1.234,50\u{A0}€"),
  // ICU 76 / CLDR 46 ja symbol; Node 24 (CLDR 48) prints the full-width ￥
  .init(
    "currency JPY no fraction", "ja-JP", ["style": "currency", "currency": "JPY"], 1234.5,
    "¥1,235"),
  .init(
    "currency BHD three digits", "en-US", ["style": "currency", "currency": "BHD"], 1.5,
    "BHD\u{A0}1.500"),
  .init(
    "currency code", "en-US", ["style": "currency", "currency": "USD", "currencyDisplay": "code"],
    12.5, "USD\u{A0}12.50"),
  .init(
    "currency name plural", "en-US",
    ["style": "currency", "currency": "USD", "currencyDisplay": "name"], 12.5, "12.50 US dollars"),
  .init(
    "currency name singular", "en-US",
    ["style": "currency", "currency": "USD", "currencyDisplay": "name"], 1, "1.00 US dollars"),
  .init(
    "currency narrow symbol", "en-CA",
    ["style": "currency", "currency": "USD", "currencyDisplay": "narrowSymbol"], 12.5, "$12.50"),
  .init(
    "currency symbol en-CA", "en-CA",
    ["style": "currency", "currency": "USD", "currencyDisplay": "symbol"], 12.5, "US$12.50"),
  .init(
    "accounting negative", "en-US",
    ["style": "currency", "currency": "USD", "currencySign": "accounting"], -12.5, "($12.50)"),
  .init(
    "accounting always", "en-US",
    [
      "style": "currency", "currency": "USD", "currencySign": "accounting", "signDisplay": "always",
    ], 12.5, "+$12.50"),
  .init(
    "accounting exceptZero zero", "en-US",
    [
      "style": "currency", "currency": "USD", "currencySign": "accounting",
      "signDisplay": "exceptZero",
    ], 0, "$0.00"),
  .init(
    "accounting negative minus zero", "en-US",
    [
      "style": "currency", "currency": "USD", "currencySign": "accounting",
      "signDisplay": "negative",
    ], -0.0, "$0.00"),
  .init(
    "accounting never", "en-US",
    ["style": "currency", "currency": "USD", "currencySign": "accounting", "signDisplay": "never"],
    -12.5, "$12.50"),
  .init(
    "currency compact", "en-US", ["style": "currency", "currency": "USD", "notation": "compact"],
    1_234_567, "$1.2M"),
  .init(
    "currency INR grouping", "en-IN", ["style": "currency", "currency": "INR"], 12_345_678,
    "₹1,23,45,678.00"),
  .init("currency lowercase code", "en-US", ["style": "currency", "currency": "eur"], 3, "€3.00"),
  .init("percent default", "en-US", ["style": "percent"], 0.256, "26%"),
  .init(
    "percent one fraction", "en-US", ["style": "percent", "maximumFractionDigits": 1], 0.2567,
    "25.7%"),
  .init("percent exact scaling", "en-US", ["style": "percent"], 0.07, "7%"),
  .init("percent fr", "fr-FR", ["style": "percent"], 0.5, "50\u{A0}%"),
  .init(
    "percent signDisplay", "en-US", ["style": "percent", "signDisplay": "exceptZero"], 0.5, "+50%"),
  .init("unit short", "en-US", ["style": "unit", "unit": "kilometer"], 14.5, "14.5 km"),
  .init(
    "unit long", "en-US", ["style": "unit", "unit": "kilometer", "unitDisplay": "long"], 14.5,
    "14.5 kilometers"),
  .init(
    "unit narrow", "en-US", ["style": "unit", "unit": "kilometer", "unitDisplay": "narrow"], 14.5,
    "14.5km"),
  .init(
    "unit long singular", "en-US", ["style": "unit", "unit": "kilometer", "unitDisplay": "long"], 1,
    "1 kilometer"),
  .init(
    "unit per compound long", "en-US",
    ["style": "unit", "unit": "kilometer-per-hour", "unitDisplay": "long"], 50,
    "50 kilometers per hour"),
  .init(
    "unit per compound short", "en-US", ["style": "unit", "unit": "liter-per-kilometer"], 3,
    "3 L/km"),
  .init(
    "unit per compound not precomposed", "en-US",
    ["style": "unit", "unit": "gigabyte-per-second", "unitDisplay": "long"], 2,
    "2 gigabytes per second"),
  .init(
    "unit de megabyte long", "de-DE", ["style": "unit", "unit": "megabyte", "unitDisplay": "long"],
    1.5, "1,5 Megabyte"),
  .init("unit percent", "en-US", ["style": "unit", "unit": "percent"], 50, "50%"),
  .init(
    "unit fahrenheit narrow", "en-US",
    ["style": "unit", "unit": "fahrenheit", "unitDisplay": "narrow"], 72, "72°"),
  .init(
    "unit mile-scandinavian", "en-US",
    ["style": "unit", "unit": "mile-scandinavian", "unitDisplay": "long"], 2, "2 miles-scandinavian"
  ),
  .init(
    "unit byte", "en-US", ["style": "unit", "unit": "byte", "unitDisplay": "long"], 1024,
    "1,024 bytes"),
  .init("unit celsius", "fr-FR", ["style": "unit", "unit": "celsius"], 21.5, "21,5\u{202F}°C"),
  .init(
    "unit compact", "en-US", ["style": "unit", "unit": "meter", "notation": "compact"], 12345,
    "12K m"),
  .init("compact short", "en-US", ["notation": "compact"], 1234, "1.2K"),
  .init("compact short integer", "en-US", ["notation": "compact"], 123456, "123K"),
  .init(
    "compact long", "en-US", ["notation": "compact", "compactDisplay": "long"], 1234, "1.2 thousand"
  ),
  .init(
    "compact long million", "en-US", ["notation": "compact", "compactDisplay": "long"], 1_234_567,
    "1.2 million"),
  .init(
    "compact long de", "de-DE", ["notation": "compact", "compactDisplay": "long"], 1_234_567,
    "1,2 Millionen"),
  .init("compact short de", "de-DE", ["notation": "compact"], 1_234_567, "1,2\u{A0}Mio."),
  .init("compact ja", "ja-JP", ["notation": "compact"], 123_456_789, "1.2億"),
  .init(
    "compact with fraction digits", "en-US", ["notation": "compact", "maximumFractionDigits": 2],
    1234, "1.23K"),
  .init("compact small", "en-US", ["notation": "compact"], 9.876, "9.9"),
  .init("compact negative", "en-US", ["notation": "compact"], -1_250_000, "-1.3M"),
  .init("scientific", "en-US", ["notation": "scientific"], 123456, "1.235E5"),
  .init("engineering", "en-US", ["notation": "engineering"], 123456, "123.456E3"),
  .init("engineering small", "en-US", ["notation": "engineering"], 12345, "12.345E3"),
  .init(
    "scientific significant", "en-US", ["notation": "scientific", "maximumSignificantDigits": 2],
    0.000123, "1.2E-4"),
]
