/// Builds date-format skeletons (templates) from ECMA-402-style date and time options.
///
/// Skeletons go to `DateFormatter.setLocalizedDateFormatFromTemplate`, which picks the locale's
/// best pattern for the requested fields; the order of letters here does not matter to it.
enum DateTemplateBuilder {
  /// The hour letter: `hour12` (Bool) wins (`h`/`H`), else `hourCycle` (`h11` `K`, `h12` `h`,
  /// `h23` `H`, `h24` `k`), else `j` (the locale's preferred cycle).
  static func hourLetter(_ options: FormatOptions) -> Character {
    if let hour12 = options["hour12"]?.boolValue {
      return hour12 ? "h" : "H"
    }
    switch options["hourCycle"]?.stringValue {
    case "h11": return "K"
    case "h12": return "h"
    case "h23": return "H"
    case "h24": return "k"
    default: return "j"
    }
  }

  /// Whether `hour12` or `hourCycle` is given, which makes style presets rebuild their pattern.
  static func overridesHourCycle(_ options: FormatOptions) -> Bool {
    isPresent(options["hour12"]) || isPresent(options["hourCycle"])
  }

  /// The skeleton for field options; empty when no field option is present.
  static func fieldSkeleton(_ options: FormatOptions) -> String {
    let hour = hourLetter(options)
    var skeleton = ""
    skeleton += field(options["weekday"], ["E", "EE", "EEEE", "EEE", "EEEEE"])
    skeleton += field(options["era"], ["G", "G", "GGGG", "GGG", "GGGGG"])
    skeleton += field(options["year"], ["y", "yy", "y", "y", "y"])
    skeleton += field(options["month"], ["M", "MM", "MMMM", "MMM", "MMMMM"])
    skeleton += field(options["day"], ["d", "dd", "d", "d", "d"])
    let hasHour = isPresent(options["hour"])
    if hasHour {
      skeleton += options["hour"]?.stringValue == "2-digit" ? "\(hour)\(hour)" : "\(hour)"
    }
    skeleton += field(options["minute"], ["m", "mm", "m", "m", "m"])
    skeleton += field(options["second"], ["s", "ss", "s", "s", "s"])
    skeleton += fractionalSeconds(options["fractionalSecondDigits"])
    skeleton += zoneName(options["timeZoneName"])
    if let dayPeriod = options["dayPeriod"], isPresent(dayPeriod) {
      skeleton += dayPeriodLetters(dayPeriod.stringValue)
    } else if hasHour, hour == "h" || hour == "K" {
      skeleton += "a"
    }
    return skeleton
  }

  /// Whether the options select a date or time field (ECMA-402 ToDateTimeOptions): `era` and
  /// `timeZoneName` alone do not, so `{era: "short"}` prints the default date with its era.
  ///
  /// Shared with the ICU engine's `ICUDateSkeleton`.
  static func selectsField(_ options: FormatOptions) -> Bool {
    fieldNames.contains { isPresent(options[$0]) }
  }

  /// The options that select a date or time field.
  static let fieldNames = [
    "weekday", "year", "month", "day", "dayPeriod", "hour", "minute", "second",
    "fractionalSecondDigits",
  ]

  /// The skeleton used when the options select no field: `jmmss` for times, `yMd` for dates.
  static func defaultSkeleton(_ kind: DateFormatKind) -> String {
    switch kind {
    case .date: return "yMd"
    case .time: return "jmmss"
    }
  }

  /// Turns a style pattern into a skeleton that uses `hourLetter` for every hour field.
  ///
  /// Quoted literals are skipped and only ASCII letters kept; hour letters (`h H K k j`) become
  /// `hourLetter`, day-period letters (`a b B`) are dropped, and `a` is appended for 12-hour
  /// letters (`h`, `K`).
  static func styleSkeleton(pattern: String, hourLetter: Character) -> String {
    var skeleton = ""
    var quoted = false
    for byte in pattern.utf8 {
      if byte == UInt8(ascii: "'") {
        quoted.toggle()
        continue
      }
      guard !quoted, isASCIILetter(byte) else {
        continue
      }
      switch byte {
      case UInt8(ascii: "h"), UInt8(ascii: "H"), UInt8(ascii: "K"), UInt8(ascii: "k"),
        UInt8(ascii: "j"):
        skeleton.append(hourLetter)
      case UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "B"):
        continue
      default:
        skeleton.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    if hourLetter == "h" || hourLetter == "K" {
      skeleton += "a"
    }
    return skeleton
  }

  /// Picks the letters for one field option.
  ///
  /// `forms` lists, in order, the `numeric`, `2-digit`, `long`, `short` and `narrow` letters;
  /// any other present value gets the narrow form. An absent option adds nothing.
  ///
  /// Shared with the ICU engine's `ICUDateSkeleton`, which reads the options the same way.
  static func field(_ option: MessagevisorValue?, _ forms: [String]) -> String {
    guard let option, isPresent(option) else {
      return ""
    }
    switch option.stringValue {
    case "numeric": return forms[0]
    case "2-digit": return forms[1]
    case "long": return forms[2]
    case "short": return forms[3]
    default: return forms[4]
    }
  }

  /// The zone-name letters of a `timeZoneName` option: `short` z, `long` zzzz, `shortOffset`
  /// O, `longOffset` OOOO, `shortGeneric` v, `longGeneric` vvvv; any other present value z,
  /// absent nothing.
  ///
  /// Shared with the ICU engine's `ICUDateSkeleton`, so both engines ask for the same names.
  static func zoneName(_ option: MessagevisorValue?) -> String {
    guard let option, isPresent(option) else {
      return ""
    }
    let name = option.stringValue
    return zoneNameLetters.first { $0.name == name }?.letters ?? "z"
  }

  /// The `timeZoneName` values and their skeleton letters, in ECMA-402's order.
  static let zoneNameLetters: [(name: String, letters: String)] = [
    ("short", "z"), ("long", "zzzz"), ("shortOffset", "O"), ("longOffset", "OOOO"),
    ("shortGeneric", "v"), ("longGeneric", "vvvv"),
  ]

  /// `S` repeated `fractionalSecondDigits` times (1…3, converted as `Intl` converts it);
  /// nothing otherwise.
  static func fractionalSeconds(_ option: MessagevisorValue?) -> String {
    guard let option, option != .null,
      let count = IntlNumberCoercion.option(option, in: 1...3)
    else {
      return ""
    }
    return String(repeating: "S", count: count)
  }

  private static func dayPeriodLetters(_ value: String?) -> String {
    switch value {
    case "long": return "BBBB"
    case "narrow": return "BBBBB"
    default: return "B"
    }
  }

  private static func isPresent(_ option: MessagevisorValue?) -> Bool {
    guard let option else {
      return false
    }
    return option != .null
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
