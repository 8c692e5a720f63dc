/// Writes literal text into ICU MessageFormat with the fewest quotes that keep it literal.
///
/// `{` and `}` (and `#` inside a plural form) are quoted as `'{'`; an apostrophe is doubled
/// only where ICU would otherwise read it as the start of a quotation (before `{`, `}`, `'`,
/// or `#` in a plural form), so `l'instant` stays as written.
enum ICUTextWriter {
  /// `text` as ICU literal text; `nextIsSyntax` says whether an argument follows directly.
  static func literal(_ text: String, inPlural: Bool, nextIsSyntax: Bool) -> String {
    let characters = Array(text)
    var result = ""
    for (index, character) in characters.enumerated() {
      switch character {
      case "{", "}":
        result += "'\(character)'"
      case "#" where inPlural:
        result += "'#'"
      case "'":
        let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
        let special: Bool
        if let next {
          special = next == "{" || next == "}" || next == "'" || (inPlural && next == "#")
        } else {
          special = nextIsSyntax
        }
        result += special ? "''" : "'"
      default:
        result.append(character)
      }
    }
    return result
  }
}
