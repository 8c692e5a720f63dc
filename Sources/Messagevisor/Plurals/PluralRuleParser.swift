/// Parses CLDR plural rule text in the syntax of the generated data.
///
/// Grammar: `rule := category ":" condition`, `condition := and_chain ("or" and_chain)*`,
/// `and_chain := relation ("and" relation)*`,
/// `relation := operand ["%" int] ("=" | "!=") range ("," range)*`, `range := int [".." int]`.
/// Moduli must divide 10^18 and values must be below it, which keeps evaluation exact.
struct PluralRuleParser {
  private var bytes: [UInt8] = []
  private var position = 0
  private var text = ""

  /// Parses one `category: condition` line.
  mutating func parseRule(_ line: String) throws(PluralRuleSyntaxError) -> PluralRule {
    text = line
    bytes = Array(line.utf8)
    position = 0
    let category = try parseCategory()
    var alternatives = [try parseChain()]
    while takeKeyword("or") {
      alternatives.append(try parseChain())
    }
    skipSpaces()
    if position != bytes.count { throw failure("'and', 'or' or the end") }
    return PluralRule(category: category, alternatives: alternatives)
  }

  private mutating func parseCategory() throws(PluralRuleSyntaxError) -> PluralCategory {
    let name = readWord()
    guard let category = PluralCategory(rawValue: name), category != .other else {
      throw failure("a category (zero, one, two, few, many)")
    }
    skipSpaces()
    guard take(UInt8(ascii: ":")) else { throw failure("':'") }
    return category
  }

  private mutating func parseChain() throws(PluralRuleSyntaxError) -> [PluralRelation] {
    var chain = [try parseRelation()]
    while takeKeyword("and") {
      chain.append(try parseRelation())
    }
    return chain
  }

  private mutating func parseRelation() throws(PluralRuleSyntaxError) -> PluralRelation {
    skipSpaces()
    guard position < bytes.count, let operand = PluralOperand(ascii: bytes[position]) else {
      throw failure("an operand (n i v w f t c e)")
    }
    position += 1
    skipSpaces()
    var modulus: UInt64?
    if take(UInt8(ascii: "%")) {
      let value = try parseInteger()
      guard value > 0, PluralOperands.limit % value == 0 else { throw failure("a power of 10") }
      modulus = value
      skipSpaces()
    }
    let isNegated = take(UInt8(ascii: "!"))
    guard take(UInt8(ascii: "=")) else { throw failure("'=' or '!='") }
    var ranges = [try parseRange()]
    while take(UInt8(ascii: ",")) {
      ranges.append(try parseRange())
    }
    return PluralRelation(
      operand: operand, modulus: modulus, isNegated: isNegated, ranges: ranges)
  }

  private mutating func parseRange() throws(PluralRuleSyntaxError) -> ClosedRange<UInt64> {
    let low = try parseInteger()
    guard take(UInt8(ascii: ".")) else { return low...low }
    guard take(UInt8(ascii: ".")) else { throw failure("'..'") }
    let high = try parseInteger()
    guard low <= high else { throw failure("a range upper bound not below its lower bound") }
    return low...high
  }

  private mutating func parseInteger() throws(PluralRuleSyntaxError) -> UInt64 {
    skipSpaces()
    var value: UInt64 = 0
    let start = position
    while position < bytes.count, let digit = Self.digit(bytes[position]) {
      value = value * 10 + digit
      guard value < PluralOperands.limit else { throw failure("a value below 10^18") }
      position += 1
    }
    if position == start { throw failure("an integer") }
    skipSpaces()
    return value
  }

  private mutating func takeKeyword(_ keyword: String) -> Bool {
    skipSpaces()
    let start = position
    if readWord() == keyword { return true }
    position = start
    return false
  }

  private mutating func readWord() -> String {
    skipSpaces()
    let start = position
    while position < bytes.count, Self.isLetter(bytes[position]) {
      position += 1
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  private mutating func skipSpaces() {
    while position < bytes.count, bytes[position] == UInt8(ascii: " ") {
      position += 1
    }
  }

  private func failure(_ expected: String) -> PluralRuleSyntaxError {
    PluralRuleSyntaxError(rule: text, offset: position, expected: expected)
  }

  private static func digit(_ byte: UInt8) -> UInt64? {
    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
    return UInt64(byte - UInt8(ascii: "0"))
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }
}
