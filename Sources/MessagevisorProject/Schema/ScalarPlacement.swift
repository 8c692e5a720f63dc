/// Where a place inside a message authored as a YAML scalar is in its file.
///
/// A message's own positions (an ICU syntax error's line and column, an argument's UTF-8
/// offset) count from the scalar's first character; the file's count from the line start. On
/// the scalar's first line the column moves by where the scalar starts, one more when it
/// is quoted; a later line of a block scalar keeps the message's column. Escapes in a quoted
/// scalar are not replayed, so a column after one is approximate.
package enum ScalarPlacement {
  /// The file line and column of `line`:`column` of the message whose scalar starts at
  /// `position`; `sourceLine` is the file's line `position.line`, when it could be read.
  package static func place(
    line: Int,
    column: Int,
    scalarAt position: SourcePosition,
    sourceLine: Substring?
  ) -> (line: Int, column: Int) {
    guard line == 1 else { return (position.line + line - 1, column) }
    return (position.line, position.column + quoteWidth(sourceLine, at: position) + column - 1)
  }

  /// The message line and column (from 1, in Unicode scalars) of UTF-8 offset `offset`.
  package static func lineAndColumn(ofUTF8Offset offset: Int, in text: String) -> (Int, Int) {
    var line = 1
    var column = 1
    var consumed = 0
    for scalar in text.unicodeScalars {
      guard consumed < offset else { break }
      consumed += UTF8.width(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }

  /// 1 when the scalar starting at `position` opens with a quote, else 0.
  private static func quoteWidth(_ sourceLine: Substring?, at position: SourcePosition) -> Int {
    guard let sourceLine else { return 0 }
    let scalars = Array(sourceLine.unicodeScalars)
    let start = position.column - 1
    guard start >= 0, start < scalars.count else { return 0 }
    return scalars[start] == "\"" || scalars[start] == "'" ? 1 : 0
  }
}
