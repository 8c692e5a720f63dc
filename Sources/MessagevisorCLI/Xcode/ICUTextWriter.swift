/// Writes literal text into ICU MessageFormat with the fewest quotes that keep it literal.
///
/// Within each word (a run without spaces or apostrophes) the span from its first to its last
/// syntax character (`{`, `}`, and `#` in a plural form) is quoted as one piece, so `{name}`
/// becomes `'{name}'`. An apostrophe is doubled only where ICU would otherwise read it as the
/// start of a quotation (before a syntax character, another apostrophe or a quoted piece), so
/// `l'instant` stays as written.
enum ICUTextWriter {
  /// `text` as ICU literal text; `nextIsSyntax` says whether an argument follows directly.
  static func literal(_ text: String, inPlural: Bool, nextIsSyntax: Bool) -> String {
    let isSyntax: (Character) -> Bool = { $0 == "{" || $0 == "}" || (inPlural && $0 == "#") }
    // Pieces of output: plain text, or a quoted span (its text without the quotes).
    var pieces: [(text: String, quoted: Bool)] = []
    var word: [Character] = []
    func flushWord() {
      guard let first = word.firstIndex(where: isSyntax),
        let last = word.lastIndex(where: isSyntax)
      else {
        if !word.isEmpty { pieces.append((String(word), false)) }
        word = []
        return
      }
      if first > 0 { pieces.append((String(word[..<first]), false)) }
      pieces.append((String(word[first...last]), true))
      if last + 1 < word.count { pieces.append((String(word[(last + 1)...]), false)) }
      word = []
    }
    for character in text {
      if character == "'" || character.isWhitespace {
        flushWord()
        pieces.append((String(character), false))
      } else {
        word.append(character)
      }
    }
    flushWord()
    var result = ""
    for (index, piece) in pieces.enumerated() {
      if piece.quoted {
        result += "'" + piece.text + "'"
        continue
      }
      let characters = Array(piece.text)
      for (offset, character) in characters.enumerated() {
        guard character == "'" else {
          result.append(character)
          continue
        }
        let next: Character?
        if offset + 1 < characters.count {
          next = characters[offset + 1]
        } else if index + 1 < pieces.count {
          next = pieces[index + 1].quoted ? "'" : pieces[index + 1].text.first
        } else {
          next = nil
        }
        let special = next.map { $0 == "'" || isSyntax($0) } ?? nextIsSyntax
        result += special ? "''" : "'"
      }
    }
    return result
  }
}
