import Testing

@testable import Messagevisor

struct OperandsCase: CustomTestStringConvertible, Sendable {
  let text: String
  let i: UInt64
  let v: Int
  let w: Int
  let f: UInt64
  let t: UInt64
  var integerOverflows = false
  var fractionOverflows = false

  var testDescription: String { text }
}

@Suite("Plural operands")
struct PluralOperandsTests {
  static let cases: [OperandsCase] = [
    OperandsCase(text: "0", i: 0, v: 0, w: 0, f: 0, t: 0),
    OperandsCase(text: "1", i: 1, v: 0, w: 0, f: 0, t: 0),
    OperandsCase(text: "1.0", i: 1, v: 1, w: 0, f: 0, t: 0),
    OperandsCase(text: "1.50", i: 1, v: 2, w: 1, f: 50, t: 5),
    OperandsCase(text: "1.03", i: 1, v: 2, w: 2, f: 3, t: 3),
    OperandsCase(text: "1.230", i: 1, v: 3, w: 2, f: 230, t: 23),
    OperandsCase(text: "1200.50", i: 1200, v: 2, w: 1, f: 50, t: 5),
    OperandsCase(
      text: "1234567890123456789012", i: 567_890_123_456_789_012, v: 0, w: 0, f: 0, t: 0,
      integerOverflows: true),
    OperandsCase(
      text: "0.1000000000000000000", i: 0, v: 19, w: 1, f: 0, t: 1, fractionOverflows: true),
  ]

  @Test("operands of decimal text", arguments: cases)
  func operands(_ testCase: OperandsCase) throws {
    let operands = try #require(PluralOperands(decimal: testCase.text))
    #expect(operands.integer == testCase.i)
    #expect(operands.fractionDigitCount == testCase.v)
    #expect(operands.trimmedFractionDigitCount == testCase.w)
    #expect(operands.fraction == testCase.f)
    #expect(operands.trimmedFraction == testCase.t)
    #expect(operands.integerOverflows == testCase.integerOverflows)
    #expect(operands.fractionOverflows == testCase.fractionOverflows)
  }

  @Test(
    "malformed decimal text is rejected", arguments: ["", ".5", "1.", "-1", "1e3", "1,5", "1.2.3"])
  func malformed(_ text: String) {
    #expect(PluralOperands(decimal: text) == nil)
  }

  /// The category `one` when `relation` holds, `other` otherwise.
  private func evaluate(_ relation: PluralRelation, _ text: String) throws -> PluralCategory {
    let operands = try #require(PluralOperands(decimal: text))
    let rule = PluralRule(category: .one, alternatives: [[relation]])
    return PluralRuleSet(rules: [rule]).category(for: operands)
  }

  @Test("n is only equal to integers, and overflow keeps modular relations exact")
  func relations() throws {
    let nMod10 = PluralRelation(operand: .n, modulus: 10, isNegated: false, ranges: [1...1])
    let notNMod10 = PluralRelation(operand: .n, modulus: 10, isNegated: true, ranges: [1...1])
    let iIs21 = PluralRelation(operand: .i, modulus: nil, isNegated: false, ranges: [21...21])
    let fIn = PluralRelation(operand: .f, modulus: 100, isNegated: false, ranges: [2...4, 7...7])
    #expect(try evaluate(nMod10, "21.5") == .other)
    #expect(try evaluate(notNMod10, "21.5") == .one)
    #expect(try evaluate(nMod10, "21.0") == .one)
    #expect(try evaluate(nMod10, "100000000000000000021") == .one)
    #expect(try evaluate(iIs21, "100000000000000000021") == .other)
    #expect(try evaluate(iIs21, "21.9") == .one)
    #expect(try evaluate(fIn, "0.107") == .one)
    #expect(try evaluate(fIn, "0.105") == .other)
  }
}
