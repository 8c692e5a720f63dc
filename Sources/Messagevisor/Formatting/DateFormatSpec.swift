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
  /// Always set: Gregorian unless the `calendar` option names another supported calendar, so
  /// a locale whose default calendar differs (ar-SA: Islamic) still prints Gregorian dates.
  var calendar: Calendar.Identifier
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
      layout = .template(skeleton.isEmpty ? DateTemplateBuilder.defaultSkeleton(kind) : skeleton)
    }
    calendar = Self.calendarIdentifier(options["calendar"])
    numberingSystem = FormattingLocale.numberingSystem(options["numberingSystem"])
    hourCycle = DatePatternHourCycle(options: options)
  }

  /// The spec for an ICU skeleton, used as given (an empty one means the kind's default).
  init(skeleton: String, kind: DateFormatKind) {
    layout = .template(skeleton.isEmpty ? DateTemplateBuilder.defaultSkeleton(kind) : skeleton)
    calendar = .gregorian
    numberingSystem = nil
    hourCycle = nil
  }

  /// Configures `formatter`, whose locale (and time zone) the caller has already set.
  ///
  /// The numbering system is added to the formatter's locale, then the calendar is set, then
  /// the layout, then an explicit hour cycle; the formatter's time zone is kept.
  func apply(to formatter: DateFormatter) {
    let timeZone = formatter.timeZone
    if let numberingSystem {
      let identifier = FormattingLocale.identifier(
        formatter.locale.identifier,
        numberingSystem: numberingSystem
      )
      formatter.locale = FormattingLocale.foundationLocale(identifier)
    }
    formatter.calendar = Calendar(identifier: calendar)
    formatter.timeZone = timeZone
    applyLayout(to: formatter)
    if let hourCycle, let pattern = formatter.dateFormat {
      formatter.dateFormat = hourCycle.applied(to: pattern)
    }
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
  private static func preferringLocaleHour(_ skeleton: String, locale: Locale) -> String {
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

  private static func calendarIdentifier(_ option: MessagevisorValue?) -> Calendar.Identifier {
    switch option {
    case .string("buddhist")?: return .buddhist
    case .string("japanese")?: return .japanese
    case .string("islamic")?: return .islamic
    case .string("iso8601")?: return .iso8601
    default: return .gregorian
    }
  }
}
