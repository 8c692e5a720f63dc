/// What date options decide about an ICU date formatter, computed without calling ICU.
///
/// Equal specs (with equal locale and zone) give equal formatters, so the spec is part of the
/// cache key. The hour field is written `j` (or `jj`) here; the resolved hour cycle's letter
/// replaces it when the formatter is built.
struct ICUDateSpec: Hashable, Sendable {
  /// How the pattern is found.
  enum Layout: Hashable, Sendable {
    /// An ECMA-402 field skeleton (`yMMMdjjmm`), with `j` for the hour.
    case fields(String)
    /// The locale's styled pattern (`dateStyle` / `timeStyle`).
    case styles(date: DateStyleOption, time: DateStyleOption)
    /// An ICU message skeleton (`{d, date, ::yMMMd}`), used as written.
    case skeleton(String)
  }

  var layout: Layout
  /// The hour cycle asked for by `hour12`, `hourCycle` or the locale's `-u-hc-`.
  var hourCycle: ICUHourCycle.Request
  /// The `calendar` option (BCP 47 name), if any.
  var calendar: String?
  /// The `numberingSystem` option, if any.
  var numberingSystem: String?

  /// The spec for ECMA-402 style or field options.
  init(options: FormatOptions, kind: DateFormatKind) {
    let dateStyle = DateStyleOption(option: options["dateStyle"])
    let timeStyle = DateStyleOption(option: options["timeStyle"])
    if dateStyle != .none || timeStyle != .none {
      layout = .styles(date: dateStyle, time: timeStyle)
    } else {
      layout = .fields(ICUDateSkeleton.fields(options, kind: kind))
    }
    hourCycle = ICUHourCycle.Request(
      hour12: options["hour12"]?.boolValue,
      cycle: options["hourCycle"]?.stringValue.flatMap(ICUHourCycle.init(rawValue:))
    )
    calendar = options["calendar"]?.stringValue
    numberingSystem = FormattingLocale.numberingSystem(options["numberingSystem"])
    if !showsHour {
      hourCycle = ICUHourCycle.Request(hour12: nil, cycle: nil)
    }
  }

  /// Whether the layout can show an hour; without one the hour cycle changes nothing, so
  /// options that differ only there share a formatter.
  private var showsHour: Bool {
    switch layout {
    case .fields(let skeleton): return skeleton.contains("j")
    case .styles(_, let time): return time != .none
    case .skeleton: return true
    }
  }

  /// The spec for an ICU message skeleton; an empty one is the kind's default.
  init(skeleton: String, kind: DateFormatKind) {
    if skeleton.isEmpty {
      layout = .fields(ICUDateSkeleton.defaultSkeleton(kind))
    } else {
      layout = .skeleton(skeleton)
    }
    hourCycle = ICUHourCycle.Request(hour12: nil, cycle: nil)
    calendar = nil
    numberingSystem = nil
  }
}
