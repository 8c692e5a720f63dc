/// Literal (`|`) and folded (`>`) block scalars.
extension YAMLReader {
  /// How a block scalar treats its trailing line breaks.
  enum Chomping {
    /// `-`: drop them all.
    case strip
    /// Default: keep a single final line break.
    case clip
    /// `+`: keep them all.
    case keep
  }

  /// The state of a block scalar's body while its lines are read.
  private struct BlockScalarBody {
    var text: ScalarBuffer
    /// The source offsets of the line breaks read since the last content line.
    var pendingBreaks: [Int] = []
    var sawContent = false
    var previousMoreIndented = false

    /// Consumes the line break at `cursor`, if there is one, as a pending break.
    mutating func takeBreak(from cursor: inout SourceCursor) {
      let offset = cursor.offset
      if cursor.consumeBreak() {
        pendingBreaks.append(offset)
      }
    }

    /// Appends a content line, first turning the pending breaks into text.
    mutating func appendLine(_ line: ArraySlice<UInt8>, folded: Bool) {
      let moreIndented = line.first.map(SourceByte.isWhite) ?? false
      let foldable = folded && sawContent && !moreIndented && !previousMoreIndented
      if foldable && pendingBreaks.count == 1 {
        text.append(SourceByte.space, from: pendingBreaks[0])
      } else {
        appendBreaks(foldable ? pendingBreaks.dropFirst() : pendingBreaks[...])
      }
      text.append(source: line)
      sawContent = true
      previousMoreIndented = moreIndented
      pendingBreaks.removeAll(keepingCapacity: true)
    }

    /// Appends the trailing line breaks `chomping` keeps.
    mutating func chomp(_ chomping: Chomping) {
      switch chomping {
      case .strip:
        break
      case .clip:
        if sawContent, let first = pendingBreaks.first {
          text.append(SourceByte.lineFeed, from: first)
        }
      case .keep:
        appendBreaks(pendingBreaks[...])
      }
    }

    /// A line feed for each break, from where it was written.
    private mutating func appendBreaks(_ breaks: ArraySlice<Int>) {
      for offset in breaks {
        text.append(SourceByte.lineFeed, from: offset)
      }
    }
  }

  /// Parses a block scalar whose indicator is at the cursor.
  ///
  /// Content lines must be indented more than `parentIndent`; an explicit indentation
  /// indicator `m` sets the content indentation to `max(parentIndent, 0) + m`.
  mutating func parseBlockScalar(parentIndent: Int) throws(YAMLError) -> SourceNode {
    let position = cursor.position()
    let folded = cursor.current == SourceByte.greaterThan
    cursor.advance()
    let (chomping, indicator) = try parseBlockScalarHeader()
    var contentIndent = indicator.map { max(parentIndent, 0) + $0 }
    var body = BlockScalarBody(text: scalarBuffer())
    var maxLeadingBlankIndent = 0
    cursor.consumeBreak()
    while !cursor.isAtEnd && !cursor.isAtDocumentMarker {
      let lineBegin = cursor
      while cursor.current == SourceByte.space && cursor.columnOffset < (contentIndent ?? Int.max) {
        cursor.advance()
      }
      if SourceByte.isBreakOrEnd(cursor.current) {
        maxLeadingBlankIndent = max(maxLeadingBlankIndent, cursor.columnOffset)
        body.takeBreak(from: &cursor)
        continue
      }
      let indent = cursor.columnOffset
      if contentIndent == nil && indent > parentIndent {
        if maxLeadingBlankIndent > indent {
          throw .badIndentation(
            detail: "a leading blank line is indented more than the block scalar's first line",
            at: position
          )
        }
        contentIndent = indent
      }
      guard let contentIndent, indent >= contentIndent else {
        cursor = lineBegin
        break
      }
      let textStart = cursor.offset
      cursor.skipToLineEnd()
      body.appendLine(cursor.bytes[textStart..<cursor.offset], folded: folded)
      body.takeBreak(from: &cursor)
    }
    try skipToContentLine()
    body.chomp(chomping)
    return SourceNode(.string(finishScalar(body.text, startingAt: position.offset)), at: position)
  }

  /// Parses the header after `|` or `>` up to and including nothing past the line break.
  private mutating func parseBlockScalarHeader() throws(YAMLError) -> (Chomping, Int?) {
    var chomping: Chomping?
    var indicator: Int?
    while true {
      let byte = cursor.current
      if chomping == nil && (byte == SourceByte.plus || byte == SourceByte.minus) {
        chomping = byte == SourceByte.plus ? .keep : .strip
      } else if indicator == nil && byte > SourceByte.zero && byte <= SourceByte.nine {
        indicator = Int(byte - SourceByte.zero)
      } else {
        break
      }
      cursor.advance()
    }
    cursor.skipWhite()
    if cursor.current == SourceByte.hash && cursor.isAfterWhitespace {
      cursor.skipToLineEnd()
    }
    guard SourceByte.isBreakOrEnd(cursor.current) else {
      throw .invalidBlockScalarHeader(at: cursor.position())
    }
    return (chomping ?? .clip, indicator)
  }
}
