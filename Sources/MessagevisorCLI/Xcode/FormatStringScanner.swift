/// Splits an Apple format string into `FormatPiece`s.
///
/// A `%` that does not start a valid specifier stays literal text, as `String(format:)`
/// leaves it.
enum FormatStringScanner {
  private static let conversions: Set<Character> = [
    "@", "d", "i", "u", "D", "U", "o", "O", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A",
    "c", "C", "s", "S", "p",
  ]
  private static let flagCharacters: Set<Character> = ["-", "+", " ", "#", "0", "'"]
  private static let lengthModifiers = ["ll", "hh", "l", "h", "q", "L", "z", "t", "j"]

  /// The pieces of `text`, adjacent literals merged.
  static func pieces(_ text: String) -> [FormatPiece] {
    let characters = Array(text)
    var result: [FormatPiece] = []
    var literal = ""
    var index = 0
    func flush() {
      if !literal.isEmpty { result.append(.literal(literal)) }
      literal = ""
    }
    while index < characters.count {
      let character = characters[index]
      guard character == "%" else {
        literal.append(character)
        index += 1
        continue
      }
      if index + 1 < characters.count, characters[index + 1] == "%" {
        literal.append("%")
        index += 2
        continue
      }
      if let (piece, next) = scan(characters, from: index + 1) {
        flush()
        result.append(piece)
        index = next
      } else {
        literal.append("%")
        index += 1
      }
    }
    flush()
    return result
  }

  /// The specifiers and substitutions of `text`, in order.
  static func arguments(_ text: String) -> [FormatPiece] {
    pieces(text).filter {
      if case .literal = $0 { return false }
      return true
    }
  }

  private static func scan(_ characters: [Character], from start: Int) -> (FormatPiece, Int)? {
    var index = start
    if characters[index...].starts(with: "arg") {
      return (.substitutedValue, index + 3)
    }
    var position: Int?
    let digitsEnd = digits(characters, from: index)
    if digitsEnd > index, digitsEnd < characters.count, characters[digitsEnd] == "$" {
      position = Int(String(characters[index..<digitsEnd]))
      index = digitsEnd + 1
    }
    if index + 1 < characters.count, characters[index] == "#", characters[index + 1] == "@" {
      var end = index + 2
      while end < characters.count, characters[end] != "@" { end += 1 }
      guard end < characters.count, end > index + 2 else { return nil }
      return (
        .substitution(name: String(characters[(index + 2)..<end]), position: position), end + 1
      )
    }
    var flags = ""
    while index < characters.count, flagCharacters.contains(characters[index]) {
      flags.append(characters[index])
      index += 1
    }
    var width: Int?
    let widthEnd = digits(characters, from: index)
    if widthEnd > index {
      width = Int(String(characters[index..<widthEnd]))
      index = widthEnd
    }
    var precision: Int?
    if index < characters.count, characters[index] == "." {
      let end = digits(characters, from: index + 1)
      precision = Int(String(characters[(index + 1)..<end])) ?? 0
      index = end
    }
    var length = ""
    for modifier in lengthModifiers where characters[index...].starts(with: modifier) {
      length = modifier
      index += modifier.count
      break
    }
    guard index < characters.count, conversions.contains(characters[index]) else { return nil }
    let specifier = FormatSpecifier(
      position: position, flags: flags, width: width, precision: precision, length: length,
      conversion: characters[index])
    return (.specifier(specifier), index + 1)
  }

  private static func digits(_ characters: [Character], from start: Int) -> Int {
    var index = start
    while index < characters.count, characters[index].isASCII, characters[index].isNumber {
      index += 1
    }
    return index
  }
}
