/// Block mappings: `key: value` entries at one indentation.
extension YAMLReader {
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
}
