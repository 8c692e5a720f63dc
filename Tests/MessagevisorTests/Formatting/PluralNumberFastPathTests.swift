import Messagevisor
import Testing

/// `#` in plural branches takes a digit-mapping fast path for 0…999; it must print exactly
/// what the locale's number formatter prints.
@Suite struct PluralNumberFastPathTests {
  static let locales = [
    "en", "en-US", "de-DE", "fr-FR", "ar-SA", "ar-EG", "bn", "fa", "hi-IN-u-nu-deva",
    "th-TH-u-nu-thai", "zh-Hans-CN-u-nu-hanidec", "ar@numbers=latn", "my", "mr",
  ]

  static let values: [Double] = [
    0, 1, 2, 7, 9, 10, 11, 42, 99, 100, 101, 512, 999, 1000, 1234, 1.5,
  ]

  @Test(arguments: locales)
  func matchesTheFormatter(locale: String) throws {
    let context = FormattingContext(locale: locale, timeZone: "UTC")
    for value in Self.values {
      let slow = try MessagevisorFormatting.formatNumber(value, options: [:], context: context)
      #expect(
        MessagevisorFormatting.formatPluralNumber(value, locale: locale) == slow,
        "\(locale) \(value)")
    }
  }
}
