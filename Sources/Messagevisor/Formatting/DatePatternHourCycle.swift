/// Applies an explicit `hourCycle` option to a resolved date pattern.
///
/// Linux Foundation's template API normalises the hour letters `K` (0–11) and `k` (1–24) of
/// a skeleton to `h` and `H`, so `hourCycle: h11` would print "12:30 AM" and `h24` "00:30".
/// The requested cycle is applied afterwards by putting its letter in every hour field of the
/// pattern the locale chose; literals, order and every other field stay the locale's. A
/// pattern that already uses the requested letter is left exactly as the locale wrote it.
struct DatePatternHourCycle: Hashable, Sendable {
  /// The hour letter of the cycle: `K` (h11), `h` (h12), `H` (h23) or `k` (h24).
  var letter: Character
  /// Two-digit hours (`hour: "2-digit"`) for rewritten fields; otherwise they keep their width.
  var twoDigits: Bool

  /// A cycle written with `letter`.
  init(letter: Character, twoDigits: Bool) {
    self.letter = letter
    self.twoDigits = twoDigits
  }

  /// The cycle an explicit `hourCycle` asks for; nil when it is absent or unknown, or when
  /// `hour12` (which wins over it) is a Bool.
  init?(options: FormatOptions) {
    guard options["hour12"]?.boolValue == nil else {
      return nil
    }
    switch options["hourCycle"]?.stringValue {
    case "h11": letter = "K"
    case "h12": letter = "h"
    case "h23": letter = "H"
    case "h24": letter = "k"
    default: return nil
    }
    twoDigits = options["hour"]?.stringValue == "2-digit"
  }

  /// `pattern` with every hour field outside quoted literals written with this cycle's letter.
  func applied(to pattern: String) -> String {
    guard hourLetters(in: pattern).contains(where: { $0 != letter }) else {
      return pattern
    }
    var result = ""
    var quoted = false
    var hourRun = 0
    for character in pattern {
      if !quoted, Self.isHourLetter(character) {
        hourRun += 1
        continue
      }
      flushHour(&hourRun, into: &result)
      if character == "'" {
        quoted.toggle()
      }
      result.append(character)
    }
    flushHour(&hourRun, into: &result)
    return result
  }

  private func hourLetters(in pattern: String) -> Set<Character> {
    var letters: Set<Character> = []
    var quoted = false
    for character in pattern {
      if character == "'" {
        quoted.toggle()
      } else if !quoted, Self.isHourLetter(character) {
        letters.insert(character)
      }
    }
    return letters
  }

  private func flushHour(_ run: inout Int, into result: inout String) {
    guard run > 0 else {
      return
    }
    let width = twoDigits ? 2 : run
    result += String(repeating: letter, count: width)
    run = 0
  }

  private static func isHourLetter(_ character: Character) -> Bool {
    character == "h" || character == "H" || character == "K" || character == "k"
  }
}
