import Messagevisor

/// An SDK feature, developed separately from the runtime core, that some vectors need.
///
/// Availability is probed at run time, so vectors report honestly whichever build runs them.
enum ConformanceRequirement: String, Sendable, CaseIterable, Hashable {
  /// Foundation-backed number, date, list and relative-time formatting.
  case formatting
  /// CLDR plural rules.
  case plurals
  /// The `MessagevisorICU` module.
  case icu

  /// True when this build provides the feature.
  var isAvailable: Bool {
    switch self {
    case .formatting: return Self.formattingAvailable
    case .plurals: return Self.pluralsAvailable
    case .icu: return ConformanceICU.isAvailable
    }
  }

  /// Why a vector needing this feature may fail in this build.
  var pendingReason: String {
    switch self {
    case .formatting: return "needs issue #4 (formatting)"
    case .plurals: return "needs CLDR plural rules (plurals)"
    case .icu: return "needs the MessagevisorICU module (icu)"
    }
  }

  private static let formattingAvailable: Bool = {
    let context = FormattingContext(locale: "en-US", timeZone: "UTC")
    let number = try? MessagevisorFormatting.formatNumber(1234.5, options: [:], context: context)
    return number?.contains("234") == true
  }()

  private static let pluralsAvailable: Bool = {
    let one = try? messagevisorPluralCategory(1, locale: "en")
    let two = try? messagevisorPluralCategory(2, locale: "cy")
    return one == "one" && two == "two"
  }()
}
