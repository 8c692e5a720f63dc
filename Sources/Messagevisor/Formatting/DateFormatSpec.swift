import Foundation

/// What date options decide about a `DateFormatter`: layout, calendar and numbering system.
///
/// Equal specs configure equal formatters, so the spec (with locale and zone) is the date cache
/// key; options that lead to the same skeleton share a formatter.
struct DateFormatSpec: Hashable, Sendable {
  /// How the output is laid out.
  enum Layout: Hashable, Sendable {
    /// A skeleton for `setLocalizedDateFormatFromTemplate`.
    case template(String)
    /// Date and time styles; with an hour letter the styled pattern is rebuilt around it.
    case styles(date: DateStyleOption, time: DateStyleOption, hourLetter: Character?)
  }

  var layout: Layout
  /// The `calendar` option when Foundation has that calendar; nil otherwise, when the
  /// locale's own `-u-ca-` keyword decides, else the locale's default calendar (D22).
  var calendar: DateCalendarOption?
  var numberingSystem: String?
  /// An explicit `hourCycle`, applied to the resolved pattern (see `DatePatternHourCycle`).
  var hourCycle: DatePatternHourCycle?

  /// The spec for style or field options (§5.2 of the formatting spec).
  init(options: FormatOptions, kind: DateFormatKind) {
    let dateStyle = DateStyleOption(option: options["dateStyle"])
    let timeStyle = DateStyleOption(option: options["timeStyle"])
    if dateStyle != .none || timeStyle != .none {
      let hourLetter =
        DateTemplateBuilder.overridesHourCycle(options)
        ? DateTemplateBuilder.hourLetter(options) : nil
      layout = .styles(date: dateStyle, time: timeStyle, hourLetter: hourLetter)
    } else {
      let skeleton = DateTemplateBuilder.fieldSkeleton(options)
      let selectsField = DateTemplateBuilder.selectsField(options)
      layout = .template(
        selectsField ? skeleton : DateTemplateBuilder.defaultSkeleton(kind) + skeleton)
    }
    calendar = options["calendar"]?.stringValue.flatMap(DateCalendarOption.named)
    numberingSystem = FormattingLocale.numberingSystem(options["numberingSystem"])
    hourCycle = DatePatternHourCycle(options: options)
  }

  /// The spec for an ICU skeleton, used as given (an empty one means the kind's default).
  init(skeleton: String, kind: DateFormatKind) {
    layout = .template(skeleton.isEmpty ? DateTemplateBuilder.defaultSkeleton(kind) : skeleton)
    calendar = nil
    numberingSystem = nil
    hourCycle = nil
  }

  /// Configures `formatter`, whose locale (and time zone) the caller has already set.
  ///
  /// The numbering system and calendar are put on the formatter's locale and the calendar is
  /// set (`localeAndCalendar`), then the layout, then an explicit hour cycle; the formatter's
  /// time zone is kept.
  func apply(to formatter: DateFormatter) {
    let timeZone = formatter.timeZone
    let (locale, calendar) = localeAndCalendar(formatter.locale)
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = timeZone
    applyLayout(to: formatter)
    if let hourCycle, let pattern = formatter.dateFormat {
      formatter.dateFormat = hourCycle.applied(to: pattern)
    }
  }

  /// The locale and calendar a formatter for `locale` uses.
  ///
  /// The numbering system becomes the locale's `numbers` keyword. The calendar is the option's,
  /// else the one the locale's `calendar` keyword names (when Foundation has it), and becomes
  /// the locale's `calendar` keyword too, so month names, eras and patterns are that
  /// calendar's; with neither, the calendar is the locale's default from the platform's data
  /// (`Locale.calendar`: `th-TH` Buddhist, `fa-IR` Persian; decision D22) and the locale is
  /// left as it is.
  func localeAndCalendar(_ locale: Locale) -> (Locale, Calendar) {
    var locale = locale
    if let numberingSystem {
      let identifier = FormattingLocale.identifier(
        locale.identifier, numberingSystem: numberingSystem)
      locale = FormattingLocale.foundationLocale(identifier)
    }
    let requested =
      calendar
      ?? FormattingLocale.keyword("calendar", in: locale.identifier)
      .flatMap(DateCalendarOption.named)
    guard let requested else {
      return (locale, locale.calendar)
    }
    // The keyword comes from `DateCalendarOption`'s table, so the identifier stays well formed;
    // `foundationLocale` would drop `gregorian`, longer than the subtags it keeps.
    let withCalendar = Locale(identifier: requested.locale(locale.identifier))
    return (withCalendar, Calendar(identifier: requested.identifier))
  }

  private func applyLayout(to formatter: DateFormatter) {
    switch layout {
    case .template(let skeleton):
      let resolved = Self.preferringLocaleHour(skeleton, locale: formatter.locale)
      Self.applyTemplate(resolved, to: formatter)
    case .styles(let date, let time, let hourLetter):
      formatter.dateStyle = date.dateFormatterStyle
      formatter.timeStyle = time.dateFormatterStyle
      if let hourLetter {
        let skeleton = DateTemplateBuilder.styleSkeleton(
          pattern: formatter.dateFormat ?? "",
          hourLetter: hourLetter
        )
        Self.applyTemplate(skeleton, to: formatter)
      }
    }
  }

  /// Sets the locale's pattern for `skeleton`.
  ///
  /// A malformed locale identifier (`"not a locale!"`) yields no pattern at all, which would
  /// format every date as ""; the root locale's pattern keeps the date visible instead.
  private static func applyTemplate(_ skeleton: String, to formatter: DateFormatter) {
    formatter.setLocalizedDateFormatFromTemplate(skeleton)
    if formatter.dateFormat.isEmpty {
      let root = Locale(identifier: "")
      formatter.dateFormat =
        DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: root) ?? skeleton
    }
  }

  /// With a flexible day period (`B`), `j` becomes the locale's 12-hour letter (`h`/`K`), so the
  /// period prints as text ("7 in the evening") instead of AM/PM; 24-hour locales keep `j`.
  ///
  /// Runs only while a formatter is built, never per call.
  static func preferringLocaleHour(_ skeleton: String, locale: Locale) -> String {
    guard skeleton.utf8.contains(UInt8(ascii: "B")), skeleton.utf8.contains(UInt8(ascii: "j"))
    else {
      return skeleton
    }
    let pattern = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? ""
    guard let letter = firstHourLetter(in: pattern), letter == "h" || letter == "K" else {
      return skeleton
    }
    return skeleton.replacingOccurrences(of: "j", with: String(letter))
  }

  /// The first hour letter (`h H K k`) outside quoted literals of a date pattern.
  private static func firstHourLetter(in pattern: String) -> Character? {
    var quoted = false
    for character in pattern {
      if character == "'" {
        quoted.toggle()
      } else if !quoted, "hHKk".contains(character) {
        return character
      }
    }
    return nil
  }
}
