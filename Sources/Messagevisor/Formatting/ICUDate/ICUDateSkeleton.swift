/// ECMA-402 date-time options → an ICU skeleton, field by field as V8 builds it.
///
/// Numeric fields are one letter and `2-digit` two (`m` / `mm`), text fields use ICU's
/// lengths (`MMM` short, `MMMM` long, `MMMMM` narrow), the hour is `j` until the hour cycle
/// is resolved, and time zone names map to `z zzzz O OOOO v vvvv`. A present value the table
/// does not know takes the narrow (last) form, as the Foundation engine does.
enum ICUDateSkeleton {
  /// The skeleton of the field options, with ECMA-402's defaults for `kind` added when no
  /// date or time field is present (`era` and `timeZoneName` alone do not count:
  /// `{era: "short"}` prints the numeric date with its era).
  static func fields(_ options: FormatOptions, kind: DateFormatKind) -> String {
    let skeleton = fields(options)
    let selectsField = fieldNames.contains { name in
      options[name].map { $0 != .null } ?? false
    }
    return selectsField ? skeleton : defaultSkeleton(kind) + skeleton
  }

  /// The options that select a date or time field (ECMA-402 ToDateTimeOptions).
  private static let fieldNames = [
    "weekday", "year", "month", "day", "dayPeriod", "hour", "minute", "second",
    "fractionalSecondDigits",
  ]

  /// The skeleton of the field options; empty when none is present.
  static func fields(_ options: FormatOptions) -> String {
    var skeleton = ""
    skeleton += field(options["weekday"], ["E", "EE", "EEEE", "EEE", "EEEEE"])
    skeleton += field(options["era"], ["G", "G", "GGGG", "GGG", "GGGGG"])
    skeleton += field(options["year"], ["y", "yy", "y", "y", "y"])
    skeleton += field(options["month"], ["M", "MM", "MMMM", "MMM", "MMMMM"])
    skeleton += field(options["day"], ["d", "dd", "d", "d", "d"])
    skeleton += field(options["dayPeriod"], ["B", "B", "BBBB", "B", "BBBBB"])
    skeleton += field(options["hour"], ["j", "jj", "j", "j", "j"])
    skeleton += field(options["minute"], ["m", "mm", "m", "m", "m"])
    skeleton += field(options["second"], ["s", "ss", "s", "s", "s"])
    skeleton += fractionalSeconds(options["fractionalSecondDigits"])
    skeleton += zoneName(options["timeZoneName"])
    return skeleton
  }

  /// The skeleton used when the options select no field: ECMA-402's defaults, year, month
  /// and day numeric (`yMd`) for dates, hour, minute and second numeric (`jms`) for times.
  static func defaultSkeleton(_ kind: DateFormatKind) -> String {
    switch kind {
    case .date: return "yMd"
    case .time: return "jms"
    }
  }

  /// `skeleton` with its `j` hour letters written as `cycle`'s letter.
  static func resolvingHour(_ skeleton: String, cycle: ICUHourCycle) -> String {
    String(skeleton.map { $0 == "j" ? cycle.letter : $0 })
  }

  /// Picks the letters for one option from `forms` (numeric, 2-digit, long, short, narrow).
  private static func field(_ option: MessagevisorValue?, _ forms: [String]) -> String {
    guard let option, option != .null else {
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

  private static func fractionalSeconds(_ option: MessagevisorValue?) -> String {
    guard let digits = option?.numberValue, digits.isFinite else {
      return ""
    }
    let count = digits.rounded(.down)
    guard count >= 1, count <= 3 else {
      return ""
    }
    return String(repeating: "S", count: Int(count))
  }

  private static func zoneName(_ option: MessagevisorValue?) -> String {
    guard let option, option != .null else {
      return ""
    }
    switch option.stringValue {
    case "long": return "zzzz"
    case "shortOffset": return "O"
    case "longOffset": return "OOOO"
    case "shortGeneric": return "v"
    case "longGeneric": return "vvvv"
    default: return "z"
    }
  }
}
