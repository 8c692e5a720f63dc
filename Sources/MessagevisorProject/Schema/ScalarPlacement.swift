/// Where a place inside a message authored as a YAML or JSON string is in its file.
///
/// A message's own positions (an ICU syntax error's or an argument's UTF-8 offset) count from
/// the value's first byte, after the reader folded its lines, dropped their indentation and the
/// quotes, and decoded its escapes. The file is parsed again by the reader that loaded it
/// (JSON for a `.json` file, else YAML), noting where each byte of every string came from
/// (`ScalarOrigins`), so a place maps to the character that wrote it: on any line of a literal
/// or folded block scalar, in plain, quoted and flow scalars, on an escape's backslash, with
/// LF, CRLF or CR line ends. Lines and columns (Unicode scalars) are counted as the parsers
/// count them. The translation warnings and every CLI caret inside a message place through it.
package struct ScalarPlacement: Sendable {
  private let bytes: [UInt8]
  /// Nil when the file no longer parses.
  private let origins: ScalarOrigins?
  /// The offset each line starts at.
  private let lineStarts: [Int]

  /// The placement of the file `bytes`, named `file` (its extension picks the reader).
  package init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    origins = Self.trace(bytes, file: file)
    lineStarts = Self.lineStarts(bytes)
  }

  /// The placement of the file at `path`; nil when it cannot be read.
  package static func read(_ path: String) -> ScalarPlacement? {
    guard let bytes = try? FileSystemCalls.contents(of: path) else { return nil }
    return ScalarPlacement(bytes: bytes, file: path)
  }

  /// The file line and column of byte `utf8Offset` of the string whose node is at `position`,
  /// or the node's own line and column when the file holds no such string (it changed since
  /// it was loaded, or the offset lies past the string's end).
  package func place(utf8Offset: Int, scalarAt position: SourcePosition)
    -> (line: Int, column: Int)
  {
    let offset = origins?.sourceOffset(ofUTF8Offset: utf8Offset, inScalarAt: position.offset)
    guard let offset, offset <= bytes.count else { return (position.line, position.column) }
    return lineAndColumn(of: offset)
  }

  /// The line and column of source offset `offset`.
  private func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset {
        low = middle
      } else {
        high = middle - 1
      }
    }
    let start = min(lineStarts[low], offset)
    let column = 1 + bytes[start..<offset].count(where: { $0 & 0xC0 != 0x80 })
    return (low + 1, column)
  }

  /// The origins of `bytes`, read by the reader `file`'s extension picks.
  private static func trace(_ bytes: [UInt8], file: String) -> ScalarOrigins? {
    if file.hasSuffix("." + SourceFormat.json.fileExtension) {
      return try? JSONSourceParser.scalarOrigins(bytes, file: file)
    }
    return try? YAMLParser.scalarOrigins(bytes, file: file)
  }

  /// Where each line starts: after a byte-order mark, then after each LF, CRLF or lone CR.
  private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [UTF8Check.byteOrderMarkLength(bytes)]
    var index = starts[0]
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      guard byte == SourceByte.lineFeed || byte == SourceByte.carriageReturn else { continue }
      if byte == SourceByte.carriageReturn && index < bytes.count
        && bytes[index] == SourceByte.lineFeed
      {
        index += 1
      }
      starts.append(index)
    }
    return starts
  }
}
