/// Number preset options, checked by the reader the ICU engine formats with.
///
/// Each option is read on its own by `ICUNumberOptions`, in a preset of the style that reads it
/// (`currencyDisplay` in a currency preset, `unitDisplay` in a unit preset), since ECMA-402
/// reads and checks every option whatever the style; then the whole preset is read once more
/// for the rules between options (a minimum above its maximum, `unit` required by
/// `style: unit`, the fraction digits `roundingIncrement` needs). The reasons are the ones the
/// engine reports when it refuses the options at run time.
enum NumberPresetRules {
  /// `Intl.NumberFormat`'s options, in ECMA-402's reading order.
  static let names = [
    "localeMatcher", "numberingSystem", "style", "currency", "currencyDisplay", "currencySign",
    "unit", "unitDisplay", "notation", "minimumIntegerDigits", "minimumFractionDigits",
    "maximumFractionDigits", "minimumSignificantDigits", "maximumSignificantDigits",
    "roundingIncrement", "roundingMode", "roundingPriority", "trailingZeroDisplay",
    "compactDisplay", "useGrouping", "signDisplay",
  ]

  /// What an option needs beside it for the engine to read it: the engine reads the currency
  /// options only for `style: currency`, the unit options only for `style: unit`, a unit
  /// style requires a unit, and an increment needs equal fraction digits (V8 keeps the 0…3
  /// default beside it).
  private static let companions: [String: FormatOptions] = [
    "roundingIncrement": ["maximumFractionDigits": .int(0)],
    "style": ["unit": .string("meter")],
    "currency": ["style": .string("currency")],
    "currencyDisplay": ["style": .string("currency")],
    "currencySign": ["style": .string("currency")],
    "unit": ["style": .string("unit")],
    "unitDisplay": ["style": .string("unit"), "unit": .string("meter")],
  ]

  /// The problem the engine finds with `name` set to `value` on its own; nil when none (or
  /// when it is about another option, which the whole preset decides).
  static func issue(_ name: String, _ value: MessagevisorValue) -> FormatOptionIssue? {
    var options = companions[name] ?? [:]
    options[name] = value
    return refusal(options).flatMap { $0.option == name ? $0 : nil }
  }

  /// The problem the engine finds with the preset as a whole (reported once its options are
  /// each valid, so it is about how they combine); empty when it reads the preset.
  static func combinationIssues(_ options: FormatOptions) -> [FormatOptionIssue] {
    refusal(options).map { [$0] } ?? []
  }

  /// The engine's refusal of `options`, as an issue; without a `currency` option the currency
  /// style formats in the call's or instance's currency, so none is required here.
  private static func refusal(_ options: FormatOptions) -> FormatOptionIssue? {
    do {
      _ = try ICUNumberOptions(parsing: OptionLookup(options), fallbackCurrency: nil)
      return nil
    } catch {
      return FormatOptionIssue(
        option: error.option,
        kind: .invalidValue,
        reason: error.reason,
        candidates: error.allowed
      )
    }
  }
}
