import Foundation

/// Parses a `.strings` file: `"key" = "value";` pairs, each after an optional `/* comment */`.
///
/// Accepts UTF-8 and UTF-16 (with a byte-order mark), `//` comments, unquoted keys and the
/// escapes `\"`, `\\`, `\n`, `\t`, `\r` and `\Uxxxx`. Errors give the line and column.
enum StringsFileParser {
  /// The key, value and comment of every pair, in file order.
  static func parse(_ data: Data, file: String) throws(XcodeImportError)
    -> [(String, String, String?)]
  {
    let text: String
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      text = String(data: data, encoding: .utf16) ?? ""
    } else {
      text = String(decoding: data, as: UTF8.self)
    }
    var scanner = Scanner(characters: Array(text), file: file)
    var result: [(String, String, String?)] = []
    while true {
      let comment = try scanner.skipSpaceAndComments()
      guard !scanner.atEnd else { break }
      let key = try scanner.token()
      _ = try scanner.skipSpaceAndComments()
      try scanner.expect("=")
      _ = try scanner.skipSpaceAndComments()
      let value = try scanner.token()
      _ = try scanner.skipSpaceAndComments()
      try scanner.expect(";")
      result.append((key, value, comment))
    }
    return result
  }

  private struct Scanner {
    let characters: [Character]
    let file: String
    var index = 0

    var atEnd: Bool { index >= characters.count }

    func error(_ reason: String) -> XcodeImportError {
      var line = 1
      var column = 1
      for character in characters.prefix(index) {
        if character == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
      return .syntax(file: file, position: "\(line):\(column)", reason: reason)
    }

    /// Skips blanks and comments; returns the text of the last block comment.
    mutating func skipSpaceAndComments() throws(XcodeImportError) -> String? {
      var comment: String?
      while !atEnd {
        if characters[index].isWhitespace {
          index += 1
        } else if starts("/*") {
          let start = index + 2
          index = start
          while !atEnd, !starts("*/") { index += 1 }
          guard !atEnd else { throw error("unterminated comment") }
          comment = String(characters[start..<index]).trimmingCharacters(
            in: .whitespacesAndNewlines)
          index += 2
        } else if starts("//") {
          while !atEnd, characters[index] != "\n" { index += 1 }
        } else {
          break
        }
      }
      return comment
    }

    func starts(_ text: String) -> Bool {
      characters[index...].starts(with: Array(text))
    }

    mutating func expect(_ character: Character) throws(XcodeImportError) {
      guard !atEnd, characters[index] == character else {
        throw error("expected \"\(character)\"")
      }
      index += 1
    }

    mutating func token() throws(XcodeImportError) -> String {
      guard !atEnd else { throw error("unexpected end of file") }
      guard characters[index] == "\"" else {
        let start = index
        while !atEnd,
          characters[index].isLetter || characters[index].isNumber
            || "_.-".contains(characters[index])
        {
          index += 1
        }
        guard index > start else { throw error("expected a quoted string") }
        return String(characters[start..<index])
      }
      index += 1
      var result = ""
      while true {
        guard !atEnd else { throw error("unterminated string") }
        let character = characters[index]
        index += 1
        if character == "\"" { return result }
        guard character == "\\" else {
          result.append(character)
          continue
        }
        guard !atEnd else { throw error("unterminated string") }
        let escaped = characters[index]
        index += 1
        switch escaped {
        case "n": result += "\n"
        case "t": result += "\t"
        case "r": result += "\r"
        case "U", "u":
          let hex = String(characters[index..<min(index + 4, characters.count)])
          guard hex.count == 4, let value = UInt32(hex, radix: 16),
            let scalar = Unicode.Scalar(value)
          else { throw error("bad \\U escape") }
          result.unicodeScalars.append(scalar)
          index += 4
        default: result.append(escaped)
        }
      }
    }
  }
}
