import MessagevisorProject

/// The source line of a position with a caret under its column, as compilers print them.
enum SourceSnippet {
  /// A longer line is shown as this many characters around the caret, cut with `…`.
  static let width = 100

  /// Two lines, ` 4 | text` and `   |   ^`, or nil when the file or line cannot be read.
  static func render(file: String, line: Int, column: Int) -> String? {
    guard let lines = SourceLines.of(file: file), line >= 1, line <= lines.count else { return nil }
    let scalars = Array(visible(String(lines[line - 1])).unicodeScalars)
    let caret = max(0, column - 1)
    var shown = 0..<scalars.count
    if scalars.count > width {
      let start = min(max(0, caret - width / 2), scalars.count - width)
      shown = start..<start + width
    }
    var text = String(String.UnicodeScalarView(scalars[shown]))
    var pad = shown.lowerBound > 0 ? " " : ""
    for scalar in scalars[shown.lowerBound..<min(max(caret, shown.lowerBound), shown.upperBound)] {
      pad += scalar == "\t" ? "\t" : " "
    }
    if shown.lowerBound > 0 { text = "…" + text }
    if shown.upperBound < scalars.count { text += "…" }
    let number = String(line)
    let gutter = String(repeating: " ", count: number.count)
    return " \(number) | \(text)\n \(gutter) | \(pad)^"
  }

  /// `text` with each control character (but tab) and noncharacter as one visible stand-in, so
  /// the terminal shows it instead of obeying it and the caret stays under its column: C0
  /// controls and DEL as their Control Pictures (`␀`, `␛`, `␡`), the rest as U+FFFD.
  private static func visible(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09: result.append(scalar)
      case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
      case 0x7F: result.append("\u{2421}")
      case 0x80..<0xA0, 0xFFFE, 0xFFFF: result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// The snippet of a project error's position, read from the project at `root`.
  static func render(_ position: SourcePosition, root: String) -> String? {
    let file = position.path(under: root)
    return render(file: file, line: position.line, column: position.column)
  }

  /// The file line and column of byte `utf8Offset` of a message authored as the YAML or JSON
  /// string whose node is at `position` in `file` (`ScalarPlacement`, as the project's load
  /// warnings place theirs); the node's own position when the file cannot be read.
  static func place(utf8Offset: Int, scalarAt position: SourcePosition, file: String)
    -> (line: Int, column: Int)
  {
    guard let placement = ScalarPlacement.read(file) else {
      return (position.line, position.column)
    }
    return placement.place(utf8Offset: utf8Offset, scalarAt: position)
  }

  /// `file:line:col: headline` with `file` shown relative to `currentDirectory`, then the
  /// source line with a caret when the file can be read.
  static func report(
    _ headline: String,
    file: String,
    line: Int,
    column: Int,
    currentDirectory: String
  ) -> String {
    let shown = DisplayPath.relative(file, to: currentDirectory)
    var text = "\(shown):\(line):\(column): \(headline)"
    if let snippet = render(file: file, line: line, column: column) {
      text += "\n" + snippet
    }
    return text
  }
}
