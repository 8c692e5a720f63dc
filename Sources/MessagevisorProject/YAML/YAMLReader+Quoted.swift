/// Single- and double-quoted scalars, with line folding.
extension YAMLReader {
  /// Parses a quoted scalar at the cursor; quoted scalars are always strings.
  mutating func parseQuotedScalar(parentIndent: Int) throws(YAMLError) -> SourceNode {
    let position = cursor.position()
    let text = try parseQuotedText(parentIndent: parentIndent)
    return SourceNode(.string(text), at: position)
  }

  /// Parses a quoted scalar at the cursor and returns its text; the cursor ends after the quote.
  ///
  /// Continuation lines must be indented more than `parentIndent` (pass -1 in flow context).
  /// Line breaks fold like plain scalars; whitespace around them is dropped unless escaped.
  mutating func parseQuotedText(parentIndent: Int) throws(YAMLError) -> String {
    let open = cursor.position()
    let quote = cursor.current
    let isDouble = quote == SourceByte.doubleQuote
    cursor.advance()
    var text: [UInt8] = []
    var rawWhiteStart: Int?
    while true {
      let byte = cursor.current
      if cursor.isAtEnd {
        throw .unterminatedQuotedScalar(at: open)
      }
      if byte == quote {
        cursor.advance()
        guard !isDouble && cursor.current == quote else { break }
        text.append(quote)
        cursor.advance()
        rawWhiteStart = nil
      } else if byte == SourceByte.backslash && isDouble {
        try appendEscape(to: &text, open: open, parentIndent: parentIndent)
        rawWhiteStart = nil
      } else if byte == SourceByte.lineFeed || byte == SourceByte.carriageReturn {
        if let rawWhiteStart {
          text.removeSubrange(rawWhiteStart...)
        }
        rawWhiteStart = nil
        let breaks = try skipQuotedBreaks(open: open, parentIndent: parentIndent)
        Self.appendFold(breaks: breaks, to: &text)
      } else {
        if SourceByte.isWhite(byte) {
          rawWhiteStart = rawWhiteStart ?? text.count
        } else {
          rawWhiteStart = nil
        }
        text.append(byte)
        cursor.advance()
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Consumes a line break inside a quoted scalar, any blank lines after it, and the next line's
  /// leading whitespace; returns the number of breaks.
  mutating func skipQuotedBreaks(open: SourcePosition, parentIndent: Int) throws(YAMLError) -> Int {
    var breaks = 0
    while cursor.consumeBreak() {
      breaks += 1
      if cursor.isAtEnd || cursor.isAtDocumentMarker {
        throw .unterminatedQuotedScalar(at: open)
      }
      while cursor.current == SourceByte.space {
        cursor.advance()
      }
      let indent = cursor.columnOffset
      cursor.skipWhite()
      if SourceByte.isBreakOrEnd(cursor.current) {
        continue
      }
      if indent <= parentIndent {
        throw .badIndentation(
          detail: "a quoted scalar's continuation line must be indented more than its parent",
          at: cursor.position()
        )
      }
      return breaks
    }
    throw .unterminatedQuotedScalar(at: open)
  }
}
