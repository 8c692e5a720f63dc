import Testing

@testable import Messagevisor

@Suite("Plural rule parser")
struct PluralRuleParserTests {
  @Test("parses operands, moduli, negation, lists and ranges")
  func structure() throws {
    var parser = PluralRuleParser()
    let rule = try parser.parseRule("few: v = 0 and i % 10 = 2..4,7 and i % 100 != 12..14 or f = 3")
    #expect(rule.category == .few)
    #expect(
      rule.alternatives == [
        [
          PluralRelation(operand: .v, modulus: nil, isNegated: false, ranges: [0...0]),
          PluralRelation(operand: .i, modulus: 10, isNegated: false, ranges: [2...4, 7...7]),
          PluralRelation(operand: .i, modulus: 100, isNegated: true, ranges: [12...14]),
        ],
        [PluralRelation(operand: .f, modulus: nil, isNegated: false, ranges: [3...3])],
      ])
  }

  static let invalidRules: [(String, String)] = [
    ("other: n = 1", "a category (zero, one, two, few, many)"),
    ("one n = 1", "':'"),
    ("one: x = 1", "an operand (n i v w f t c e)"),
    ("one: n = ", "an integer"),
    ("one: n == 1", "an integer"),
    ("one: n % 7 = 1", "a power of 10"),
    ("one: n = 4..2", "a range upper bound not below its lower bound"),
    ("one: n = 1 xor n = 2", "'and', 'or' or the end"),
    ("one: n = 1.5", "'..'"),
    ("one: n = 1000000000000000000", "a value below 10^18"),
  ]

  @Test("rejects malformed rules with the expected token", arguments: invalidRules)
  func invalid(_ rule: String, _ expected: String) {
    var parser = PluralRuleParser()
    #expect {
      _ = try parser.parseRule(rule)
    } throws: { error in
      (error as? PluralRuleSyntaxError)?.expected == expected
    }
  }

  @Test("every generated rule parses and every locale belongs to one group")
  func generatedData() throws {
    for sources in [PluralRulesData.cardinal, PluralRulesData.ordinal] {
      var seen: Set<String> = []
      for source in sources {
        _ = try PluralRuleSet(lines: source.rules)
        for locale in source.locales.flatMap({ $0.split(separator: " ") }) {
          #expect(seen.insert(String(locale)).inserted, "\(locale) listed twice")
        }
      }
      #expect(seen.contains("en"))
    }
    #expect(PluralRules.shared.cldrVersion == "47")
  }
}
