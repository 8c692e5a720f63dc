/// The typed options of one Foundation number format; part of the formatter cache key.
///
/// Built from the Intl reader's result (`ICUNumberOptions`), which has already validated the
/// options and refused what ECMA-402 refuses: the option dictionary is read once. What the
/// reader resolves away and Foundation still tells apart (a Bool `useGrouping`, which digit
/// options a priority came with, a `roundingIncrement` given as text or with a fraction) is
/// looked up where the reader's result leaves it open. Two option dictionaries that configure
/// the same formatter give equal values, so they share cached formatters.
struct NumberFormatOptions: Hashable, Sendable {
  /// The output style.
  enum Style: Hashable, Sendable {
    case decimal
    case percent
    case currency
    /// The SDK's `style: scientific`, which shows scientific notation whatever `notation`
    /// says (compact and engineering aside).
    case scientific
    case unit
  }

  /// The `notation` option.
  typealias Notation = ICUNumberOptions.Notation
  /// How a currency is shown.
  typealias CurrencyDisplay = ICUNumberOptions.CurrencyDisplay
  /// The `signDisplay` option; `negative` shows a minus sign for negative values only: a
  /// negative value that rounds to zero (or −0) shows none.
  typealias SignDisplay = ICUNumberOptions.SignDisplay

  var style: Style = .decimal
  /// The upper-cased ISO 4217 code; set only for the currency style.
  var currencyCode: String?
  var currencyDisplay: CurrencyDisplay = .symbol
  var accounting = false
  var notation: Notation = .standard
  /// Grouping on/off from a Bool `useGrouping`; nil keeps the locale default.
  var grouping: Bool?
  var digits = NumberDigitOptions()
  var roundingMode: NumberRoundingMode = .halfExpand
  /// The ECMA-402 rounding increment (2, 5, 10, 20, 25, 50, … 5000); nil when 1 or absent.
  var roundingIncrement: Int?
  var signDisplay: SignDisplay = .auto
  var stripsIntegerFraction = false
  /// The option's numbering system; one that is not a single subtag is not applied.
  var numberingSystem: String?
  /// The unit identifier of the unit style (well-formed: ECMA-402 sanctioned, or `A-per-B`).
  var unit: String?
  /// The unit's width (`unitDisplay`); read only for the unit style.
  var unitDisplay = ICUNumberOptions.UnitDisplay.short

  /// Locale-default decimal formatting.
  init() {}

  /// The Foundation form of options the Intl reader accepted.
  ///
  /// Refuses what the Foundation engine refuses beyond the reader: fraction digit options out
  /// of order beside significant digits, and a `roundingIncrement` that is not a whole number.
  ///
  /// - Parameters:
  ///   - validated: The options as `Intl.NumberFormat` reads them (the ICU engine's reader).
  ///   - lookup: The same options, for the few facts the reader resolves away.
  init(_ validated: ICUNumberOptions, lookup: OptionLookup) throws(FormatOptionProblem) {
    style = Self.style(validated)
    currencyCode = validated.currency
    currencyDisplay = validated.currencyDisplay
    accounting = validated.currencySign == .accounting
    unit = validated.unit
    unitDisplay = validated.unitDisplay
    notation = validated.notation
    grouping = Self.grouping(validated.grouping, lookup: lookup)
    digits = try NumberDigitOptions(
      validated.precision, compact: notation == .compact, lookup: lookup)
    roundingMode = validated.roundingMode
    roundingIncrement = try Self.roundingIncrement(validated.precision.increment, lookup: lookup)
    signDisplay = validated.signDisplay
    stripsIntegerFraction = validated.precision.stripsIfInteger
    numberingSystem = validated.numberingSystem
  }

  private static func style(_ validated: ICUNumberOptions) -> Style {
    if validated.scientificStyle {
      return .scientific
    }
    switch validated.style {
    case .decimal: return .decimal
    case .percent: return .percent
    case .currency: return .currency
    case .unit: return .unit
    case .scientific: return .scientific
    }
  }

  /// Only a Bool `useGrouping` sets grouping: the reader's `off` also comes from 0 or "" and
  /// its `always` from "always", which keep the locale's grouping here.
  private static func grouping(
    _ resolved: ICUNumberOptions.Grouping,
    lookup: OptionLookup
  ) -> Bool? {
    switch resolved {
    case .off, .always: return lookup["useGrouping"]?.boolValue
    case .min2, .auto: return nil
    }
  }

  /// The reader's increment (1 when absent); a given increment must be a number without a
  /// fraction, where the reader also takes numeric text and floors.
  private static func roundingIncrement(
    _ increment: Int,
    lookup: OptionLookup
  ) throws(FormatOptionProblem) -> Int? {
    if let option = lookup["roundingIncrement"], option != .null {
      guard let number = option.numberValue, number.rounded() == number else {
        throw FormatOptionProblem(
          "roundingIncrement must be one of 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, "
            + "2000, 2500 or 5000"
        )
      }
    }
    return increment == 1 ? nil : increment
  }
}
