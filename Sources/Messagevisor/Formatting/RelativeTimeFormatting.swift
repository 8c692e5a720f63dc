import Foundation

/// Relative time through `Date.AnchoredRelativeFormatStyle` (Linux has no
/// `RelativeDateTimeFormatter`).
///
/// The value is turned into seconds and the platform picks the unit it shows from that interval
/// (90 seconds may print as "in 2 minutes"). The style describes its anchor as seen from the
/// formatted date, so the anchor is `reference + seconds` and `reference` is what gets formatted.
///
/// Foundation counts days, weeks, months and years across calendar boundaries, so seen from the
/// 1st of a month, "−1 month" would read "2 months ago". The reference is therefore a fixed
/// instant in the middle of a day, week, month and year (Wednesday 2025-07-16 12:00 UTC, in a
/// UTC Gregorian calendar): the wording depends only on the interval, never on today's date.
enum RelativeTimeFormatting {
  /// How wide the unit names are.
  enum Width: Hashable, Sendable {
    case wide
    case abbreviated
    case narrow

    /// `style: short` → abbreviated, `style: narrow` → narrow, anything else → wide.
    init(option: MessagevisorValue?) {
      switch option?.stringValue {
      case "short": self = .abbreviated
      case "narrow": self = .narrow
      default: self = .wide
      }
    }

    var unitsStyle: Date.AnchoredRelativeFormatStyle.UnitsStyle {
      switch self {
      case .wide: return .wide
      case .abbreviated: return .abbreviated
      case .narrow: return .narrow
      }
    }
  }

  private struct StyleKey: Hashable, Sendable {
    var locale: String
    var width: Width
    /// `numeric: auto`: named presentation ("yesterday"); otherwise numeric ("1 day ago").
    var named: Bool
    var numberingSystem: String?
  }

  /// The instant intervals are measured from: 2025-07-16T12:00:00Z.
  static let reference = Date(timeIntervalSince1970: 1_752_667_200)

  /// Beyond this many seconds (about 3 million years) an anchor is not a meaningful date.
  private static let largestInterval = 1e14

  private static let utcGregorian: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }()

  private static let styles = BoundedCache<StyleKey, Date.AnchoredRelativeFormatStyle>(
    capacity: 100
  )

  /// Seconds per unit: second 1, minute 60, hour 3 600, day 86 400, week 604 800, month
  /// 2 629 800, year 31 557 600; any other component counts as seconds.
  static func seconds(per unit: Calendar.Component) -> Double {
    switch unit {
    case .minute: return 60
    case .hour: return 3_600
    case .day: return 86_400
    case .weekOfYear, .weekOfMonth: return 604_800
    case .month: return 2_629_800
    case .year: return 31_557_600
    default: return 1
    }
  }

  /// Formats `value` units relative to the reference.
  ///
  /// Options: `style` (`short`, `narrow`, anything else long), `numeric` (`auto` names the
  /// interval where the locale has a name for it, "yesterday"; `always` or absent is numeric)
  /// and `numberingSystem`. Any other `numeric` value reports `unsupported_formatter` (option
  /// `numeric`) and throws.
  static func format(
    _ value: Double,
    unit: Calendar.Component,
    options: FormatOptions,
    context: FormattingContext
  ) throws -> String {
    let seconds = value * seconds(per: unit)
    guard seconds.isFinite else {
      throw context.invalidFormat(
        "Relative time must be finite", type: "relative", options: options)
    }
    guard abs(seconds) <= largestInterval else {
      throw context.invalidFormat(
        "Relative time is out of range", type: "relative", options: options)
    }
    let key = StyleKey(
      locale: context.locale,
      width: Width(option: options["style"]),
      named: try named(options["numeric"], context: context),
      numberingSystem: FormattingLocale.numberingSystem(options["numberingSystem"])
    )
    var style = styles.value(for: key) {
      FormatterStatistics.recordConstruction(label: key.locale)
      let identifier = FormattingLocale.identifier(
        key.locale, numberingSystem: key.numberingSystem)
      return Date.AnchoredRelativeFormatStyle(
        anchor: reference,
        presentation: key.named ? .named : .numeric,
        unitsStyle: key.width.unitsStyle,
        locale: FormattingLocale.foundationLocale(identifier),
        calendar: utcGregorian
      )
    }
    style.anchor = reference.addingTimeInterval(seconds)
    return style.format(reference)
  }

  /// Whether `numeric` asks for named presentation: `auto` yes; `always`, absent or null no;
  /// anything else is reported as unsupported and throws.
  private static func named(
    _ option: MessagevisorValue?,
    context: FormattingContext
  ) throws -> Bool {
    switch option {
    case nil, .null?, .string("always")?: return false
    case .string("auto")?: return true
    case let value?:
      throw context.unsupportedOption(
        "numeric",
        value: value,
        reason: "Relative time numeric \(value.displayValue) is not available in Foundation",
        formatter: "formatRelativeTime"
      )
    }
  }
}
