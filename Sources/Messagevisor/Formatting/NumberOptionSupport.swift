import Foundation

/// Number options the Foundation engine cannot honour in the combination given.
///
/// Format styles have no engineering notation, so that notation goes through a
/// `NumberFormatter` pattern (`##0.###E0`), which fixes the mantissa's digits and drops
/// currency and percent. Compact names come with neither rounding increments nor ties towards
/// zero (which pre-rounding cannot supply, as it does not know the compact magnitude), and
/// pad integers only next to digit options. Significant digits never pad integers. Grouping is
/// the locale's or off, so `useGrouping` `true` / `always` cannot group a four-digit number
/// where the locale groups only from five digits (`es`, `pl`). Each of these is reported as
/// `unsupported_formatter` and throws (docs/decisions.md D17).
enum NumberOptionSupport {
  /// An option that cannot be honoured, and why.
  struct Refusal: Equatable, Sendable {
    var option: String
    var reason: String
  }

  /// The first option of `parsed` Foundation cannot honour in `locale`; nil when none.
  ///
  /// - Parameters:
  ///   - grouping: The Intl reader's `useGrouping` (`always` from `true` or "always").
  ///   - lookup: The options, for the digit options engineering notation refuses.
  static func refusal(
    _ parsed: NumberFormatOptions,
    grouping: ICUNumberOptions.Grouping,
    lookup: OptionLookup,
    locale: String
  ) -> Refusal? {
    switch parsed.notation {
    case .engineering:
      if let refusal = engineeringRefusal(parsed, lookup: lookup) { return refusal }
    case .compact:
      if let refusal = compactRefusal(parsed) { return refusal }
    case .standard, .scientific:
      break
    }
    if parsed.digits.significant != nil, parsed.digits.minimumIntegerDigits > 1 {
      return Refusal(
        option: "minimumIntegerDigits",
        reason: "minimumIntegerDigits cannot pad significant digits in Foundation")
    }
    return groupingRefusal(grouping, locale: locale)
  }

  /// The digit options the engineering pattern overrides, in the order they are checked.
  ///
  /// `roundingIncrement` is not among them: an increment other than 1 needs equal fraction
  /// digits beside it (refused here first), and 1 changes nothing.
  private static let engineeringDigitOptions = [
    "minimumIntegerDigits", "minimumFractionDigits", "maximumFractionDigits",
    "minimumSignificantDigits", "maximumSignificantDigits",
  ]

  private static func engineeringRefusal(
    _ parsed: NumberFormatOptions,
    lookup: OptionLookup
  ) -> Refusal? {
    if parsed.style == .currency || parsed.style == .percent {
      return Refusal(
        option: "style",
        reason: "Engineering notation with style \(parsed.style) is not available in Foundation")
    }
    for option in engineeringDigitOptions {
      if let value = lookup[option], value != .null {
        return Refusal(
          option: option,
          reason: "Engineering notation in Foundation fixes the digits; \(option) is not "
            + "available with it")
      }
    }
    return nil
  }

  private static func compactRefusal(_ parsed: NumberFormatOptions) -> Refusal? {
    if parsed.roundingIncrement != nil {
      return Refusal(
        option: "roundingIncrement",
        reason: "roundingIncrement is not available with compact notation in Foundation")
    }
    switch parsed.roundingMode {
    case .halfTrunc, .halfCeil, .halfFloor:
      return Refusal(
        option: "roundingMode",
        reason: "roundingMode \(parsed.roundingMode.rawValue) is not available with compact "
          + "notation in Foundation")
    default:
      break
    }
    if parsed.digits.compactRounding, parsed.digits.minimumIntegerDigits > 1 {
      return Refusal(
        option: "minimumIntegerDigits",
        reason: "minimumIntegerDigits needs fraction or significant digits with compact "
          + "notation in Foundation")
    }
    return nil
  }

  private static func groupingRefusal(
    _ grouping: ICUNumberOptions.Grouping,
    locale: String
  ) -> Refusal? {
    guard grouping == .always, groupsOnlyFromFiveDigits(locale) else {
      return nil
    }
    return Refusal(
      option: "useGrouping",
      reason: "useGrouping always is not available in Foundation where the locale groups only "
        + "from five digits")
  }

  private static let minimumGrouping = BoundedCache<String, Bool>(capacity: 100)

  /// Whether `locale` leaves 1000 ungrouped but groups 10000 (a minimum grouping of two
  /// digits), read from its own format data once per locale.
  static func groupsOnlyFromFiveDigits(_ locale: String) -> Bool {
    minimumGrouping.value(for: locale) { locale in
      let grouped = FloatingPointFormatStyle<Double>(
        locale: FormattingLocale.foundationLocale(locale))
      let plain = grouped.grouping(.never)
      return grouped.format(1_000) == plain.format(1_000)
        && grouped.format(10_000) != plain.format(10_000)
    }
  }
}
