import Foundation

/// A `dateStyle` / `timeStyle` value, convertible to both Foundation style enums.
enum DateStyleOption: String, Hashable, Sendable, CaseIterable {
  case none
  case short
  case medium
  case long
  case full

  /// Parses `full`, `long`, `medium` or `short`; anything else (or absent) is `none`.
  init(option: MessagevisorValue?) {
    self = option?.stringValue.flatMap(DateStyleOption.init(rawValue:)) ?? .none
  }

  /// The values the options take: `short`, `medium`, `long`, `full`.
  static let optionValues = allCases.filter { $0 != .none }.map(\.rawValue)

  /// The `DateFormatter` style.
  var dateFormatterStyle: DateFormatter.Style {
    switch self {
    case .none: return .none
    case .short: return .short
    case .medium: return .medium
    case .long: return .long
    case .full: return .full
    }
  }

  /// The `DateIntervalFormatter` style.
  var intervalStyle: DateIntervalFormatter.Style {
    switch self {
    case .none: return .none
    case .short: return .short
    case .medium: return .medium
    case .long: return .long
    case .full: return .full
    }
  }
}
