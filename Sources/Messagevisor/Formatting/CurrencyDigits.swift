import Foundation

/// The standard fraction digits of ISO 4217 currencies (USD 2, JPY 0, BHD 3), from ICU data.
enum CurrencyDigits {
  private static let cache = BoundedCache<String, Int>(capacity: 100)
  private static let english = Locale(identifier: "en")

  /// The fraction digits `code` is shown with by default; looked up once per code.
  ///
  /// Foundation exposes no direct lookup, so the code's zero is formatted with the ISO-code
  /// presentation in English ("USD 0.00") and the digits after the decimal point are counted.
  static func digits(for code: String) -> Int {
    cache.value(for: code) {
      let style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: english)
        .presentation(.isoCode)
      let text = style.format(0)
      guard let point = text.utf8.lastIndex(of: UInt8(ascii: ".")) else {
        return 0
      }
      let fraction = text.utf8[text.utf8.index(after: point)...]
      return fraction.prefix { $0 == UInt8(ascii: "0") }.count
    }
  }
}
