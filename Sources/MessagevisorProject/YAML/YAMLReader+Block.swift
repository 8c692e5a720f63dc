/// Block-context nodes: mappings, sequences and the dispatch between node kinds.
extension YAMLReader {
  /// Parses the node starting at the cursor in block context.
  ///
  /// - Parameters:
  ///   - parentIndent: indentation of the enclosing block collection (-1 at the top level);
  ///     continuation lines of scalars must be indented more than this.
  ///   - allowCollections: whether a block mapping or sequence may start here (false for a
  ///     value on the same line as its key).
  mutating func parseBlockNode(parentIndent: Int, allowCollections: Bool) throws(YAMLError)
    -> SourceNode
  {
    try rejectNodeProperties()
    let byte = cursor.current
    let followedByBlank = SourceByte.isBlankOrEnd(cursor.peek(1))
    switch byte {
    case SourceByte.minus where followedByBlank:
      guard allowCollections else { throw unexpected(expected: "a scalar or flow collection") }
      return try parseBlockSequence(indent: cursor.columnOffset, sharesParentIndent: false)
    case SourceByte.leftBracket, SourceByte.leftBrace:
      let node = try parseFlowCollection()
      try rejectFlowKey(node)
      try finishLine()
      return node
    case SourceByte.doubleQuote, SourceByte.singleQuote:
      return try parseQuotedBlockNode(
        parentIndent: parentIndent, allowCollections: allowCollections)
    case SourceByte.pipe, SourceByte.greaterThan:
      return try parseBlockScalar(parentIndent: parentIndent)
    case SourceByte.question where followedByBlank:
      throw .unsupportedFeature(.complexKey, at: cursor.position())
    case SourceByte.colon where followedByBlank:
      throw unexpected(expected: "a mapping key before ':'")
    case SourceByte.comma, SourceByte.rightBracket, SourceByte.rightBrace, SourceByte.percent,
      SourceByte.at, SourceByte.backtick:
      throw unexpected(expected: "a value")
    default:
      return try parsePlainBlockNode(parentIndent: parentIndent, allowCollections: allowCollections)
    }
  }

  /// A flow collection followed by `:` would be a complex key.
  private mutating func rejectFlowKey(_ node: SourceNode) throws(YAMLError) {
    cursor.skipWhite()
    if cursor.current == SourceByte.colon {
      throw .unsupportedFeature(.complexKey, at: node.position)
    }
  }

  private mutating func parseQuotedBlockNode(parentIndent: Int, allowCollections: Bool)
    throws(YAMLError) -> SourceNode
  {
    let saved = cursor
    let scalar = try parseQuotedScalar(parentIndent: parentIndent)
    cursor.skipWhite()
    if cursor.current == SourceByte.colon && SourceByte.isBlankOrEnd(cursor.peek(1)) {
      guard allowCollections else { throw .mappingValueNotAllowed(at: cursor.position()) }
      guard scalar.position.line == cursor.line else { throw .multilineKey(at: scalar.position) }
      cursor = saved
      return try parseBlockMapping(indent: cursor.columnOffset)
    }
    try finishLine()
    return scalar
  }

  private mutating func parsePlainBlockNode(parentIndent: Int, allowCollections: Bool)
    throws(YAMLError) -> SourceNode
  {
    let firstLine = scanPlainLine(from: cursor.offset, inFlow: false)
    if firstLine.endsAtValueIndicator {
      guard allowCollections else {
        cursor.moveWithinLine(to: firstLine.stop)
        throw .mappingValueNotAllowed(at: cursor.position())
      }
      return try parseBlockMapping(indent: cursor.columnOffset)
    }
    let node = try parsePlainScalar(parentIndent: parentIndent, inFlow: false)
    if cursor.current == SourceByte.colon {
      throw .mappingValueNotAllowed(at: cursor.position())
    }
    try finishLine()
    return node
  }

  /// Parses a block mapping whose first key starts at the cursor, at column `indent`.
  mutating func parseBlockMapping(indent: Int) throws(YAMLError) -> SourceNode {
    let start = cursor.position()
    try enterCollection()
    var entries: [SourceEntry] = []
    var firstPositions: [String: SourcePosition] = [:]
    while true {
      let (key, keyPosition) = try parseBlockKey()
      if let first = firstPositions[key] {
        throw .duplicateKey(key, at: keyPosition, firstAt: first)
      }
      firstPositions[key] = keyPosition
      let value = try parseBlockValue(mappingIndent: indent)
      entries.append(SourceEntry(key: key, keyPosition: keyPosition, value: value))
      guard let next = currentLineIndent, next >= indent else { break }
      if next > indent {
        throw .badIndentation(
          detail: "expected a key at column \(indent + 1) or less",
          at: cursor.position()
        )
      }
      if isAtSequenceEntry {
        throw unexpected(expected: "a mapping key")
      }
    }
    leaveCollection()
    return SourceNode(.mapping(entries), at: start)
  }

