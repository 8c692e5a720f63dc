/// An ECMA-402 hour cycle and its pattern letter.
enum ICUHourCycle: String, Hashable, Sendable, CaseIterable {
  /// 0–11 (`K`).
  case h11
  /// 1–12 (`h`).
  case h12
  /// 0–23 (`H`).
  case h23
  /// 1–24 (`k`).
  case h24

  /// The hour letter of date patterns and skeletons.
  var letter: Character {
    switch self {
    case .h11: return "K"
    case .h12: return "h"
    case .h23: return "H"
    case .h24: return "k"
    }
  }

  /// Whether the cycle counts twelve hours (and so shows a day period).
  var isTwelveHour: Bool {
    self == .h11 || self == .h12
  }

  /// The cycle of a `udatpg_getDefaultHourCycle` result (`UDAT_HOUR_CYCLE_11` … `_24`,
  /// 0 … 3); nil for anything else.
  init?(icuValue: Int32) {
    switch icuValue {
    case 0: self = .h11
    case 1: self = .h12
    case 2: self = .h23
    case 3: self = .h24
    default: return nil
    }
  }

  /// The cycle of an hour letter (`K h H k`); nil for other characters.
  init?(letter: Character) {
    switch letter {
    case "K": self = .h11
    case "h": self = .h12
    case "H": self = .h23
    case "k": self = .h24
    default: return nil
    }
  }

  /// The cycle asked for by the options or the locale, before the locale default.
  ///
  /// ECMA-402: a Bool `hour12` wins and is resolved against the locale default (see
  /// `resolved(hour12:default:)`); otherwise the `hourCycle` option, otherwise the locale's
  /// `-u-hc-` keyword (ICU `hours`).
  struct Request: Hashable, Sendable {
    /// The `hour12` option when it is a Bool.
    var hour12: Bool?
    /// The `hourCycle` option, else the locale's `hours` keyword.
    var cycle: ICUHourCycle?

    /// Whether anything was asked for.
    var isEmpty: Bool {
      hour12 == nil && cycle == nil
    }

    /// The cycle this request resolves to for a locale whose default is `localeDefault`;
    /// nil when nothing was asked for.
    ///
    /// `hour12: true` keeps a 12-hour default and otherwise takes h12, except in Japan
    /// (region `JP`), where the 12-hour clock counts from 0 (h11), as V8 decides;
    /// `hour12: false` keeps a 24-hour default and otherwise takes h23.
    func resolved(localeDefault: ICUHourCycle, region: String? = nil) -> ICUHourCycle? {
      switch hour12 {
      case true?:
        guard !localeDefault.isTwelveHour else {
          return localeDefault
        }
        return region == "JP" ? .h11 : .h12
      case false?:
        return localeDefault.isTwelveHour ? .h23 : localeDefault
      case nil:
        return cycle
      }
    }
  }
}
