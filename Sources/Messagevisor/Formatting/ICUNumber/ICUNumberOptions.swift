/// ECMA-402 `Intl.NumberFormat` options, validated and resolved for the ICU engine.
///
/// Two option dictionaries that configure the same formatter resolve to equal values, so
/// this is the formatter cache key (with the locale). `NumberSkeletonBuilder` turns it into an
/// ICU number skeleton.
struct ICUNumberOptions: Hashable, Sendable {
  enum Style: String, Hashable, Sendable, CaseIterable {
    case decimal, percent, currency, unit
    /// Not ECMA-402: the SDK's alias of `notation: scientific`.
    case scientific
  }

  enum Notation: String, Hashable, Sendable, CaseIterable {
    case standard, scientific, engineering, compact
  }

  enum CompactDisplay: String, Hashable, Sendable, CaseIterable {
    case short, long
  }

  enum CurrencyDisplay: String, Hashable, Sendable, CaseIterable {
    case code, symbol, narrowSymbol, name
  }

  enum CurrencySign: String, Hashable, Sendable, CaseIterable {
    case standard, accounting
  }

  enum UnitDisplay: String, Hashable, Sendable, CaseIterable {
    case short, narrow, long
  }

  enum SignDisplay: String, Hashable, Sendable, CaseIterable {
    case auto, never, always, exceptZero, negative
  }

  /// The resolved `useGrouping`.
  enum Grouping: String, Hashable, Sendable {
    case off, min2, auto, always
  }

  var style: Style = .decimal
  /// The upper-cased ISO 4217 code of the currency style.
  var currency: String?
  var currencyDisplay: CurrencyDisplay = .symbol
  var currencySign: CurrencySign = .standard
  /// The unit identifier of the unit style.
  var unit: String?
  var unitDisplay: UnitDisplay = .short
  var notation: Notation = .standard
  var compactDisplay: CompactDisplay = .short
  var signDisplay: SignDisplay = .auto
  var grouping: Grouping = .auto
  var precision = ICUNumberPrecision.standardDecimal
  var roundingMode: NumberRoundingMode = .halfExpand
  /// A well-formed numbering system name from the option (the locale's `-u-nu-` otherwise).
  var numberingSystem: String?
  /// Whether the option `style` was the SDK's `scientific`, read here as the decimal style
  /// with scientific notation by default.
  ///
  /// The Foundation engine keeps that style's own scientific form, which a `notation` option
  /// does not turn off (`NumberFormatOptions`).
  var scientificStyle = false

  /// Locale-default decimal formatting (what `#` prints).
  init() {}

  /// Parses and validates `options` the way `Intl.NumberFormat` does.
  ///
  /// - Parameter fallbackCurrency: The currency of a currency style without a `currency`
  ///   option (call ?? instance currency; nil means `USD`).
  init(parsing lookup: OptionLookup, fallbackCurrency: String?) throws(ICUNumberOptionError) {
    let reader = ICUNumberOptionReader(lookup: lookup)
    numberingSystem = try Self.numberingSystem(reader)
    style = try reader.choice("style", fallback: .decimal)
    if style == .currency {
      currency = try Self.currencyCode(reader, fallback: fallbackCurrency)
      currencyDisplay = try reader.choice("currencyDisplay", fallback: .symbol)
      currencySign = try reader.choice("currencySign", fallback: .standard)
    }
    if style == .unit {
      unit = try Self.unit(reader)
      unitDisplay = try reader.choice("unitDisplay", fallback: .short)
    }
    notation = try reader.choice(
      "notation", fallback: style == .scientific ? .scientific : .standard)
    if style == .scientific {
      style = .decimal
      scientificStyle = true
    }
    precision = try ICUNumberPrecision(
      parsing: lookup,
      defaults: defaultFractionDigits,
      compact: notation == .compact
    )
    roundingMode = try reader.choice("roundingMode", fallback: .halfExpand)
    compactDisplay = try reader.choice("compactDisplay", fallback: .short)
    grouping = try Self.grouping(lookup, compact: notation == .compact)
    signDisplay = try reader.choice("signDisplay", fallback: .auto)
  }

  /// ECMA-402's default fraction digits: the currency's own digits for a currency in
  /// standard notation, 0…0 for percent, 0…3 otherwise.
  private var defaultFractionDigits: ClosedRange<Int> {
    if style == .currency, notation == .standard {
      let digits = ICUCurrencyDigits.digits(for: currency ?? "USD")
      return digits...digits
    }
    return style == .percent ? 0...0 : 0...3
  }

  private static func currencyCode(
    _ reader: ICUNumberOptionReader,
    fallback: String?
  ) throws(ICUNumberOptionError) -> String {
    let problem = ICUNumberOptionError(
      option: "currency", reason: "Currency must be a three-letter code")
    let code: String
    do {
      code = try reader.string("currency") ?? fallback ?? "USD"
    } catch {
      throw problem
    }
    guard FormatIdentifiers.isCurrencyCode(code) else {
      throw problem
    }
    return code.uppercased()
  }

  private static func unit(_ reader: ICUNumberOptionReader) throws(ICUNumberOptionError) -> String {
    guard let unit = try reader.string("unit") else {
      throw ICUNumberOptionError(option: "unit", reason: "unit is required with style unit")
    }
    guard ICUMeasureUnit.isWellFormed(unit) else {
      throw ICUNumberOptionError(
        option: "unit",
        reason: "unit must be a sanctioned unit or a -per- compound of two: \(unit)"
      )
    }
    return unit
  }

  /// ECMA-402 GetBooleanOrStringNumberFormatOption for `useGrouping`.
  private static func grouping(
    _ lookup: OptionLookup,
    compact: Bool
  ) throws(ICUNumberOptionError) -> Grouping {
    let fallback: Grouping = compact ? .min2 : .auto
    switch lookup["useGrouping"] {
    case nil, .null?: return fallback
    case .bool(true)?: return .always
    case .bool(false)?, .int(0)?, .string("")?: return .off
    case .double(let number)? where number == 0 || number.isNaN: return .off
    case .string("true")?, .string("false")?: return fallback
    case .string("min2")?: return .min2
    case .string("auto")?: return .auto
    case .string("always")?: return .always
    default:
      throw ICUNumberOptionError(
        option: "useGrouping",
        reason: "useGrouping must be a boolean or one of min2, auto, always"
      )
    }
  }

  /// A numbering system option must be 3–8 letters or digits per subtag (ECMA-402).
  private static func numberingSystem(
    _ reader: ICUNumberOptionReader
  ) throws(ICUNumberOptionError) -> String? {
    guard let system = try reader.string("numberingSystem") else {
      return nil
    }
    let subtags = system.split(separator: "-", omittingEmptySubsequences: false)
    let wellFormed = subtags.allSatisfy { subtag in
      (3...8).contains(subtag.utf8.count)
        && subtag.utf8.allSatisfy { byte in
          (0x30...0x39).contains(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        }
    }
    guard wellFormed else {
      throw ICUNumberOptionError(
        option: "numberingSystem",
        reason: "numberingSystem must be a Unicode type identifier: \(system)"
      )
    }
    return system.lowercased()
  }
}
