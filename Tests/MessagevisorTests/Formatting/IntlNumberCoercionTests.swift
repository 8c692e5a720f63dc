import Foundation
import Testing

@testable import Messagevisor

/// `IntlNumberCoercion` against JavaScript's `ToNumber` and `Intl`'s `DefaultNumberOption`
/// (each expected value checked with `Number(x)` / `new Intl.NumberFormat` in Node 24).
struct IntlNumberCoercionTests {
  @Test(
    arguments: [
      ("2", 2.0), (" 2 ", 2), ("\n\t2\u{A0}", 2), ("\u{FEFF}2\u{2028}", 2), ("\u{3000}7", 7),
      ("", 0), ("   ", 0), ("+3", 3), ("-3", -3), ("2.5", 2.5), (".5", 0.5), ("5.", 5),
      ("2e0", 2), ("1E+2", 100), ("25e-1", 2.5), ("0x1F", 31), ("0X10", 16), ("0o17", 15),
      ("0b101", 5), ("00012", 12), ("Infinity", .infinity), ("-Infinity", -.infinity),
    ] as [(String, Double)])
  func textsJavaScriptReadsAsNumbers(_ text: String, _ expected: Double) {
    #expect(IntlNumberCoercion.number(fromText: text) == expected)
  }

  @Test(arguments: [
    "two", "2px", "1_0", "inf", "nan", "NaN", "infinity", "0x", "0x1g", "-0x10", "0x1p3",
    "1e", "1e+", ".", "+", "2 2", "\u{200B}2", "1..2",
  ])
  func textsJavaScriptReadsAsNaN(_ text: String) {
    #expect(IntlNumberCoercion.number(fromText: text) == nil)
  }

  @Test(
    arguments: [
      (MessagevisorValue.int(3), 3.0), (.double(1.5), 1.5), (.bool(true), 1), (.bool(false), 0),
      (.null, 0), (.date(Date(timeIntervalSince1970: 1.5)), 1500),
    ] as [(MessagevisorValue, Double)])
  func valuesConvertAsJavaScriptDoes(_ value: MessagevisorValue, _ expected: Double) {
    #expect(IntlNumberCoercion.number(value) == expected)
  }

  @Test(arguments: [
    MessagevisorValue.double(.nan), .array([.int(1)]), .object(["a": .int(1)]), .string("x"),
  ])
  func valuesJavaScriptReadsAsNaN(_ value: MessagevisorValue) {
    #expect(IntlNumberCoercion.number(value) == nil)
  }

  /// The range is checked before flooring: 3.5 is outside 1…3 even though its floor is not.
  @Test(
    arguments: [
      (MessagevisorValue.int(1), 1 as Int?), (.double(1.9), 1), (.double(3), 3),
      (.double(3.5), nil), (.double(0.5), nil), (.string("2"), 2), (.string(" 3 "), 3),
      (.bool(true), 1), (.bool(false), nil), (.string(""), nil), (.string("4"), nil),
      (.double(.infinity), nil),
    ] as [(MessagevisorValue, Int?)])
  func optionsAreCheckedBeforeFlooring(_ value: MessagevisorValue, _ expected: Int?) {
    #expect(IntlNumberCoercion.option(value, in: 1...3) == expected)
  }
}
