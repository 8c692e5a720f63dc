/// Block sequences: `- item` entries at one indentation.
extension YAMLReader {
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