  /// Parses a block mapping key and the `:` after it.
  private mutating func parseBlockKey() throws(YAMLError) -> (String, SourcePosition) {
    try rejectNodeProperties()
    let position = cursor.position()
    let byte = cursor.current
    let key: String
    switch byte {
    case SourceByte.question where SourceByte.isBlankOrEnd(cursor.peek(1)):
      throw .unsupportedFeature(.complexKey, at: position)
    case SourceByte.leftBracket, SourceByte.leftBrace:
      throw .unsupportedFeature(.complexKey, at: position)
    case SourceByte.doubleQuote, SourceByte.singleQuote:
      key = try parseQuotedText(parentIndent: -1)
      guard cursor.line == position.line else { throw .multilineKey(at: position) }
    case SourceByte.comma, SourceByte.rightBracket, SourceByte.rightBrace, SourceByte.percent,
      SourceByte.at, SourceByte.backtick, SourceByte.pipe, SourceByte.greaterThan:
      throw unexpected(expected: "a mapping key")
    default:
      let line = scanPlainLine(from: cursor.offset, inFlow: false)
      guard line.endsAtValueIndicator, line.contentEnd > cursor.offset else {
        throw unexpected(expected: "a mapping key")
      }
      key = String(decoding: cursor.bytes[cursor.offset..<line.contentEnd], as: UTF8.self)
      if key == "<<" {
        throw .unsupportedFeature(.mergeKey, at: position)
      }
      cursor.moveWithinLine(to: line.stop)
    }
    cursor.skipWhite()
    guard cursor.current == SourceByte.colon, SourceByte.isBlankOrEnd(cursor.peek(1)) else {
      throw unexpected(expected: "':' after a mapping key")
    }
    cursor.advance()
    return (key, position)
  }

  /// Parses the value after `key:` in a block mapping at column `mappingIndent`.
  private mutating func parseBlockValue(mappingIndent: Int) throws(YAMLError) -> SourceNode {
    let emptyPosition = cursor.position()
    guard skipTrailingComment() else {
      return try parseBlockNode(parentIndent: mappingIndent, allowCollections: false)
    }
    try skipToContentLine()
    guard let indent = currentLineIndent else { return SourceNode(.null, at: emptyPosition) }
    if indent > mappingIndent {
      return try parseBlockNode(parentIndent: mappingIndent, allowCollections: true)
    }
    if indent == mappingIndent && isAtSequenceEntry {
      return try parseBlockSequence(indent: indent, sharesParentIndent: true)
    }
    return SourceNode(.null, at: emptyPosition)
  }

  /// Parses a block sequence whose first `-` is at the cursor, at column `indent`.
  ///
  /// `sharesParentIndent` is true for a sequence at the same indentation as its parent key,
  /// which ends at the parent's next key instead of failing on it.
  mutating func parseBlockSequence(indent: Int, sharesParentIndent: Bool) throws(YAMLError)
    -> SourceNode
  {
    let start = cursor.position()
    try enterCollection()
    var items: [SourceNode] = []
    while true {
      items.append(try parseSequenceEntry(indent: indent))
      guard let next = currentLineIndent, next >= indent else { break }
      if next > indent {
        throw .badIndentation(
          detail: "expected '- ' at column \(indent + 1) or less",
          at: cursor.position()
        )
      }
      guard isAtSequenceEntry else {
        if sharesParentIndent {
          break
        }
        throw unexpected(expected: "'- ' (a sequence entry)")
      }
    }
    leaveCollection()
    return SourceNode(.sequence(items), at: start)
  }

  /// Parses one `- item` of a block sequence at column `indent`.
  private mutating func parseSequenceEntry(indent: Int) throws(YAMLError) -> SourceNode {
    cursor.advance()
    let emptyPosition = cursor.position()
    let sawTab = cursor.skipWhite()
    if cursor.current == SourceByte.hash || SourceByte.isBreakOrEnd(cursor.current) {
      cursor.skipToLineEnd()
      try skipToContentLine()
      guard let next = currentLineIndent, next > indent else {
        return SourceNode(.null, at: emptyPosition)
      }
      return try parseBlockNode(parentIndent: indent, allowCollections: true)
    }
    return try parseBlockNode(parentIndent: indent, allowCollections: !sawTab)
  }
}
