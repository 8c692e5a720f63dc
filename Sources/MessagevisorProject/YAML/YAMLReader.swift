/// The recursive-descent YAML reader behind `YAMLParser`.
///
/// Block-level parse functions share one convention: when they return, the cursor sits on the
/// first non-space byte of the next content line (blank and comment lines skipped), on a
/// document marker, or at the end of the input.
struct YAMLReader {
  /// The cursor over the source.
  var cursor: SourceCursor
  /// The deepest collection nesting allowed.
  let maxDepth: Int
  /// The current collection nesting.
  var depth = 0
  /// Where each string scalar's bytes came from; nil unless the parse is traced.
  var origins: ScalarOrigins?
  /// How quoted scalars are read (`YAMLScanning`).
  let scanning: YAMLScanning

  /// Creates a reader over `bytes`, noting the origins of every string scalar when `traced`.
  init(
    bytes: [UInt8], file: String, maxDepth: Int, traced: Bool = false,
    scanning: YAMLScanning = .runs
  ) {
    cursor = SourceCursor(bytes: bytes, file: file)
    self.maxDepth = maxDepth
    origins = traced ? ScalarOrigins() : nil
    self.scanning = scanning
  }

  /// An empty buffer for a string scalar's text, traced when the parse is.
  func scalarBuffer() -> ScalarBuffer {
    ScalarBuffer(traced: origins != nil)
  }

  /// The text of `buffer`, the scalar starting at offset `start`, keeping its origins when the
  /// parse is traced.
  mutating func finishScalar(_ buffer: ScalarBuffer, startingAt start: Int) -> String {
    origins?.record(buffer, startingAt: start)
    return buffer.text
  }

  /// Enters a collection, failing when the nesting limit is exceeded.
  mutating func enterCollection() throws(YAMLError) {
    depth += 1
    if depth > maxDepth {
      throw .nestingTooDeep(limit: maxDepth, at: cursor.position())
    }
  }

  /// Leaves a collection.
  mutating func leaveCollection() {
    depth -= 1
  }

  /// An unexpected-character error at the cursor.
  mutating func unexpected(expected: String) -> YAMLError {
    .unexpectedCharacter(
      found: cursor.currentDescription, expected: expected, at: cursor.position())
  }

  /// Finishes the current line after a value: trailing spaces, an optional comment, the break.
  ///
  /// Then skips to the next content line. A `#` must be preceded by whitespace to start a
  /// comment; anything else left on the line is an error.
  mutating func finishLine() throws(YAMLError) {
    cursor.skipWhite()
    if cursor.current == SourceByte.hash && cursor.isAfterWhitespace {
      cursor.skipToLineEnd()
    }
    guard SourceByte.isBreakOrEnd(cursor.current) else {
      throw unexpected(expected: "end of line")
    }
    try skipToContentLine()
  }

  /// Consumes the rest of the current line when it only holds whitespace and a comment.
  ///
  /// Returns false (consuming only the whitespace) when real content follows.
  mutating func skipTrailingComment() -> Bool {
    cursor.skipWhite()
    if cursor.current == SourceByte.hash && cursor.isAfterWhitespace {
      cursor.skipToLineEnd()
    }
    return SourceByte.isBreakOrEnd(cursor.current)
  }

  /// Skips line breaks, blank lines and comment lines in block context.
  ///
  /// Leaves the cursor on the first non-space byte of the next content line, on a document
  /// marker, or at the end. A tab before the first content byte of a line is an error.
  mutating func skipToContentLine() throws(YAMLError) {
    while true {
      cursor.consumeBreak()
      if cursor.isAtEnd || cursor.isAtDocumentMarker {
        return
      }
      while cursor.current == SourceByte.space {
        cursor.advance()
      }
      var tabPosition: SourcePosition?
      if cursor.current == SourceByte.tab {
        tabPosition = cursor.position()
        cursor.skipWhite()
      }
      if cursor.current == SourceByte.hash {
        cursor.skipToLineEnd()
      }
      if SourceByte.isBreakOrEnd(cursor.current) {
        if cursor.isAtEnd {
          return
        }
        continue
      }
      if let tabPosition {
        throw .tabIndentation(at: tabPosition)
      }
      return
    }
  }

  /// The indentation of the current content line, or nil at the end or a document marker.
  ///
  /// Only meaningful when the cursor sits on a line's first non-space byte.
  var currentLineIndent: Int? {
    if cursor.isAtEnd || cursor.isAtDocumentMarker {
      return nil
    }
    return cursor.columnOffset
  }

  /// True when the cursor is on `-` followed by a blank: a block sequence entry.
  var isAtSequenceEntry: Bool {
    cursor.current == SourceByte.minus && SourceByte.isBlankOrEnd(cursor.peek(1))
  }

  /// Throws when the cursor is on an anchor, alias or tag property.
  mutating func rejectNodeProperties() throws(YAMLError) {
    switch cursor.current {
    case SourceByte.ampersand: throw .unsupportedFeature(.anchor, at: cursor.position())
    case SourceByte.asterisk: throw .unsupportedFeature(.alias, at: cursor.position())
    case SourceByte.exclamation: throw .unsupportedFeature(.tag, at: cursor.position())
    default: return
    }
  }
}
