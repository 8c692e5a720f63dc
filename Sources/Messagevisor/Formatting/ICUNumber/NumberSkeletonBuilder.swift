/// Builds the ICU number skeleton for resolved ECMA-402 options, as V8 configures ICU.
///
/// Rounding mode and precision are always spelled out, because ICU's own defaults differ from
/// ECMA-402's (ICU rounds half-even, JS half-expand). Example: en
/// `{style: currency, currency: EUR, currencySign: accounting}` →
/// `currency/EUR sign-accounting .00 rounding-mode-half-up`.
enum NumberSkeletonBuilder {
  /// The skeleton of `options`; `numberingSystem` is the already checked system, if any.
  static func skeleton(for options: ICUNumberOptions, numberingSystem: String?) -> String {
    var tokens: [String] = []
    tokens.reserveCapacity(10)
    appendStyle(options, into: &tokens)
    appendNotation(options, into: &tokens)
    tokens.append(signToken(options))
    tokens.append(precisionToken(options.precision))
    if options.precision.minimumIntegerDigits > 1 {
      tokens.append("integer-width/*" + zeros(options.precision.minimumIntegerDigits))
    }
    tokens.append("rounding-mode-" + roundingToken(options.roundingMode))
    if let grouping = groupingToken(options.grouping) {
      tokens.append(grouping)
    }
    if let numberingSystem {
      tokens.append("numbering-system/" + numberingSystem)
    }
    return tokens.joined(separator: " ")
  }

  private static func appendStyle(_ options: ICUNumberOptions, into tokens: inout [String]) {
    switch options.style {
    case .currency:
      tokens.append("currency/" + (options.currency ?? "USD"))
      switch options.currencyDisplay {
      case .code: tokens.append("unit-width-iso-code")
      case .name: tokens.append("unit-width-full-name")
      case .narrowSymbol: tokens.append("unit-width-narrow")
      case .symbol: break
      }
    case .percent:
      tokens.append("percent")
      tokens.append("scale/100")
    case .unit:
      tokens.append("unit/" + (options.unit ?? ""))
      switch options.unitDisplay {
      case .long: tokens.append("unit-width-full-name")
      case .narrow: tokens.append("unit-width-narrow")
      case .short: break
      }
    case .decimal, .scientific:
      break
    }
  }

  private static func appendNotation(_ options: ICUNumberOptions, into tokens: inout [String]) {
    switch options.notation {
    case .scientific: tokens.append("scientific")
    case .engineering: tokens.append("engineering")
    case .compact: tokens.append(options.compactDisplay == .long ? "compact-long" : "compact-short")
    case .standard: break
    }
  }

  private static func signToken(_ options: ICUNumberOptions) -> String {
    let accounting = options.style == .currency && options.currencySign == .accounting
    switch options.signDisplay {
    case .auto: return accounting ? "sign-accounting" : "sign-auto"
    case .always: return accounting ? "sign-accounting-always" : "sign-always"
    case .exceptZero: return accounting ? "sign-accounting-except-zero" : "sign-except-zero"
    case .negative: return accounting ? "sign-accounting-negative" : "sign-negative"
    case .never: return "sign-never"
    }
  }

  /// `.00##`, `@@#`, `precision-increment/0.05`, combinations `…/…r|s`, and `/w`.
  static func precisionToken(_ precision: ICUNumberPrecision) -> String {
    var token: String
    switch precision.kind {
    case .fraction where precision.increment != 1:
      token = "precision-increment/" + incrementText(precision)
    case .fraction:
      token = fractionToken(precision.fraction)
    case .significant:
      token = significantToken(precision.significant)
    case .morePrecision:
      token =
        fractionToken(precision.fraction) + "/" + significantToken(precision.significant) + "r"
    case .lessPrecision:
      token =
        fractionToken(precision.fraction) + "/" + significantToken(precision.significant) + "s"
    }
    if precision.stripsIfInteger {
      token += "/w"
    }
    return token
  }

  private static func fractionToken(_ range: ClosedRange<Int>) -> String {
    if range.upperBound == 0 {
      return "precision-integer"
    }
    return "." + zeros(range.lowerBound) + hashes(range.upperBound - range.lowerBound)
  }

  private static func significantToken(_ range: ClosedRange<Int>) -> String {
    String(repeating: "@", count: range.lowerBound) + hashes(range.upperBound - range.lowerBound)
  }

  /// The increment in value units with as many fraction digits as the format shows
  /// (5 with 2 digits → `0.05`, 25 with 1 → `2.5`, 50 with 0 → `50`).
  private static func incrementText(_ precision: ICUNumberPrecision) -> String {
    let digits = precision.fraction.upperBound
    var text = String(precision.increment)
    guard digits > 0 else { return text }
    if text.count <= digits {
      text = zeros(digits - text.count + 1) + text
    }
    text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
    return text
  }

  private static func roundingToken(_ mode: NumberRoundingMode) -> String {
    switch mode {
    case .ceil: return "ceiling"
    case .floor: return "floor"
    case .expand: return "up"
    case .trunc: return "down"
    case .halfCeil: return "half-ceiling"
    case .halfFloor: return "half-floor"
    case .halfExpand: return "half-up"
    case .halfTrunc: return "half-down"
    case .halfEven: return "half-even"
    }
  }

  /// `auto` leaves ICU's default, as V8 does: the locale's grouping, but min2 with compact
  /// notation (Node 24: fr `{notation: compact, useGrouping: auto, minimumIntegerDigits: 4}`
  /// prints 7 as `0007`, without compact as `0 007`).
  private static func groupingToken(_ grouping: ICUNumberOptions.Grouping) -> String? {
    switch grouping {
    case .off: return "group-off"
    case .min2: return "group-min2"
    case .auto: return nil
    case .always: return "group-on-aligned"
    }
  }

  private static func zeros(_ count: Int) -> String {
    String(repeating: "0", count: count)
  }

  private static func hashes(_ count: Int) -> String {
    String(repeating: "#", count: count)
  }
}
