import Foundation

/// A number format realised with Foundation's format styles (ICU number skeletons).
///
/// Format styles implement the ECMA-402 digit, sign and currency semantics directly, unlike
/// swift-corelibs-foundation's `NumberFormatter`, which ignores the maximum fraction digits
/// whenever a minimum is set and applies the currency code only to the plain currency style.
enum NumberStyle: Sendable {
  case decimal(FloatingPointFormatStyle<Double>)
  case percent(FloatingPointFormatStyle<Double>.Percent)
  case currency(FloatingPointFormatStyle<Double>.Currency)

  /// Builds the style for `options` with an already resolved precision and rounding rule.
  ///
  /// `scientific` notation (or style) applies to every style; `compact` and `engineering` are
  /// handled elsewhere. A Bool `useGrouping: false` turns grouping off, anything else keeps
  /// the locale's grouping.
  init(
    options: NumberFormatOptions,
    precision: NumberPrecision,
    rule: FloatingPointRoundingRule,
    locale: Locale
  ) {
    let scientific = options.notation == .scientific || options.style == .scientific
    let grouping: NumberFormatStyleConfiguration.Grouping =
      options.grouping == false ? .never : .automatic
    let notation: NumberFormatStyleConfiguration.Notation = scientific ? .scientific : .automatic
    switch options.style {
    case .currency:
      let style = FloatingPointFormatStyle<Double>.Currency(
        code: options.currencyCode ?? "USD",
        locale: locale
      )
      self = .currency(
        style
          .presentation(Self.presentation(options.currencyDisplay))
          .sign(strategy: Self.currencySign(options))
          .precision(precision.formatStylePrecision)
          .rounded(rule: rule, increment: precision.increment)
          .grouping(grouping)
          .notation(notation)
      )
    case .percent:
      self = .percent(
        FloatingPointFormatStyle<Double>.Percent(locale: locale)
          .sign(strategy: Self.sign(options.signDisplay))
          .precision(precision.formatStylePrecision)
          .rounded(rule: rule, increment: precision.increment)
          .grouping(grouping)
          .notation(notation)
      )
    case .decimal, .scientific, .unit:
      self = .decimal(
        FloatingPointFormatStyle<Double>(locale: locale)
          .sign(strategy: Self.sign(options.signDisplay))
          .precision(precision.formatStylePrecision)
          .rounded(rule: rule, increment: precision.increment)
          .grouping(grouping)
          .notation(notation)
      )
    }
  }

  /// Formats `value` (a fraction for the percent style: 0.5 → "50%").
  func format(_ value: Double) -> String {
    switch self {
    case .decimal(let style): return style.format(value)
    case .percent(let style): return style.format(value)
    case .currency(let style): return style.format(value)
    }
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
    case .auto: return .automatic
    case .always: return .always(includingZero: true)
    case .exceptZero: return .always(includingZero: false)
    case .never: return .never
    }
  }

  private static func currencySign(
    _ options: NumberFormatOptions
  ) -> CurrencyFormatStyleConfiguration.SignDisplayStrategy {
    switch (options.signDisplay, options.accounting) {
    case (.auto, false): return .automatic
    case (.auto, true): return .accounting
    case (.always, false): return .always(showZero: true)
    case (.always, true): return .accountingAlways(showZero: true)
    case (.exceptZero, false): return .always(showZero: false)
    case (.exceptZero, true): return .accountingAlways(showZero: false)
    case (.never, _): return .never
    }
  }
}
