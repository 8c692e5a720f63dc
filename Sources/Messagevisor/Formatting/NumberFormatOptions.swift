/// The typed, validated options of one number format; part of the formatter cache key.
///
/// Two option dictionaries that configure the same formatter parse to equal values, so they
/// share cached formatters.
struct NumberFormatOptions: Hashable, Sendable {
  /// The output style.
  enum Style: Hashable, Sendable {
    case decimal
    case percent
    case currency
    case scientific
    case unit
  }

  /// The `notation` option.
  enum Notation: Hashable, Sendable {
    case standard
    case scientific
    case engineering
    case compact
  }

  /// How a currency is shown.
  enum CurrencyDisplay: Hashable, Sendable {
    case symbol
    case narrowSymbol
    case code
    case name
  }

  /// The `signDisplay` option.
  enum SignDisplay: Hashable, Sendable {
    case auto
    case always
    case exceptZero
    case never
    /// A minus sign for negative values only: a negative value that rounds to zero (or −0)
    /// shows none.
    case negative
  }

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
  /// The ECMA-402 rounding increment (1, 2, 5, 10, 20, 25, 50, … 5000); nil when 1 or absent.
  var roundingIncrement: Int?
  var signDisplay: SignDisplay = .auto
  var stripsIntegerFraction = false
  var numberingSystem: String?
  /// The unit identifier of the unit style (well-formed: ECMA-402 sanctioned, or `A-per-B`).
  var unit: String?
  /// The unit's width (`unitDisplay`); read only for the unit style.
  var unitDisplay = ICUNumberOptions.UnitDisplay.short

  /// Locale-default decimal formatting.
  init() {}

  /// Parses ECMA-402-style options.
  ///
  /// - Parameters:
  ///   - validated: The same options as `Intl.NumberFormat` reads them (the ICU engine's
  ///     reader, which refused what ECMA-402 refuses); the unit and its width are taken from it.
  ///   - fallbackCurrency: The currency used when the currency style has no option `currency`
  ///     (the caller passes call ?? instance currency; nil means `USD`).
  init(
    parsing options: OptionLookup,
    validated: ICUNumberOptions,
    fallbackCurrency: String?
  ) throws(FormatOptionProblem) {
    style = Self.style(options["style"])
    if style == .currency {
      currencyCode = try Self.currencyCode(options["currency"], fallback: fallbackCurrency)
      currencyDisplay = Self.currencyDisplay(options["currencyDisplay"])
      accounting = options["currencySign"]?.stringValue == "accounting"
    }
    if style == .unit {
      unit = validated.unit
      unitDisplay = validated.unitDisplay
    }
    notation = Self.notation(options["notation"])
    grouping = options["useGrouping"]?.boolValue
    digits = try NumberDigitOptions(parsing: options)
    roundingMode = NumberRoundingMode(option: options["roundingMode"])
    roundingIncrement = try Self.roundingIncrement(options["roundingIncrement"])
    signDisplay = Self.signDisplay(options["signDisplay"])
    stripsIntegerFraction = options["trailingZeroDisplay"]?.stringValue == "stripIfInteger"
    numberingSystem = FormattingLocale.numberingSystem(options["numberingSystem"])
  }

  private static func style(_ option: MessagevisorValue?) -> Style {
    switch option?.stringValue {
    case "currency": return .currency
    case "percent": return .percent
    case "scientific": return .scientific
    case "unit": return .unit
    default: return .decimal
    }
  }

  private static func notation(_ option: MessagevisorValue?) -> Notation {
    switch option?.stringValue {
    case "scientific": return .scientific
    case "engineering": return .engineering
    case "compact": return .compact
    default: return .standard
    }
  }

  private static func currencyDisplay(_ option: MessagevisorValue?) -> CurrencyDisplay {
    switch option?.stringValue {
    case "narrowSymbol": return .narrowSymbol
    case "code": return .code
    case "name": return .name
    default: return .symbol
    }
  }

  private static func signDisplay(_ option: MessagevisorValue?) -> SignDisplay {
    switch option?.stringValue {
    case "always": return .always
    case "exceptZero": return .exceptZero
    case "never": return .never
    case "negative": return .negative
    default: return .auto
    }
  }

  private static func currencyCode(
    _ option: MessagevisorValue?,
    fallback: String?
  ) throws(FormatOptionProblem) -> String {
    let code: String?
    switch option {
    case nil, .null?: code = fallback ?? "USD"
    case .string(let text)?: code = text
    default: code = nil
    }
    guard let code, FormatIdentifiers.isCurrencyCode(code) else {
      throw FormatOptionProblem("Currency must be a three-letter code")
    }
    return code.uppercased()
  }

  private static let allowedIncrements: Set<Int> = [
    1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000,
  ]

  private static func roundingIncrement(
    _ option: MessagevisorValue?
  ) throws(FormatOptionProblem) -> Int? {
    guard let option, option != .null else {
      return nil
    }
    guard let number = option.numberValue, number.isFinite, number.rounded() == number,
      abs(number) <= 5000, allowedIncrements.contains(Int(number))
    else {
      throw FormatOptionProblem(
        "roundingIncrement must be one of 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, "
          + "2000, 2500 or 5000"
      )
    }
    let increment = Int(number)
    return increment == 1 ? nil : increment
  }
}
