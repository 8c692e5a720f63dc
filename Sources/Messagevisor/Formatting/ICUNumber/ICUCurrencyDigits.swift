#if canImport(CMessagevisorICU)
  import CMessagevisorICU
#endif

/// The ISO 4217 fraction digits of a currency (USD 2, JPY 0, BHD 3), from ICU's data.
enum ICUCurrencyDigits {
  private static let cache = BoundedCache<String, Int>(capacity: 100)

  /// The default fraction digits of an upper-case three-letter `code`; looked up once per code.
  static func digits(for code: String) -> Int {
    cache.value(for: code) { code in
      #if canImport(CMessagevisorICU)
        var status: MVUErrorCode = 0
        let units = Array(code.utf16) + [0]
        let digits = swift_ucurr_getDefaultFractionDigits(units, &status)
        return status > 0 ? CurrencyDigits.digits(for: code) : Int(digits)
      #else
        return CurrencyDigits.digits(for: code)
      #endif
    }
  }
}
