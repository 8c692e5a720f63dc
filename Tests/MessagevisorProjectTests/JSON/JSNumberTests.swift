import Testing

@testable import MessagevisorProject

struct JSNumberTests {
  static let formatCases: [(Double, String)] = [
    (0, "0"), (-0.0, "0"), (2500, "2500"), (99.5, "99.5"), (0.1, "0.1"), (1e21, "1e+21"),
    (1e20, "100000000000000000000"), (1e-7, "1e-7"), (0.000001, "0.000001"),
    (123_456_789_012_345_683_968, "123456789012345680000"), (1.5e-10, "1.5e-10"), (-42, "-42"),
    (0.30000000000000004, "0.30000000000000004"),
    (1.7976931348623157e308, "1.7976931348623157e+308"),
    (Double.leastNonzeroMagnitude, "5e-324"), (12.25, "12.25"), (1e16, "10000000000000000"),
  ]

  @Test(arguments: formatCases)
  func formatsLikeJavaScript(number: Double, expected: String) {
    #expect(JSNumber.format(number) == expected)
  }

  static let parseCases: [(String, Double?)] = [
    ("", 0), ("  41 ", 41), ("0x10", 16), ("1e3", 1000), ("-2.5", -2.5), (".5", 0.5),
    ("5.", 5), ("abc", nil), ("1_000", nil), ("Infinity", .infinity), ("0b101", 5),
    ("12px", nil), (".", nil), ("+7", 7), ("1e", nil),
  ]

  @Test(arguments: parseCases)
  func parsesLikeNumberConstructor(text: String, expected: Double?) {
    #expect(JSNumber.parse(text) == expected)
  }
}
