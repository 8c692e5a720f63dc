/// A forward-only cursor over UTF-8 source bytes that tracks line and column.
///
/// Lines break at LF, CRLF or a lone CR. Columns count Unicode scalars and are computed lazily
/// from a per-line cache, so asking for the position of successive nodes stays linear.
struct SourceCursor {
  /// The source bytes.
  let bytes: [UInt8]
  /// The file name used in positions.
  let file: String
  /// The current byte offset.
  private(set) var offset = 0
  /// The current 1-based line.
  private(set) var line = 1
  /// The byte offset where the current line starts.
  private(set) var lineStart = 0
  private var cachedOffset = 0
  private var cachedColumn = 1

  /// Creates a cursor at the start of `bytes`.
  init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  /// True when every byte has been consumed.
  var isAtEnd: Bool { offset >= bytes.count }

  /// The current byte, or `SourceByte.end` past the end.
  var current: UInt8 { offset < bytes.count ? bytes[offset] : SourceByte.end }

  /// The byte `distance` bytes ahead, or `SourceByte.end` past the end.
  func peek(_ distance: Int) -> UInt8 {
    let index = offset + distance
    return index < bytes.count ? bytes[index] : SourceByte.end
  }

  /// The number of bytes between the line start and the cursor (the indentation when the cursor
  /// sits on a line's first non-space byte).
  var columnOffset: Int { offset - lineStart }

  /// Consumes one byte, starting a new line after LF and after a CR not followed by LF.
  mutating func advance() {
    guard offset < bytes.count else { return }
    let byte = bytes[offset]
    offset += 1
    if byte == SourceByte.lineFeed
      || (byte == SourceByte.carriageReturn && current != SourceByte.lineFeed)
    {
      line += 1
      lineStart = offset
    }
  }

  /// Skips a UTF-8 byte-order mark at the very start, so the first line still starts at column 1.
  mutating func skipByteOrderMark() {
    guard offset == 0, UTF8Check.byteOrderMarkLength(bytes) == 3 else { return }
    offset = 3
    lineStart = 3
    cachedOffset = 3
  }

  /// Consumes bytes up to `target`, tracking the lines crossed.
  mutating func advance(toOffset target: Int) {
    while offset < target {
      advance()
    }
  }

  /// Consumes `count` bytes.
  mutating func advance(by count: Int) {
    for _ in 0..<count {
      advance()
    }
  }

  /// Consumes a line break (LF, CRLF or CR) if the cursor is on one; returns whether it did.
  @discardableResult
  mutating func consumeBreak() -> Bool {
    let byte = current
    if byte == SourceByte.carriageReturn {
      advance()
      if current == SourceByte.lineFeed {
        advance()
      }
      return true
    }
    if byte == SourceByte.lineFeed {
      advance()
      return true
    }
    return false
  }

  /// Consumes bytes up to (not including) the next line break or the end.
  mutating func skipToLineEnd() {
    while !SourceByte.isBreakOrEnd(current) {
      offset += 1
    }
  }

  /// Consumes spaces and tabs; returns whether a tab was among them.
  @discardableResult
  mutating func skipWhite() -> Bool {
    var sawTab = false
    while SourceByte.isWhite(current) {
      sawTab = sawTab || current == SourceByte.tab
      offset += 1
    }
    return sawTab
  }

  /// True at a line start or just after a space or tab (where `#` starts a comment).
  var isAfterWhitespace: Bool {
    offset == lineStart || SourceByte.isWhite(bytes[offset - 1])
  }

  /// Consumes the bytes of the current position up to `target` on the same line.
  mutating func moveWithinLine(to target: Int) {
    offset = target
  }

  /// The position of the cursor.
  mutating func position() -> SourcePosition {
    if cachedOffset < lineStart || cachedOffset > offset {
      cachedOffset = lineStart
      cachedColumn = 1
    }
    var index = cachedOffset
    var column = cachedColumn
    while index < offset {
      if bytes[index] & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    cachedOffset = offset
    cachedColumn = column
    return SourcePosition(file: file, line: line, column: column, offset: offset)
  }

  /// True when the cursor is at the start of a line holding `---` or `...` followed by a blank.
  var isAtDocumentMarker: Bool {
    offset == lineStart && Self.isDocumentMarker(in: bytes, at: offset)
  }

  /// True when `bytes` hold `---` or `...` followed by a blank (or the end) at `index`.
  static func isDocumentMarker(in bytes: [UInt8], at index: Int) -> Bool {
    guard index + 3 <= bytes.count else { return false }
    let first = bytes[index]
    guard first == SourceByte.minus || first == SourceByte.dot else { return false }
    guard bytes[index + 1] == first && bytes[index + 2] == first else { return false }
    return index + 3 == bytes.count || SourceByte.isBlankOrEnd(bytes[index + 3])
  }

  /// A readable rendering of the character at the cursor, for error messages.
  var currentDescription: String { SourceByte.describe(bytes, at: offset) }
}

extension SourceCursor {
  /// The position of byte `offset` of `bytes`, found by scanning from the start.
  static func position(ofOffset offset: Int, in bytes: [UInt8], file: String) -> SourcePosition {
    var cursor = SourceCursor(bytes: bytes, file: file)
    cursor.advance(toOffset: offset)
    return cursor.position()
  }
}
