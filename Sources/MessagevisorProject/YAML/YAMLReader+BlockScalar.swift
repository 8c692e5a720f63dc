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
    var text: [UInt8] = []
    var pendingBreaks = 0
    var sawContent = false
    var previousMoreIndented = false

    /// Appends a content line, first turning the pending breaks into text.
    mutating func appendLine(_ line: ArraySlice<UInt8>, folded: Bool) {
      let moreIndented = line.first.map(SourceByte.isWhite) ?? false
      let foldable = folded && sawContent && !moreIndented && !previousMoreIndented
      if foldable && pendingBreaks == 1 {
        text.append(SourceByte.space)
      } else {
        let count = foldable ? pendingBreaks - 1 : pendingBreaks
        text.append(contentsOf: repeatElement(SourceByte.lineFeed, count: count))
      }
      text.append(contentsOf: line)
      sawContent = true
      previousMoreIndented = moreIndented
      pendingBreaks = 0
    }

    /// The final text after chomping.
    func finished(_ chomping: Chomping) -> String {
      var result = text
      switch chomping {
      case .strip:
        break
      case .clip:
        if sawContent && pendingBreaks > 0 {
          result.append(SourceByte.lineFeed)
        }
      case .keep:
        result.append(contentsOf: repeatElement(SourceByte.lineFeed, count: pendingBreaks))
      }
      return String(decoding: result, as: UTF8.self)
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
    var body = BlockScalarBody()
    var maxLeadingBlankIndent = 0
    cursor.consumeBreak()
    while !cursor.isAtEnd && !cursor.isAtDocumentMarker {
      let lineBegin = cursor
      while cursor.current == SourceByte.space && cursor.columnOffset < (contentIndent ?? Int.max) {
        cursor.advance()
      }
      if SourceByte.isBreakOrEnd(cursor.current) {
        maxLeadingBlankIndent = max(maxLeadingBlankIndent, cursor.columnOffset)
        body.pendingBreaks += cursor.consumeBreak() ? 1 : 0
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
      body.pendingBreaks = cursor.consumeBreak() ? 1 : 0
    }
    try skipToContentLine()
    return SourceNode(.string(body.finished(chomping)), at: position)
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
