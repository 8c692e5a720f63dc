/// Which number settings a skeleton token sets, so a later token can overwrite an earlier one.
///
/// ICU refuses a skeleton that sets one thing twice (`.00## .0`, `group-off group-auto`,
/// `percent currency/EUR`); a message skeleton is read left to right with later tokens
/// overwriting earlier ones (icu-and-formatting.md §4.4, and what the Foundation engine and JS
/// message formatting do). `lastWins` blanks every token whose settings a later token sets
/// again, so ICU sees one token per setting and its error offsets still point into the
/// author's text.
enum ICUSkeletonSettings {
  /// A setting of ICU's number formatter.
  enum Setting: Hashable {
    case precision, roundingMode, notation, unit, perUnit, unitWidth, sign, grouping
    case integerWidth, scale, decimal, numberingSystem
  }

  /// `skeleton` with each token that a later one overwrites replaced by spaces.
  ///
  /// A token is blanked only when a later token sets every setting it sets (`%x100`, which is
  /// both a unit and a scale, stays before a lone `scale/10`, and ICU reports the pair). Tokens
  /// that set nothing known, or that are not ASCII, are left for ICU to judge. Tokens are
  /// separated by `Pattern_White_Space`, as ICU separates them; separators of any width stay as
  /// written, so every byte keeps its offset.
  static func lastWins(_ skeleton: String) -> String {
    var bytes = Array(skeleton.utf8)
    var later = Set<Setting>()
    var blanked = false
    for range in PatternWhiteSpace.tokenRanges(in: bytes).reversed() {
      let settings = Self.settings(of: Substring(decoding: bytes[range], as: UTF8.self))
      if !settings.isEmpty, settings.isSubset(of: later) {
        blank(range, in: &bytes)
        blanked = true
      }
      later.formUnion(settings)
    }
    return blanked ? String(decoding: bytes, as: UTF8.self) : skeleton
  }

  /// Replaces the token at `range` with as many spaces, so every later byte keeps its offset.
  static func blank(_ range: Range<Int>, in bytes: inout [UInt8]) {
    bytes.replaceSubrange(range, with: repeatElement(UInt8(ascii: " "), count: range.count))
  }

  /// The settings `token` sets; empty for a token this table does not know.
  static func settings(of token: Substring) -> Set<Setting> {
    guard token.utf8.allSatisfy({ $0 < 0x80 }), let first = token.first else { return [] }
    let stem = token.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)[0]
    if let fixed = stems[String(stem)] {
      return fixed
    }
    if let prefixed = prefixes.first(where: { stem.hasPrefix($0.prefix) }) {
      return [prefixed.setting]
    }
    switch first {
    case ".", "@": return [.precision]
    case "0": return token.allSatisfy({ $0 == "0" }) ? [.integerWidth] : []
    case "E": return isConciseScientific(token) ? [.notation] : []
    default: return []
    }
  }

  private static let stems: [String: Set<Setting>] = [
    "precision-integer": [.precision], "precision-unlimited": [.precision],
    "precision-currency-standard": [.precision], "precision-currency-cash": [.precision],
    "precision-increment": [.precision],
    "compact-short": [.notation], "compact-long": [.notation], "K": [.notation],
    "KK": [.notation], "scientific": [.notation], "engineering": [.notation],
    "notation-simple": [.notation],
    "base-unit": [.unit], "percent": [.unit], "%": [.unit], "permille": [.unit],
    "currency": [.unit], "measure-unit": [.unit], "unit": [.unit], "%x100": [.unit, .scale],
    "per-measure-unit": [.perUnit],
    "+!": [.sign], "+_": [.sign], "+?": [.sign], "+-": [.sign], "()": [.sign], "()!": [.sign],
    "()?": [.sign], "()-": [.sign],
    ",_": [.grouping], ",?": [.grouping], ",!": [.grouping],
    "integer-width": [.integerWidth], "integer-width-trunc": [.integerWidth],
    "scale": [.scale], "decimal-always": [.decimal], "decimal-auto": [.decimal],
    "latin": [.numberingSystem], "numbering-system": [.numberingSystem],
  ]

  private static let prefixes: [(prefix: String, setting: Setting)] = [
    ("rounding-mode-", .roundingMode), ("unit-width-", .unitWidth), ("sign-", .sign),
    ("group-", .grouping),
  ]

  /// `E0`, `EE00`, `E+!0`, `EE+?00`: ICU's concise scientific and engineering notation.
  private static func isConciseScientific(_ token: Substring) -> Bool {
    var rest = token.dropFirst(token.hasPrefix("EE") ? 2 : 1)
    if rest.hasPrefix("+!") || rest.hasPrefix("+?") {
      rest = rest.dropFirst(2)
    }
    return !rest.isEmpty && rest.allSatisfy { $0 == "0" }
  }
}
