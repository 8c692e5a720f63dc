/// A parsed ICU MessageFormat message: a syntax tree with UTF-8 source ranges.
///
/// Parsing checks the whole message, including branches that evaluation will never select.
/// Apostrophes follow ICU's rules: `''` is one `'`; a `'` right before `{` or `}` (and, inside
/// a plural or selectordinal branch, before `#`) quotes text up to the next lone `'` or the end
/// of the message; any other `'` is literal. Tags such as `<b>` are plain text.
public struct ICUMessage: Sendable, Equatable {
  /// The deepest allowed nesting of plural, selectordinal and select arguments.
  public static let maximumNestingDepth = 64

  /// The message as written.
  public let source: String
  /// The top-level elements.
  public let nodes: [ICUNode]
  /// True when the message is literal text that renders to itself.
  public let isPlainText: Bool

  private init(source: String, nodes: [ICUNode]) {
    self.source = source
    self.nodes = nodes
    if nodes.count == 1, case .text(let text) = nodes[0] {
      isPlainText = text.value == source
    } else {
      isPlainText = nodes.isEmpty
    }
  }

  /// Parses a message.
  ///
  /// Returns the syntax tree; throws `ICUSyntaxError` (with the position of the problem) when
  /// the message is not valid ICU MessageFormat. Needs no SDK instance.
  ///
  ///     let message = try ICUMessage.parse("{count, plural, one {# item} other {# items}}")
  ///     message.argumentNames()  // ["count"]
  ///
  /// Text without `{` and `'` becomes a single text node without scanning further. More than
  /// `maximumNestingDepth` nested choices fail with `nestingTooDeep`, however deep the input.
  public static func parse(_ text: String) throws(ICUSyntaxError) -> ICUMessage {
    if !needsParsing(text) {
      return ICUMessage(source: text, nodes: plainNodes(text))
    }
    var parser = ICUParser(text)
    return ICUMessage(source: text, nodes: try parser.parseMessage())
  }

  /// False when `text` has no `{` and no `'`, so it is its own rendering.
  ///
  /// `}` and `#` are literal outside arguments, so they do not need the parser. Scans the
  /// contiguous UTF-8 storage directly (every native string has it); a bridged string falls
  /// back to iterating its view.
  public static func needsParsing(_ text: String) -> Bool {
    if let found = text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: isSyntax) }) {
      return found
    }
    return text.utf8.contains(where: isSyntax)
  }

  private static func isSyntax(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "{") || byte == UInt8(ascii: "'")
  }

  private static func plainNodes(_ text: String) -> [ICUNode] {
    guard !text.isEmpty else { return [] }
    return [.text(ICUTextNode(value: text, range: 0..<text.utf8.count))]
  }
}
