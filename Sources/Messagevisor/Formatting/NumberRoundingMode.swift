import Foundation

/// An ECMA-402 `roundingMode`, mapped onto Foundation's sign-unaware rounding modes.
enum NumberRoundingMode: String, Hashable, Sendable, CaseIterable {
  case ceil
  case floor
  case expand
  case trunc
  case halfCeil
  case halfFloor
  case halfExpand
  case halfTrunc
  case halfEven

  /// Parses an option value; anything unknown (or absent) is `halfExpand`.
  init(option: MessagevisorValue?) {
    self = option?.stringValue.flatMap(NumberRoundingMode.init(rawValue:)) ?? .halfExpand
  }

  /// Whether the Foundation mode depends on the sign of the formatted value.
  var dependsOnSign: Bool {
    switch self {
    case .expand, .trunc, .halfCeil, .halfFloor: return true
    case .ceil, .floor, .halfExpand, .halfTrunc, .halfEven: return false
    }
  }

  /// The format-style rule that rounds a value of the given sign like this ECMA mode, or nil
  /// when that takes ties towards zero ("half down"), which format styles cannot express.
  ///
  /// `halfTrunc` always needs half down, `halfCeil` for negative values and `halfFloor` for
  /// positive ones.
  func formatStyleRule(negative: Bool) -> FloatingPointRoundingRule? {
    switch self {
    case .ceil: return .up
    case .floor: return .down
    case .expand: return .awayFromZero
    case .trunc: return .towardZero
    case .halfExpand: return .toNearestOrAwayFromZero
    case .halfEven: return .toNearestOrEven
    case .halfCeil: return negative ? nil : .toNearestOrAwayFromZero
    case .halfFloor: return negative ? .toNearestOrAwayFromZero : nil
    case .halfTrunc: return nil
    }
  }

  /// The Foundation mode that rounds a value of the given sign like this ECMA mode.
  ///
  /// Foundation's `halfUp` breaks ties away from zero and `halfDown` towards zero; its own
  /// default is `halfEven`, so a formatter must always be given the result.
  func foundationMode(negative: Bool) -> NumberFormatter.RoundingMode {
    switch self {
    case .ceil: return .ceiling
    case .floor: return .floor
    case .expand: return negative ? .floor : .ceiling
    case .trunc: return negative ? .ceiling : .floor
    case .halfCeil: return negative ? .halfDown : .halfUp
    case .halfFloor: return negative ? .halfUp : .halfDown
    case .halfExpand: return .halfUp
    case .halfTrunc: return .halfDown
    case .halfEven: return .halfEven
    }
  }
}
