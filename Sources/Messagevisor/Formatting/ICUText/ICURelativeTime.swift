#if canImport(CMessagevisorICU)
  import CMessagevisorICU
  import Foundation

  /// `Intl.RelativeTimeFormat` on ICU: the value is formatted in the unit it was given in
  /// ("in 1.5 hours"), as JavaScript does, with `style` long/short/narrow and `numeric`
  /// always/auto ("1 day ago" / "yesterday").
  enum ICURelativeTime {
    private struct Key: Hashable, Sendable {
      var locale: String
      var width: Int32
    }

    private static let pools = BoundedCache<Key, FormatterPool<ICURelativeTimeHandle>>(
      capacity: 100)

    /// Formats `value` units of `unit`; `label` names the constructions in statistics.
    static func format(
      _ value: Double,
      unit: Calendar.Component,
      options: FormatOptions,
      locale: String
    ) throws -> String {
      let key = Key(
        locale: ICULocaleID.make(
          locale, numberingSystem: FormattingLocale.numberingSystem(options["numberingSystem"])),
        width: width(options["style"]))
      let pool = pools.value(for: key) {
        FormatterPool(statisticsLabel: locale) {
          ICURelativeTimeHandle(locale: key.locale, width: key.width)
        }
      }
      let numeric = options["numeric"]?.stringValue != "auto"
      return try pool.withFormatter {
        try $0.format(value, unit: icuUnit(unit), numeric: numeric)
      }
    }

    /// ICU's unit for a calendar component; components without a relative-time unit count
    /// as seconds, as in the Foundation engine.
    static func icuUnit(_ unit: Calendar.Component) -> Int32 {
      switch unit {
      case .year: return MV_UDAT_REL_UNIT_YEAR
      case .quarter: return MV_UDAT_REL_UNIT_QUARTER
      case .month: return MV_UDAT_REL_UNIT_MONTH
      case .weekOfYear, .weekOfMonth: return MV_UDAT_REL_UNIT_WEEK
      case .day: return MV_UDAT_REL_UNIT_DAY
      case .hour: return MV_UDAT_REL_UNIT_HOUR
      case .minute: return MV_UDAT_REL_UNIT_MINUTE
      default: return MV_UDAT_REL_UNIT_SECOND
      }
    }

    private static func width(_ option: MessagevisorValue?) -> Int32 {
      switch option?.stringValue {
      case "short": return MV_UDAT_STYLE_SHORT
      case "narrow": return MV_UDAT_STYLE_NARROW
      default: return MV_UDAT_STYLE_LONG
      }
    }
  }
#endif
