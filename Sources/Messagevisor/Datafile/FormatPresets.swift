/// Named format presets, grouped by formatter family.
///
/// Each preset is a set of ECMA-402-style options. A family that is nil or empty contributes
/// nothing.
public struct FormatPresets: Codable, Hashable, Sendable {
  /// Number presets (`{n, number, name}` and `formatNumber(_:preset:)`).
  public var number: [String: FormatOptions]?
  /// Date presets.
  public var date: [String: FormatOptions]?
  /// Time presets.
  public var time: [String: FormatOptions]?
  /// Relative-time presets.
  public var relative: [String: FormatOptions]?
  /// Date-time range presets.
  public var dateTimeRange: [String: FormatOptions]?

  /// Creates presets; every family defaults to nil.
  public init(
    number: [String: FormatOptions]? = nil,
    date: [String: FormatOptions]? = nil,
    time: [String: FormatOptions]? = nil,
    relative: [String: FormatOptions]? = nil,
    dateTimeRange: [String: FormatOptions]? = nil
  ) {
    self.number = number
    self.date = date
    self.time = time
    self.relative = relative
    self.dateTimeRange = dateTimeRange
  }

  /// True when every family is nil or empty.
  public var isEmpty: Bool {
    FormatFamily.allCases.allSatisfy { self[family: $0]?.isEmpty ?? true }
  }

  /// The presets of one family.
  public subscript(family family: FormatFamily) -> [String: FormatOptions]? {
    get {
      switch family {
      case .number: return number
      case .date: return date
      case .time: return time
      case .relative: return relative
      case .dateTimeRange: return dateTimeRange
      }
    }
    set {
      switch family {
      case .number: number = newValue
      case .date: date = newValue
      case .time: time = newValue
      case .relative: relative = newValue
      case .dateTimeRange: dateTimeRange = newValue
      }
    }
  }
}

/// A formatter family of `FormatPresets`.
public enum FormatFamily: String, CaseIterable, Sendable {
  /// Number presets (`formatNumber`, `{n, number, name}`).
  case number
  /// Date presets (`formatDate`, `{d, date, name}`).
  case date
  /// Time presets (`formatTime`, `{d, time, name}`).
  case time
  /// Relative-time presets (`formatRelativeTime`).
  case relative
  /// Date-time range presets (`formatDateTimeRange`).
  case dateTimeRange
}
