/// Flow collections: `[a, b]` and `{a: b}`, nested and spanning lines.
extension YAMLReader {
  /// A parsed flow entry before it is known to be a key or a value.
  private enum FlowItem {
    case scalar(text: String, isPlain: Bool, position: SourcePosition)
    case collection(SourceNode)

    var node: SourceNode {
      switch self {
      case .scalar(let text, let isPlain, let position):
        return SourceNode(isPlain ? YAMLCoreSchema.resolve(text) : .string(text), at: position)
      case .collection(let node):
        return node
      }
    }
  }

  /// Parses the flow collection whose opening bracket is at the cursor.
  ///
  /// The cursor ends just after the closing bracket.
  mutating func parseFlowCollection() throws(YAMLError) -> SourceNode {
    let open = cursor.position()
    try enterCollection()
    let isSequence = cursor.current == SourceByte.leftBracket
    cursor.advance()
    let node = isSequence ? try parseFlowSequence(open: open) : try parseFlowMapping(open: open)
    leaveCollection()
    return node
  }

  private mutating func parseFlowSequence(open: SourcePosition) throws(YAMLError) -> SourceNode {
    var items: [SourceNode] = []
    while true {
      try skipFlowSpace(open: open)
      if cursor.current == SourceByte.rightBracket {
        break
      }
      let item = try parseFlowItem(open: open)
      try skipFlowSpace(open: open)
      if isAtFlowValueIndicator(after: item) {
        items.append(try parseSinglePair(key: item, open: open))
        try skipFlowSpace(open: open)
      } else {
        items.append(item.node)
      }
      if cursor.current == SourceByte.comma {
        cursor.advance()
      } else if cursor.current != SourceByte.rightBracket {
        throw unexpected(
          expected: "',' or ']' closing the '[' opened at \(open.line):\(open.column)")
      }
    }
    cursor.advance()
    return SourceNode(.sequence(items), at: open)
  }

  /// A `key: value` entry of a flow sequence, read as a mapping with one entry.
  private mutating func parseSinglePair(key: FlowItem, open: SourcePosition) throws(YAMLError)
    -> SourceNode
  {
    guard case .scalar(let text, _, let keyPosition) = key else {
      throw .unsupportedFeature(.complexKey, at: key.node.position)
    }
    try enterCollection()
    let value = try parseFlowValue(open: open, closing: SourceByte.rightBracket)
    leaveCollection()
    let entry = SourceEntry(key: text, keyPosition: keyPosition, value: value)
    return SourceNode(.mapping([entry]), at: keyPosition)
  }

  private mutating func parseFlowMapping(open: SourcePosition) throws(YAMLError) -> SourceNode {
    var entries: [SourceEntry] = []
    var firstPositions: [String: SourcePosition] = [:]
    while true {
      try skipFlowSpace(open: open)
      if cursor.current == SourceByte.rightBrace {
        break
      }
      let key = try parseFlowItem(open: open)
      guard case .scalar(let text, let isPlain, let keyPosition) = key else {
        throw .unsupportedFeature(.complexKey, at: key.node.position)
      }
      if isPlain && text == "<<" {
        throw .unsupportedFeature(.mergeKey, at: keyPosition)
      }
      if let first = firstPositions[text] {
        throw .duplicateKey(text, at: keyPosition, firstAt: first)
      }
      firstPositions[text] = keyPosition
      try skipFlowSpace(open: open)
      let value: SourceNode
      if isAtFlowValueIndicator(after: key) {
        value = try parseFlowValue(open: open, closing: SourceByte.rightBrace)
      } else {
        value = SourceNode(.null, at: cursor.position())
      }
      entries.append(SourceEntry(key: text, keyPosition: keyPosition, value: value))
      try skipFlowSpace(open: open)
      if cursor.current == SourceByte.comma {
        cursor.advance()
      } else if cursor.current != SourceByte.rightBrace {
        throw unexpected(
          expected: "',' or '}' closing the '{' opened at \(open.line):\(open.column)")
      }
    }
    cursor.advance()
    return SourceNode(.mapping(entries), at: open)
  }

  /// True on a `:` that separates a flow key from its value.
  private func isAtFlowValueIndicator(after item: FlowItem) -> Bool {
    guard cursor.current == SourceByte.colon else { return false }
    if case .scalar(_, true, _) = item {
      let next = cursor.peek(1)
      return SourceByte.isBlankOrEnd(next) || SourceByte.isFlowIndicator(next)
    }
    return true
  }

  /// Consumes the `:` at the cursor and parses the value after it (null when empty).
  private mutating func parseFlowValue(open: SourcePosition, closing: UInt8) throws(YAMLError)
    -> SourceNode
  {
    cursor.advance()
    let emptyPosition = cursor.position()
    try skipFlowSpace(open: open)
    if cursor.current == SourceByte.comma || cursor.current == closing {
      return SourceNode(.null, at: emptyPosition)
    }
    return try parseFlowItem(open: open).node
  }

  /// Parses one flow node: a nested collection, a quoted scalar or a plain scalar.
  private mutating func parseFlowItem(open: SourcePosition) throws(YAMLError) -> FlowItem {
    try rejectNodeProperties()
    let position = cursor.position()
    let byte = cursor.current
    let next = cursor.peek(1)
    let nextEnds = SourceByte.isBlankOrEnd(next) || SourceByte.isFlowIndicator(next)
    switch byte {
    case SourceByte.leftBracket, SourceByte.leftBrace:
      return .collection(try parseFlowCollection())
    case SourceByte.doubleQuote, SourceByte.singleQuote:
      let text = try parseQuotedText(parentIndent: -1)
      return .scalar(text: text, isPlain: false, position: position)
    case SourceByte.question where nextEnds:
      throw .unsupportedFeature(.complexKey, at: position)
    case SourceByte.minus where nextEnds, SourceByte.colon where nextEnds:
      throw unexpected(expected: "a flow value")
    case SourceByte.comma, SourceByte.rightBracket, SourceByte.rightBrace, SourceByte.pipe,
      SourceByte.greaterThan, SourceByte.percent, SourceByte.at, SourceByte.backtick,
      SourceByte.hash:
      throw unexpected(expected: "a flow value")
    default:
      let text = parsePlainText(parentIndent: -1, inFlow: true)
      return .scalar(text: text, isPlain: true, position: position)
    }
  }

  /// Skips whitespace, line breaks and comments inside a flow collection.
  private mutating func skipFlowSpace(open: SourcePosition) throws(YAMLError) {
    while true {
      let byte = cursor.current
      if SourceByte.isWhite(byte) {
        cursor.advance()
      } else if byte == SourceByte.lineFeed || byte == SourceByte.carriageReturn {
        cursor.consumeBreak()
        if cursor.isAtDocumentMarker {
          throw unexpected(
            expected: "the end of the flow collection opened at \(open.line):\(open.column)")
        }
      } else if byte == SourceByte.hash && cursor.isAfterWhitespace {
        cursor.skipToLineEnd()
      } else if cursor.isAtEnd {
        throw .unterminatedFlowCollection(at: open)
      } else {
        return
      }
    }
  }
}
