import Foundation
import MessagevisorProject

/// The source line of a position with a caret under its column, as compilers print them.
enum SourceSnippet {
  /// Two lines, ` 4 | text` and `   |   ^`, or nil when the file or line cannot be read.
  static func render(file: String, line: Int, column: Int) -> String? {
    guard let data = FileManager.default.contents(atPath: file) else { return nil }
    let lines = String(decoding: data, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    var text = String(lines[line - 1])
    if text.hasSuffix("\r") { text.removeLast() }
    var pad = ""
    for scalar in text.unicodeScalars.prefix(max(0, column - 1)) {
      pad += scalar == "\t" ? "\t" : " "
    }
    text = visible(text)
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
    let file = position.file.hasPrefix("/") ? position.file : root + "/" + position.file
    return render(file: file, line: position.line, column: position.column)
  }

  /// The file column of ICU column `icuColumn` (line 1) in a one-line YAML scalar whose value
  /// starts at `position`: one more when the scalar is quoted.
  static func icuColumn(_ icuColumn: Int, scalarAt position: SourcePosition, file: String)
    -> Int
  {
    guard let data = FileManager.default.contents(atPath: file) else { return position.column }
    let lines = String(decoding: data, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
    guard position.line >= 1, position.line <= lines.count else { return position.column }
    let scalars = Array(lines[position.line - 1].unicodeScalars)
    let start = position.column - 1
    let quoted = start < scalars.count && (scalars[start] == "\"" || scalars[start] == "'")
    return position.column + (quoted ? 1 : 0) + max(0, icuColumn - 1)
  }

  /// The file line and column of ICU position `icuLine`:`icuColumn` in a message authored as a
  /// YAML scalar whose value starts at `position` (line 1 through `icuColumn(_:scalarAt:file:)`;
  /// later lines of a block scalar keep the ICU column).
  static func place(icuLine: Int, icuColumn: Int, scalarAt position: SourcePosition, file: String)
    -> (line: Int, column: Int)
  {
    guard icuLine == 1 else { return (position.line + icuLine - 1, icuColumn) }
    return (position.line, self.icuColumn(icuColumn, scalarAt: position, file: file))
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
