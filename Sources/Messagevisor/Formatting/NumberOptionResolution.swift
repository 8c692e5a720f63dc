/// ECMA-402 number options read for the Foundation engine: as `Intl.NumberFormat` reads them
/// (what it refuses is refused, with the ICU engine's reasons), turned into the Foundation
/// configuration, and checked against what Foundation can honour in the locale.
///
/// `NumberFormatting.format` reports each problem and throws, and warns about `unsupported`
/// options; a compiled message prepares only options that resolve with no problem and no
/// unsupported option (`NumberFormatting.preparedOptions`). One reading serves both, so the
/// two cannot disagree about which options format without a word.
struct NumberOptionResolution {
  /// Why options do not resolve, in the order they are read.
  enum Problem: Error {
    /// `Intl.NumberFormat` refuses an option.
    case invalidOption(ICUNumberOptionError)
    /// The options cannot become a Foundation configuration.
    case invalidFormat(FormatOptionProblem)
    /// Foundation cannot honour an option in the locale; `value` is the option's value.
    case refused(NumberOptionSupport.Refusal, value: MessagevisorValue)
  }

  let lookup: OptionLookup
  let validated: ICUNumberOptions
  let parsed: NumberFormatOptions

  /// Reads `options` for `locale`; a currency style without a code of its own takes
  /// `fallbackCurrency` (nil: USD).
  init(_ options: FormatOptions, locale: String, fallbackCurrency: String?) throws(Problem) {
    lookup = OptionLookup(options)
    do {
      validated = try ICUNumberOptions(parsing: lookup, fallbackCurrency: fallbackCurrency)
    } catch {
      throw .invalidOption(error)
    }
    do {
      parsed = try NumberFormatOptions(validated, lookup: lookup)
    } catch {
      throw .invalidFormat(error)
    }
    let refusal = NumberOptionSupport.refusal(
      parsed, grouping: validated.grouping, lookup: lookup, locale: locale)
    if let refusal {
      throw .refused(refusal, value: lookup[refusal.option] ?? .null)
    }
  }

  /// The options Foundation formats without, each with its warning: `compactDisplay: long`,
  /// any `roundingPriority` (even `auto`) and an explicit `useGrouping: min2`.
  var unsupported: [(option: String, message: String)] {
    var found: [(option: String, message: String)] = []
    if validated.notation == .compact, validated.compactDisplay == .long {
      found.append(
        (
          "compactDisplay",
          "compactDisplay long is not available in Foundation; using the native compact form"
        ))
    }
    if let priority = lookup["roundingPriority"], priority != .null {
      found.append(
        (
          "roundingPriority",
          "roundingPriority is not available in Foundation; significant digits win"
        ))
    }
    if asksForMin2 {
      found.append(
        (
          "useGrouping",
          "useGrouping min2 is not available in Foundation; the locale grouping is used"
        ))
    }
    return found
  }

  /// Whether `useGrouping` is "min2": the reader's `min2`, which compact notation also has by
  /// default.
  private var asksForMin2: Bool {
    guard validated.grouping == .min2 else {
      return false
    }
    return validated.notation != .compact || lookup["useGrouping"]?.stringValue == "min2"
  }
}
