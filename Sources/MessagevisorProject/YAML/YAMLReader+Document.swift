/// The document level: byte-order mark, directives, `---` / `...` markers, one root node.
extension YAMLReader {
  /// Parses the whole input as a single YAML document.
  ///
  /// An empty document (only blank lines, comments and markers) is a null node.
  mutating func parseDocument() throws(YAMLError) -> SourceNode {
    cursor.skipByteOrderMark()
    try skipToContentLine()
    if cursor.current == SourceByte.percent && cursor.columnOffset == 0 {
      throw .unsupportedFeature(.directive, at: cursor.position())
    }
    var root: SourceNode?
    if cursor.isAtDocumentMarker && cursor.current == SourceByte.minus {
      root = try parseAfterDocumentStart()
    }
    if root == nil {
      if cursor.isAtEnd || cursor.isAtDocumentMarker {
        root = SourceNode(.null, at: cursor.position())
      } else {
        root = try parseBlockNode(parentIndent: -1, allowCollections: true)
      }
    }
    try finishDocument()
    return root ?? SourceNode(.null, at: cursor.position())
  }

  /// Consumes `---`; returns the root when it starts on the same line, else nil.
  private mutating func parseAfterDocumentStart() throws(YAMLError) -> SourceNode? {
    cursor.advance(by: 3)
    if skipTrailingComment() {
      try skipToContentLine()
      return nil
    }
    return try parseBlockNode(parentIndent: -1, allowCollections: false)
  }

  /// Accepts `...` end markers and trailing comments; rejects anything else.
  private mutating func finishDocument() throws(YAMLError) {
    var ended = false
    while cursor.isAtDocumentMarker {
      if cursor.current == SourceByte.minus {
        throw .unsupportedFeature(.multipleDocuments, at: cursor.position())
      }
      cursor.advance(by: 3)
      guard skipTrailingComment() else { throw unexpected(expected: "end of line") }
      try skipToContentLine()
      ended = true
    }
    guard cursor.isAtEnd else {
      if ended {
        throw .unsupportedFeature(.multipleDocuments, at: cursor.position())
      }
      throw unexpected(expected: "end of document")
    }
  }
}
