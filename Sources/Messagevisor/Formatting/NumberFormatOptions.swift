/// The typed options of one Foundation number format; part of the formatter cache key.
///
/// Built from the Intl reader's result (`ICUNumberOptions`), which has already validated the
/// options and refused what ECMA-402 refuses: the option dictionary is read once. What the
/// reader resolves away and Foundation still tells apart (a Bool `useGrouping: true`, which
/// digit options a priority came with) is looked up where the reader's result leaves it open. Two
/// option dictionaries that configure the same formatter give equal values, so they share cached
/// formatters.
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
  /// of order beside significant digits.
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
    roundingIncrement = validated.precision.increment == 1 ? nil : validated.precision.increment
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

  /// `off` (false, 0, "" as Intl reads them) turns grouping off; `always` keeps a Bool
  /// `true` apart from the locale's default; `min2` and `auto` are the locale's grouping.
  private static func grouping(
    _ resolved: ICUNumberOptions.Grouping,
    lookup: OptionLookup
  ) -> Bool? {
    switch resolved {
    case .off: return false
    case .always: return lookup["useGrouping"]?.boolValue
    case .min2, .auto: return nil
    }
  }
}
