import Foundation

/// What range options decide about a `DateIntervalFormatter`: layout, calendar, numbering
/// system and hour cycle.
///
/// Field options become a skeleton for `dateTemplate`, the one the Foundation date path builds
/// (`DateTemplateBuilder.fieldSkeleton`, with the default date fields when only `era` or
/// `timeZoneName` is given), so a range shows the fields a date with the same options shows.
/// Without field options the range keeps `dateStyle`/`timeStyle` (`full`,
/// `long`, `medium`; anything else or absent is `short`, the interval formatter's default),
/// rebuilt around the hour letter when `hour12` or `hourCycle` is given, as dates are.
/// Calendar and numbering system are put on the locale as for dates
/// (`DateFormatSpec.localeAndCalendar`). Equal specs (with equal locale and zone) configure
/// equal formatters, so the spec is part of the range cache key.
struct DateRangeSpec: Hashable, Sendable {
  /// How the range is laid out.
  enum Layout: Hashable, Sendable {
    /// Interval styles; with an hour letter they are rebuilt as a template around it.
    case styles(date: DateStyleOption, time: DateStyleOption, hourLetter: Character?)
    /// A skeleton for `dateTemplate`.
    case template(String)
  }

  var layout: Layout
  /// The date spec of the same options, which decides calendar and numbering system.
  var dateSpec: DateFormatSpec

  /// The spec for range options.
  init(options: FormatOptions) {
    dateSpec = DateFormatSpec(options: options, kind: .date)
    let dateStyle = DateStyleOption(option: options["dateStyle"])
    let timeStyle = DateStyleOption(option: options["timeStyle"])
    let fields = DateTemplateBuilder.fieldSkeleton(options)
    if dateStyle == .none, timeStyle == .none, !fields.isEmpty {
      let selectsField = DateTemplateBuilder.selectsField(options)
      let defaults = selectsField ? "" : DateTemplateBuilder.defaultSkeleton(.date)
      layout = .template(defaults + fields)
      return
    }
    let hourLetter =
      DateTemplateBuilder.overridesHourCycle(options)
      ? DateTemplateBuilder.hourLetter(options) : nil
    layout = .styles(
      date: Self.intervalStyle(dateStyle),
      time: Self.intervalStyle(timeStyle),
      hourLetter: hourLetter
    )
  }

  /// The option the interval formatter would leave out, if any: ICU's interval formats drop
  /// the offset zone names of `timeZoneName` `shortOffset` / `longOffset` (`O`, `OOOO`), so
  /// "4:30 – 5:45 AM" would print without "GMT-4".
  var unhonouredOption: String? {
    guard case .template(let skeleton) = layout, skeleton.utf8.contains(UInt8(ascii: "O"))
    else {
      return nil
    }
    return "timeZoneName"
  }

  /// The spec resolved for `locale`: the template (nil for plain styles), locale and calendar.
  ///
  /// Runs once per cache entry. A template's `K` (h11) and `k` (h24) are read as `h` and `H` by
  /// the interval formatter, so they are written `j` with the cycle as the locale's `hours`
  /// keyword, which it honours.
  func resolved(for locale: Locale) -> DateRangeFormat {
    let (configured, calendar) = dateSpec.localeAndCalendar(locale)
    var format = DateRangeFormat(locale: configured, calendar: calendar, layout: layout)
    guard var template = template(locale: configured, calendar: calendar) else {
      return format
    }
    if let cycle = Self.keywordCycle(template) {
      template = String(template.map { $0 == "K" || $0 == "k" ? "j" : $0 })
      let identifier = FormattingLocale.identifier(
        configured.identifier, keyword: "hours", value: cycle)
      format.locale = Locale(identifier: identifier)
    }
    format.template = template
    return format
  }

  private func template(locale: Locale, calendar: Calendar) -> String? {
    switch layout {
    case .template(let skeleton):
      return DateFormatSpec.preferringLocaleHour(skeleton, locale: locale)
    case .styles(_, _, nil):
      return nil
    case .styles(let date, let time, let hourLetter?):
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.calendar = calendar
      formatter.dateStyle = date.dateFormatterStyle
      formatter.timeStyle = time.dateFormatterStyle
      return DateTemplateBuilder.styleSkeleton(
        pattern: formatter.dateFormat ?? "", hourLetter: hourLetter)
    }
  }

  /// The `hours` keyword value for a template with `K` (h11) or `k` (h24); nil otherwise.
  private static func keywordCycle(_ template: String) -> String? {
    if template.contains("K") {
      return "h11"
    }
    return template.contains("k") ? "h24" : nil
  }

  /// `full`, `long` and `medium` map to themselves and anything else to `short`.
  private static func intervalStyle(_ style: DateStyleOption) -> DateStyleOption {
    style == .none ? .short : style
  }
}
