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
    var folded: [UInt8] = []
    var isFolded = false
    while line.endsAtLineBreak {
      var probe = cursor
      guard
        let breaks = Self.plainContinuation(&probe, parentIndent: parentIndent, inFlow: inFlow)
      else { break }
      if !isFolded {
        folded.append(contentsOf: bytes[start..<line.contentEnd])
        isFolded = true
      }
      Self.appendFold(breaks: breaks, to: &folded)
      line = scanPlainLine(from: probe.offset, inFlow: inFlow)
      folded.append(contentsOf: bytes[probe.offset..<line.contentEnd])
      cursor = probe
      cursor.moveWithinLine(to: line.stop)
    }
    if isFolded {
      return String(decoding: folded, as: UTF8.self)
    }
    return String(decoding: bytes[start..<line.contentEnd], as: UTF8.self)
  }

  /// Appends the folding of `breaks` line breaks: one becomes a space, more become `breaks - 1`
  /// line feeds.
  static func appendFold(breaks: Int, to text: inout [UInt8]) {
    if breaks == 1 {
      text.append(SourceByte.space)
    } else {
      text.append(contentsOf: repeatElement(SourceByte.lineFeed, count: breaks - 1))
    }
  }

  /// Moves `probe` from a line break to the first byte of the next continuation line.
  ///
  /// Returns the number of line breaks crossed, or nil when the scalar does not continue.
  private static func plainContinuation(
    _ probe: inout SourceCursor, parentIndent: Int, inFlow: Bool
  ) -> Int? {
    var breaks = 0
    while probe.consumeBreak() {
      breaks += 1
      if probe.isAtEnd || probe.isAtDocumentMarker {
        return nil
      }
      while probe.current == SourceByte.space {
        probe.advance()
      }
      let indent = probe.columnOffset
      probe.skipWhite()
      if SourceByte.isBreakOrEnd(probe.current) {
        continue
      }
      if !inFlow && indent <= parentIndent {
        return nil
      }
      return endsPlainScalar(probe, inFlow: inFlow) ? nil : breaks
    }
    return nil
  }

  /// True when the byte at `probe` (the first on a continuation line) cannot continue a scalar.
  private static func endsPlainScalar(_ probe: SourceCursor, inFlow: Bool) -> Bool {
    let byte = probe.current
    let next = probe.peek(1)
    if byte == SourceByte.hash {
      return true
    }
    if byte == SourceByte.colon {
      return SourceByte.isBlankOrEnd(next) || (inFlow && SourceByte.isFlowIndicator(next))
    }
    return inFlow && SourceByte.isFlowIndicator(byte)
  }
}
