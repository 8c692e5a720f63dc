import Testing

@testable import Messagevisor

/// `ICUDecimal`: the strict decimal grammar of ICU's `offset:`, `=N` and `scale/N` and of
/// JavaScript's decimal literal.
@Suite("Strict decimal numbers")
struct ICUDecimalTests {
  @Test(
    "Strict decimals",
    arguments: [
      ("1", 1.0), ("-1", -1), ("+2", 2), ("1.5", 1.5), (".5", 0.5), ("1.", 1), ("1e2", 100),
      ("2E-1", 0.2),
    ] as [(String, Double)])
  func decimals(text: String, value: Double) {
    #expect(ICUDecimal.parse(text.utf8) == value)
  }

  @Test(
    "Non-decimals are rejected",
    arguments: ["", "-", ".", "e1", "1e", "0x10", "inf", "nan", " 1", "1 ", "1,5", "1e+"])
  func notDecimals(text: String) {
    #expect(ICUDecimal.parse(text.utf8) == nil)
  }
}
