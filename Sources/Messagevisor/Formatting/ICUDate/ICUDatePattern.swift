/// The ECMA-402 hour-cycle adjustments V8 makes to the patterns ICU chooses.
enum ICUDatePattern {
  /// `pattern` with every hour field outside quoted literals written with `cycle`'s letter;
  /// field widths, literals and order stay the locale's.
  static func replacingHourCycle(in pattern: String, with cycle: ICUHourCycle) -> String {
    var result = ""
    var quoted = false
    for character in pattern {
      if character == "'" {
        quoted.toggle()
        result.append(character)
      } else if !quoted, ICUHourCycle(letter: character) != nil {
        result.append(cycle.letter)
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The hour letters (`K h H k`) used outside quoted literals.
  static func hourLetters(in pattern: String) -> Set<Character> {
    var letters: Set<Character> = []
    var quoted = false
    for character in pattern {
      if character == "'" {
        quoted.toggle()
      } else if !quoted, ICUHourCycle(letter: character) != nil {
        letters.insert(character)
      }
    }
    return letters
  }

  /// A style pattern's skeleton rewritten for another hour cycle: hour letters become the
  /// cycle's letter and day periods (`a b B`) are dropped, so the generator picks the
  /// locale's pattern for that cycle (adding its own day period for 12-hour cycles).
  static func styleSkeleton(_ skeleton: String, cycle: ICUHourCycle) -> String {
    var result = ""
    for character in skeleton {
      if ICUHourCycle(letter: character) != nil || character == "j" {
        result.append(cycle.letter)
      } else if character != "a", character != "b", character != "B" {
        result.append(character)
      }
    }
    return result
  }
}
