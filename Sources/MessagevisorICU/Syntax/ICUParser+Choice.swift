import Messagevisor

extension ICUParser {
  /// The part of a choice argument read before its body.
  struct ChoiceHeader {
    var name: String
    var kind: ICUChoiceKind
    /// The offset of the argument's `{`.
    var start: Int
  }

  /// Parses `[offset:N] selector {body} … }`; `index` is just after the comma following the type.
  mutating func parseChoice(
    _ header: ChoiceHeader,
    _ context: BodyContext
  ) throws(ICUSyntaxError) -> ICUChoiceNode {
    guard context.depth < ICUMessage.maximumNestingDepth else {
      throw ICUSyntaxError(.nestingTooDeep, at: header.start, in: bytes)
    }
    var offset = 0.0
    var branches: [ICUBranch] = []
    let isPlural = header.kind != .select
    let branchContext = BodyContext(
      depth: context.depth + 1,
      inPlural: context.inPlural || isPlural,
      branchStart: nil
    )
    while true {
      skipWhitespace()
      guard index < bytes.count else {
        throw ICUSyntaxError(.unclosedChoice, at: header.start, in: bytes)
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        break
      }
      let selectorStart = index
      let selector = readSelector()
      if let value = Self.offsetValue(selector) {
        offset = value
        continue
      }
      let branch = try parseBranch(selector, from: selectorStart, isPlural: isPlural, branchContext)
      if let existing = branches.firstIndex(where: { $0.selector == branch.selector }) {
        branches[existing] = branch
      } else {
        branches.append(branch)
      }
    }
    guard let otherIndex = branches.firstIndex(where: { $0.selector == "other" }) else {
      throw ICUSyntaxError(.missingOther, at: header.start, in: bytes)
    }
    return ICUChoiceNode(
      name: header.name,
      kind: header.kind,
      offset: offset,
      branches: branches,
      range: header.start..<index,
      otherIndex: otherIndex
    )
  }

  /// Parses whitespace, `{`, and the branch body after a selector.
  private mutating func parseBranch(
    _ selector: String,
    from selectorStart: Int,
    isPlural: Bool,
    _ context: BodyContext
  ) throws(ICUSyntaxError) -> ICUBranch {
    guard !selector.isEmpty else {
      throw ICUSyntaxError(.invalidChoice, at: selectorStart, in: bytes)
    }
    skipWhitespace()
    guard index < bytes.count else {
      throw ICUSyntaxError(.unclosedChoice, at: selectorStart, in: bytes)
    }
    guard bytes[index] == UInt8(ascii: "{") else {
      throw ICUSyntaxError(.invalidChoice, at: selectorStart, in: bytes)
    }
    var bodyContext = context
    bodyContext.branchStart = index
    index += 1
    let body = try parseBody(bodyContext)
    var exactValue: Double?
    if isPlural, selector.utf8.first == UInt8(ascii: "=") {
      exactValue = ICUDecimal.parse(selector.utf8.dropFirst())
    }
    return ICUBranch(
      selector: selector,
      exactValue: exactValue,
      body: body,
      range: selectorStart..<index
    )
  }

  /// Reads a selector: everything up to `{`, `}` or whitespace.
  private mutating func readSelector() -> String {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
        break
      }
      if PatternWhiteSpace.length(in: bytes, at: index) > 0 {
        break
      }
      index += 1
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// The number of an `offset:N` token; nil for anything else (which is then a selector).
  private static func offsetValue(_ selector: String) -> Double? {
    guard selector.hasPrefix("offset:") else { return nil }
    guard let value = ICUDecimal.parse(selector.utf8.dropFirst(7)), value.isFinite else {
      return nil
    }
    return value
  }
}
