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
    var text = scalarBuffer()
    var rawWhiteStart: Int?
    while true {
      let byte = cursor.current
      if cursor.isAtEnd {
        throw .unterminatedQuotedScalar(at: open)
      }
      if byte == quote {
        let quoteOffset = cursor.offset
        cursor.advance()
        guard !isDouble && cursor.current == quote else { break }
        text.append(quote, from: quoteOffset)
        cursor.advance()
        rawWhiteStart = nil
      } else if byte == SourceByte.backslash && isDouble {
        try appendEscape(to: &text, open: open, parentIndent: parentIndent)
        rawWhiteStart = nil
      } else if byte == SourceByte.lineFeed || byte == SourceByte.carriageReturn {
        if let rawWhiteStart {
          text.removeSubrange(from: rawWhiteStart)
        }
        rawWhiteStart = nil
        let breakOffset = cursor.offset
        let breaks = try skipQuotedBreaks(open: open, parentIndent: parentIndent)
        Self.appendFold(breaks: breaks, to: &text, from: breakOffset)
      } else if scanning == .runs {
        appendQuotedRun(to: &text, quote: quote, isDouble: isDouble, rawWhiteStart: &rawWhiteStart)
      } else {
        if SourceByte.isWhite(byte) {
          rawWhiteStart = rawWhiteStart ?? text.count
        } else {
          rawWhiteStart = nil
        }
        text.append(byte, from: cursor.offset)
        cursor.advance()
      }
    }
    return finishScalar(text, startingAt: open.offset)
  }

  /// Appends the run of bytes at the cursor that the byte-at-a-time loop of `parseQuotedText`
  /// would append one by one (up to the next quote, backslash in a double-quoted scalar, line
  /// break or the end), and leaves `rawWhiteStart` where that loop would: at the first of the
  /// run's trailing spaces and tabs, kept from before when the run is all white, nil when it
  /// ends in another byte.
  private mutating func appendQuotedRun(
    to text: inout ScalarBuffer, quote: UInt8, isDouble: Bool, rawWhiteStart: inout Int?
  ) {
    let bytes = cursor.bytes
    let start = cursor.offset
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      if byte == quote || byte == SourceByte.lineFeed || byte == SourceByte.carriageReturn
        || (isDouble && byte == SourceByte.backslash)
      {
        break
      }
      end += 1
    }
    var contentEnd = end
    while contentEnd > start && SourceByte.isWhite(bytes[contentEnd - 1]) {
      contentEnd -= 1
    }
    let base = text.count
    text.append(source: bytes[start..<end])
    if contentEnd > start {
      rawWhiteStart = contentEnd < end ? base + (contentEnd - start) : nil
    } else {
      rawWhiteStart = rawWhiteStart ?? base
    }
    cursor.moveWithinLine(to: end)
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
