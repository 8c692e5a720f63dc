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
    return DateTemplateBuilder.selectsField(options) ? skeleton : defaultSkeleton(kind) + skeleton
  }

  /// The skeleton of the field options; empty when none is present.
  static func fields(_ options: FormatOptions) -> String {
    var skeleton = ""
    skeleton += DateTemplateBuilder.field(options["weekday"], ["E", "EE", "EEEE", "EEE", "EEEEE"])
    skeleton += DateTemplateBuilder.field(options["era"], ["G", "G", "GGGG", "GGG", "GGGGG"])
    skeleton += DateTemplateBuilder.field(options["year"], ["y", "yy", "y", "y", "y"])
    skeleton += DateTemplateBuilder.field(options["month"], ["M", "MM", "MMMM", "MMM", "MMMMM"])
    skeleton += DateTemplateBuilder.field(options["day"], ["d", "dd", "d", "d", "d"])
    skeleton += DateTemplateBuilder.field(options["dayPeriod"], ["B", "B", "BBBB", "B", "BBBBB"])
    skeleton += DateTemplateBuilder.field(options["hour"], ["j", "jj", "j", "j", "j"])
    skeleton += DateTemplateBuilder.field(options["minute"], ["m", "mm", "m", "m", "m"])
    skeleton += DateTemplateBuilder.field(options["second"], ["s", "ss", "s", "s", "s"])
    skeleton += DateTemplateBuilder.fractionalSeconds(options["fractionalSecondDigits"])
    skeleton += DateTemplateBuilder.zoneName(options["timeZoneName"])
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
}
