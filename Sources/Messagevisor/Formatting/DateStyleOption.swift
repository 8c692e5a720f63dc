import Foundation

/// A `dateStyle` / `timeStyle` value, convertible to both Foundation style enums.
enum DateStyleOption: Hashable, Sendable {
  case none
  case short
  case medium
  case long
  case full

  /// Parses `full`, `long`, `medium` or `short`; anything else (or absent) is `none`.
  init(option: MessagevisorValue?) {
    switch option?.stringValue {
    case "full": self = .full
    case "long": self = .long
    case "medium": self = .medium
    case "short": self = .short
    default: self = .none
    }
  }

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
