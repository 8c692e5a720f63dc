/// A recursive-descent parser over the UTF-8 bytes of one ICU message.
///
/// Recursion only happens for choice branches and is capped at
/// `ICUMessage.maximumNestingDepth`, so hostile input fails with `nestingTooDeep` instead of
/// exhausting the stack.
struct ICUParser {
  let bytes: [UInt8]
  var index = 0

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// Parses the whole message.
  mutating func parseMessage() throws(ICUSyntaxError) -> [ICUNode] {
    try parseBody(BodyContext(depth: 0, inPlural: false, branchStart: nil))
  }

  /// Where a body is parsed: nesting depth, plural context, and the `{` of its branch.
  struct BodyContext {
    var depth: Int
    var inPlural: Bool
    var branchStart: Int?
  }

  /// Parses text, `#` and arguments until the end of the message or the `}` closing a branch.
  mutating func parseBody(_ context: BodyContext) throws(ICUSyntaxError) -> [ICUNode] {
    var nodes: [ICUNode] = []
    var text = TextAccumulator()
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "{"):
        text.flush(into: &nodes)
        nodes.append(try parseArgument(context))
      case UInt8(ascii: "}") where context.branchStart != nil:
        text.flush(into: &nodes)
        index += 1
        return nodes
      case UInt8(ascii: "#") where context.inPlural:
        text.flush(into: &nodes)
        nodes.append(.pound(index..<(index + 1)))
        index += 1
      case UInt8(ascii: "'"):
        scanApostrophe(context, into: &text)
      default:
        scanLiteralRun(context, into: &text)
      }
    }
    if let branchStart = context.branchStart {
      throw ICUSyntaxError(.unclosedBranch, at: branchStart, in: bytes)
    }
    text.flush(into: &nodes)
    return nodes
  }

  /// Copies bytes up to the next byte that may be special in this context.
  private mutating func scanLiteralRun(_ context: BodyContext, into text: inout TextAccumulator) {
    let start = index
    index += 1
    while index < bytes.count {
      let byte = bytes[index]
      let isSpecial =
        byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "'")
        || (byte == UInt8(ascii: "#") && context.inPlural)
      if isSpecial {
        break
      }
      index += 1
    }
    text.append(bytes[start..<index], range: start..<index)
  }

  /// Handles `''`, quoted text, and a literal apostrophe.
  private mutating func scanApostrophe(_ context: BodyContext, into text: inout TextAccumulator) {
    let start = index
    let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
    if next == UInt8(ascii: "'") {
      index += 2
      text.append(CollectionOfOne(UInt8(ascii: "'")), range: start..<index)
      return
    }
    let startsQuote =
      next == UInt8(ascii: "{") || next == UInt8(ascii: "}")
      || (next == UInt8(ascii: "#") && context.inPlural)
    guard startsQuote else {
      index += 1
      text.append(CollectionOfOne(UInt8(ascii: "'")), range: start..<index)
      return
    }
    index += 1
    scanQuoted(from: start, into: &text)
  }

  /// Copies quoted text up to the next lone `'` (dropped) or the end of the message.
  private mutating func scanQuoted(from start: Int, into text: inout TextAccumulator) {
    var runStart = index
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "'") else {
        index += 1
        continue
      }
      text.append(bytes[runStart..<index], range: start..<index)
      let doubled = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "'")
      if !doubled {
        index += 1
        text.extend(to: index)
        return
      }
      text.append(CollectionOfOne(UInt8(ascii: "'")), range: start..<(index + 2))
      index += 2
      runStart = index
    }
    text.append(bytes[runStart..<index], range: start..<index)
  }
}

/// Collects consecutive literal pieces into one text node.
struct TextAccumulator {
  private var buffer: [UInt8] = []
  private var range: Range<Int>?

  /// Adds bytes that came from `source`.
  mutating func append<Bytes: Collection<UInt8>>(_ piece: Bytes, range source: Range<Int>) {
    buffer.append(contentsOf: piece)
    extend(to: source.upperBound, from: source.lowerBound)
  }

  /// Widens the source range to `end` without adding text (a closing quote).
  mutating func extend(to end: Int, from start: Int? = nil) {
    if let current = range {
      range = current.lowerBound..<max(current.upperBound, end)
    } else {
      range = (start ?? end)..<end
    }
  }

  /// Emits the collected text as a node, if any.
  mutating func flush(into nodes: inout [ICUNode]) {
    guard let current = range else { return }
    if !buffer.isEmpty {
      let value = String(decoding: buffer, as: UTF8.self)
      nodes.append(.text(ICUTextNode(value: value, range: current)))
    }
    buffer.removeAll(keepingCapacity: true)
    range = nil
  }
}
