/// Block-context node dispatch: which kind of node starts at the cursor.
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
}
