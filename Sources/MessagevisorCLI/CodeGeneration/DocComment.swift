/// `///` comment lines, word-wrapped to the line length.
struct DocComment {
  /// The indentation the comment is written at.
  let indent: String
  /// The maximum line length, indentation included.
  var lineLength = 100

  /// The lines for `paragraphs`, separated by empty `///` lines.
  ///
  /// Line breaks inside a paragraph are kept; control characters become spaces, so no text
  /// can end the comment early.
  func lines(_ paragraphs: [String]) -> [String] {
    var result: [String] = []
    for paragraph in paragraphs {
      if !result.isEmpty { result.append(indent + "///") }
      for line in Self.sourceLines(paragraph) {
        result += wrapped(line).map { $0.isEmpty ? indent + "///" : indent + "/// " + $0 }
      }
    }
    return result
  }

  /// Splits at line breaks (any of `\n`, `\r\n`, `\r`, U+2028, U+2029) and blanks controls.
  private static func sourceLines(_ text: String) -> [String] {
    let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{2028}", "\u{2029}", "\u{85}"]
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if scalar == "\n", previous == "\r" { continue }
      if breaks.contains(scalar) {
        lines.append(String(current))
        current = String.UnicodeScalarView()
      } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        current.append(" ")
      } else {
        current.append(scalar)
      }
    }
    lines.append(String(current))
    return lines
  }

  /// Greedy word wrap at spaces; a word longer than the width stays whole.
  ///
  /// A line never starts with a word that Markdown would read as a heading, quote or list
  /// marker (`# item`, `- x`): the previous word moves down with it.
  private func wrapped(_ line: String) -> [String] {
    let width = max(20, lineLength - indent.count - 4)
    var result: [String] = []
    var current: [Substring] = []
    var length = 0
    for word in line.split(separator: " ", omittingEmptySubsequences: true) {
      if current.isEmpty || length + 1 + word.count <= width {
        length += current.isEmpty ? word.count : 1 + word.count
        current.append(word)
        continue
      }
      var carried: [Substring] = []
      if Self.startsBlock(word), current.count > 1 { carried.append(current.removeLast()) }
      result.append(current.joined(separator: " "))
      current = carried + [word]
      length = current.joined(separator: " ").count
    }
    result.append(current.joined(separator: " "))
    return result
  }

  /// Whether a line starting with `word` would begin a Markdown block.
  private static func startsBlock(_ word: Substring) -> Bool {
    guard let first = word.first else { return false }
    if "#>-+*=|".contains(first) { return true }
    return first.isNumber && (word.dropFirst().contains(".") || word.dropFirst().contains(")"))
  }
}
