/// Plain (unquoted) scalars, in block and flow context, with line folding.
extension YAMLReader {
  /// The result of scanning one line of a plain scalar.
  struct PlainLine {
    /// The offset just after the last non-white content byte.
    var contentEnd: Int
    /// The offset where the scan stopped.
    var stop: Int
    /// The scan stopped at a `:` value indicator.
    var endsAtValueIndicator: Bool
    /// The scan stopped at a line break or the end, so the scalar may continue.
    var endsAtLineBreak: Bool
  }

  /// Scans one line of a plain scalar starting at `start`, without moving the cursor.
  ///
  /// Stops at a line break, at `: ` (or `:` before a flow indicator in flow context), at a `#`
  /// preceded by whitespace, and in flow context at `,[]{}`.
  func scanPlainLine(from start: Int, inFlow: Bool) -> PlainLine {
    let bytes = cursor.bytes
    var index = start
    var contentEnd = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == SourceByte.lineFeed || byte == SourceByte.carriageReturn {
        break
      }
      if byte == SourceByte.colon {
        let next = index + 1 < bytes.count ? bytes[index + 1] : SourceByte.end
        if SourceByte.isBlankOrEnd(next) || (inFlow && SourceByte.isFlowIndicator(next)) {
          return PlainLine(
            contentEnd: contentEnd, stop: index, endsAtValueIndicator: true, endsAtLineBreak: false)
        }
      } else if byte == SourceByte.hash && index > start && SourceByte.isWhite(bytes[index - 1]) {
        return PlainLine(
          contentEnd: contentEnd, stop: index, endsAtValueIndicator: false, endsAtLineBreak: false)
      } else if inFlow && SourceByte.isFlowIndicator(byte) {
        return PlainLine(
          contentEnd: contentEnd, stop: index, endsAtValueIndicator: false, endsAtLineBreak: false)
      }
      index += 1
      if !SourceByte.isWhite(byte) {
        contentEnd = index
      }
    }
    return PlainLine(
      contentEnd: contentEnd, stop: index, endsAtValueIndicator: false, endsAtLineBreak: true)
  }

  /// Parses a plain scalar at the cursor and types it with the core schema.
  mutating func parsePlainScalar(parentIndent: Int, inFlow: Bool) throws(YAMLError) -> SourceNode {
    let position = cursor.position()
    let text = parsePlainText(parentIndent: parentIndent, inFlow: inFlow)
    return SourceNode(YAMLCoreSchema.resolve(text), at: position)
  }

  /// Parses a plain scalar at the cursor and returns its folded text.
  ///
  /// Continuation lines must be indented more than `parentIndent` (block context only). The
  /// cursor ends where the last line's scan stopped.
  mutating func parsePlainText(parentIndent: Int, inFlow: Bool) -> String {
    let bytes = cursor.bytes
    let start = cursor.offset
    var line = scanPlainLine(from: start, inFlow: inFlow)
    cursor.moveWithinLine(to: line.stop)
    var text = scalarBuffer()
    text.append(source: bytes[start..<line.contentEnd])
    while line.endsAtLineBreak {
      guard
        let next = plainContinuation(from: line.stop, parentIndent: parentIndent, inFlow: inFlow)
      else { break }
      Self.appendFold(breaks: next.breaks, to: &text, from: line.stop)
      line = scanPlainLine(from: next.content, inFlow: inFlow)
      text.append(source: bytes[next.content..<line.contentEnd])
      cursor.advance(toOffset: line.stop)
    }
    return finishScalar(text, startingAt: start)
  }

  /// Appends the folding of `breaks` line breaks, the first at source offset `offset`: one
  /// becomes a space, more become `breaks - 1` line feeds.
  static func appendFold(breaks: Int, to text: inout ScalarBuffer, from offset: Int) {
    if breaks == 1 {
      text.append(SourceByte.space, from: offset)
    } else {
      text.append(SourceByte.lineFeed, count: breaks - 1, from: offset)
    }
  }

  /// Looks past the line break at `offset` for a line that continues the scalar.
  ///
  /// Returns the number of line breaks crossed and the offset of the continuation line's
  /// first content byte, or nil when the scalar ends at `offset`.
  private func plainContinuation(from offset: Int, parentIndent: Int, inFlow: Bool)
    -> (breaks: Int, content: Int)?
  {
    let bytes = cursor.bytes
    var index = offset
    var breaks = 0
    while index < bytes.count {
      index +=
        bytes[index] == SourceByte.carriageReturn && index + 1 < bytes.count
          && bytes[index + 1] == SourceByte.lineFeed ? 2 : 1
      breaks += 1
      let lineStart = index
      if SourceCursor.isDocumentMarker(in: bytes, at: lineStart) {
        return nil
      }
      while index < bytes.count && bytes[index] == SourceByte.space {
        index += 1
      }
      let indent = index - lineStart
      while index < bytes.count && SourceByte.isWhite(bytes[index]) {
        index += 1
      }
      guard index < bytes.count else { return nil }
      if bytes[index] == SourceByte.lineFeed || bytes[index] == SourceByte.carriageReturn {
        continue
      }
      if !inFlow && indent <= parentIndent {
        return nil
      }
      return endsPlainScalar(at: index, inFlow: inFlow) ? nil : (breaks, index)
    }
    return nil
  }

  /// True when the byte at `index` (the first on a continuation line) cannot continue a scalar.
  private func endsPlainScalar(at index: Int, inFlow: Bool) -> Bool {
    let bytes = cursor.bytes
    let byte = bytes[index]
    let next = index + 1 < bytes.count ? bytes[index + 1] : SourceByte.end
    if byte == SourceByte.hash {
      return true
    }
    if byte == SourceByte.colon {
      return SourceByte.isBlankOrEnd(next) || (inFlow && SourceByte.isFlowIndicator(next))
    }
    return inFlow && SourceByte.isFlowIndicator(byte)
  }
}
