import Foundation

/// A number format realised with Foundation's format styles (ICU number skeletons).
///
/// Format styles implement the ECMA-402 digit, sign and currency semantics directly, unlike
/// swift-corelibs-foundation's `NumberFormatter`, which ignores the maximum fraction digits
/// whenever a minimum is set and applies the currency code only to the plain currency style.
enum NumberStyle: Sendable {
  case decimal(FloatingPointFormatStyle<Double>)
  case percent(FloatingPointFormatStyle<Double>.Percent)
  /// A currency style; with an `ungrouping` when grouping is off (`CurrencyUngrouping`).
  case currency(FloatingPointFormatStyle<Double>.Currency, ungrouping: CurrencyUngrouping?)

  /// Builds the style for `options` with an already resolved precision and rounding rule.
  ///
  /// `scientific` notation (or style) and `compact` notation (Foundation's compact names)
  /// apply to every style; `engineering` is handled elsewhere. A nil `precision` keeps the
  /// notation's own rounding: compact notation without digit options rounds as ECMA-402's
  /// compact rounding does (two significant digits below 100, whole numbers above). A Bool
  /// `useGrouping: false` turns grouping off, anything else keeps the locale's grouping.
  init(
    options: NumberFormatOptions,
    precision: NumberPrecision?,
    rule: FloatingPointRoundingRule,
    locale: Locale
  ) {
    let grouping: NumberFormatStyleConfiguration.Grouping =
      options.grouping == false ? .never : .automatic
    let notation = Self.notation(options)
    let increment = precision?.increment
    switch options.style {
    case .currency:
      var style = FloatingPointFormatStyle<Double>.Currency(
        code: options.currencyCode ?? "USD",
        locale: locale
      )
      .presentation(Self.presentation(options.currencyDisplay))
      .sign(strategy: Self.currencySign(options))
      .rounded(rule: rule, increment: increment)
      .notation(notation)
      if let precision {
        style = style.precision(precision.formatStylePrecision)
      }
      let ungrouped = grouping == .never && notation == .automatic
      self = .currency(style, ungrouping: ungrouped ? CurrencyUngrouping(style) : nil)
    case .percent:
      var style = FloatingPointFormatStyle<Double>.Percent(locale: locale)
        .sign(strategy: Self.sign(options.signDisplay))
        .rounded(rule: rule, increment: increment)
        .grouping(grouping)
        .notation(notation)
      if let precision {
        style = style.precision(precision.formatStylePrecision)
      }
      self = .percent(style)
    case .decimal, .scientific, .unit:
      var style = FloatingPointFormatStyle<Double>(locale: locale)
        .sign(strategy: Self.sign(options.signDisplay))
        .rounded(rule: rule, increment: increment)
        .grouping(grouping)
        .notation(notation)
      if let precision {
        style = style.precision(precision.formatStylePrecision)
      }
      self = .decimal(style)
    }
  }

  /// Formats `value` (a fraction for the percent style: 0.5 → "50%").
  func format(_ value: Double) -> String {
    switch self {
    case .decimal(let style): return style.format(value)
    case .percent(let style): return style.format(value)
    case .currency(let style, let ungrouping):
      let text = style.format(value)
      return ungrouping?.ungrouped(text) ?? text
    }
  }

  private static func notation(
    _ options: NumberFormatOptions
  ) -> NumberFormatStyleConfiguration.Notation {
    if options.notation == .compact {
      return .compactName
    }
    let scientific = options.notation == .scientific || options.style == .scientific
    return scientific ? .scientific : .automatic
  }

  private static func presentation(
    _ display: NumberFormatOptions.CurrencyDisplay
  ) -> CurrencyFormatStyleConfiguration.Presentation {
    switch display {
    case .symbol: return .standard
    case .narrowSymbol: return .narrow
    case .code: return .isoCode
    case .name: return .fullName
    }
  }

  private static func sign(
    _ display: NumberFormatOptions.SignDisplay
  ) -> NumberFormatStyleConfiguration.SignDisplayStrategy {
    switch display {
    case .auto, .negative: return .automatic
    case .always: return .always(includingZero: true)
    case .exceptZero: return .always(includingZero: false)
    case .never: return .never
    }
  }

  private static func currencySign(
    _ options: NumberFormatOptions
  ) -> CurrencyFormatStyleConfiguration.SignDisplayStrategy {
    switch (options.signDisplay, options.accounting) {
    case (.auto, false), (.negative, false): return .automatic
    case (.auto, true), (.negative, true): return .accounting
    case (.always, false): return .always(showZero: true)
    case (.always, true): return .accountingAlways(showZero: true)
    case (.exceptZero, false): return .always(showZero: false)
    case (.exceptZero, true): return .accountingAlways(showZero: false)
    case (.never, _): return .never
    }
  }
}
