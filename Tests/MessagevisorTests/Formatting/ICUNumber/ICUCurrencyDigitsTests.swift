import Foundation
import Testing

@testable import Messagevisor

/// The currency digits of the Intl reader against Foundation's own.
@Suite struct ICUCurrencyDigitsTests {
  /// The Foundation engine's currency defaults come from the reader (`ICUCurrencyDigits`,
  /// ICU's data) since it stopped reading the options itself (and `CurrencyDigits`, a
  /// formatted zero); both must give every ISO 4217 code the same fraction digits.
  @Test func agreesWithFoundationForEveryISOCode() {
    let codes = Locale.commonISOCurrencyCodes
    #expect(codes.count > 100)
    let differing = codes.filter { code in
      ICUCurrencyDigits.digits(for: code) != CurrencyDigits.digits(for: code)
    }
    #expect(differing == [])
  }

  @Test(arguments: [("USD", 2), ("JPY", 0), ("BHD", 3), ("EUR", 2), ("CLF", 4), ("XYZ", 2)])
  func knownDigits(_ code: String, _ expected: Int) {
    #expect(ICUCurrencyDigits.digits(for: code) == expected)
    #expect(CurrencyDigits.digits(for: code) == expected)
  }
}
