import Foundation

/// The number-formatting engine shared by the direct helpers and the ICU module.
enum NumberFormatting {
  private static let styles = BoundedCache<NumberStyleKey, NumberStyleEntry>(capacity: 100)
  private static let pools = BoundedCache<NumberFormatterKey, FormatterPool<NumberFormatter>>(
    capacity: 100
  )

  /// Formats `value` with ECMA-402-style `options` (see `MessagevisorFormatting.formatNumber`).
  static func format(
    _ value: Double,
    options: FormatOptions,
    context: FormattingContext
  ) throws -> String {
    let lookup = OptionLookup(options)
    // The options are read once, as Intl.NumberFormat reads them (what it refuses is refused
    // here too, with the ICU engine's reasons); the Foundation configuration comes from that.
    let validated: ICUNumberOptions
    do {
      validated = try ICUNumberOptions(parsing: lookup, fallbackCurrency: context.currency)
    } catch {
      throw context.invalidNumberOption(error, options: options)
    }
    let parsed: NumberFormatOptions
    do {
      parsed = try NumberFormatOptions(validated, lookup: lookup)
    } catch {
      throw context.invalidFormat(error.reason, type: "number", options: options)
    }
    let refusal = NumberOptionSupport.refusal(
      parsed, grouping: validated.grouping, lookup: lookup, locale: context.locale)
    if let refusal {
      throw context.unsupportedOption(
        refusal.option,
        value: lookup[refusal.option] ?? .null,
        reason: refusal.reason,
        formatter: context.numberFormatterName
      )
    }
    reportUnsupportedOptions(validated, lookup: lookup, context: context)
    if parsed.style == .unit {
      return try MeasurementFormatting.format(value, parsed: parsed, context: context)
    }
    guard let text = format(value, parsed: parsed, locale: context.locale) else {
      throw context.invalidFormat(
        "Foundation rejected the number format",
        type: "number",
        options: options
      )
    }
    return text
  }

  /// The number printed for `#`: locale decimal, halfUp, at most 3 fraction digits, grouping.
  static func formatPluralNumber(_ value: Double, locale: String) -> String {
    let format = { (number: Double) in
      NumberFormatting.format(number, parsed: NumberFormatOptions(), locale: locale)
    }
    if value.sign == .plus, value < 1000, value.rounded(.towardZero) == value,
      let digits = LocaleDigits.of(locale, format: format),
      let text = digits.format(Int(value))
    {
      return text
    }
    return format(value) ?? String(describing: value)
  }

  /// Formats with already parsed options; nil when Foundation returns no string.
  ///
  /// Engineering notation goes through `NumberFormatter` (format styles have no engineering
  /// form); everything else through a cached `NumberStyle`.
  static func format(_ value: Double, parsed: NumberFormatOptions, locale: String) -> String? {
    if parsed.notation == .engineering {
      return formatWithFormatter(value, parsed: parsed, locale: locale)
    }
    return format(
      value, entry: entry(NumberStyleKey(locale: locale, options: parsed, value: value)))
  }

  /// The styles of `key`, from the shared cache.
  static func entry(_ key: NumberStyleKey) -> NumberStyleEntry {
    styles.value(for: key) { NumberStyleEntry(key) }
  }

  /// Formats with the styles of one cached (or prepared) entry.
  static func format(_ value: Double, entry: NumberStyleEntry) -> String {
    let rounded = entry.preRounding.map { NumberPreRounding.round(value, key: $0) } ?? value
    let input = entry.unsigned(rounded)
    if let stripped = entry.stripped {
      let text = stripped.format(input)
      if !text.contains(entry.decimalSeparator) {
        return text
      }
    }
    return entry.style.format(input)
  }

  private static func formatWithFormatter(
    _ value: Double,
    parsed: NumberFormatOptions,
    locale: String
  ) -> String? {
    // Engineering notation rounds only zero itself to zero.
    let value = parsed.signDisplay == .negative && value == 0 ? 0 : value
    if parsed.stripsIntegerFraction,
      let integral = formatIfIntegral(value, parsed: parsed, locale: locale)
    {
      return integral
    }
    return format(value, key: NumberFormatterKey(locale: locale, options: parsed, value: value))
  }

  /// `trailingZeroDisplay: stripIfInteger`: formats without minimum fraction digits and keeps
  /// the text only when the rounded value shows no fraction; nil otherwise.
  private static func formatIfIntegral(
    _ value: Double,
    parsed: NumberFormatOptions,
    locale: String
  ) -> String? {
    let key = NumberFormatterKey(
      locale: locale, options: parsed, value: value, stripsFraction: true)
    return pool(for: key).withFormatter { formatter -> String? in
      guard let text = formatter.string(from: NSNumber(value: value)) else {
        return nil
      }
      let separator =
        parsed.style == .currency ? formatter.currencyDecimalSeparator : formatter.decimalSeparator
      let showsFraction = separator.map { !$0.isEmpty && text.contains($0) } ?? false
      return showsFraction ? nil : text
    }
  }

  /// Whether `value` shows no fraction once rounded as `parsed` says in `locale` (what
  /// `trailingZeroDisplay: stripIfInteger` asks before dropping minimum fraction digits).
  static func isIntegral(_ value: Double, _ parsed: NumberFormatOptions, locale: String) -> Bool {
    formatIfIntegral(value, parsed: parsed, locale: locale) != nil
  }

  private static func format(_ value: Double, key: NumberFormatterKey) -> String? {
    pool(for: key).withFormatter { $0.string(from: NSNumber(value: value)) }
  }

  private static func pool(for key: NumberFormatterKey) -> FormatterPool<NumberFormatter> {
    pools.value(for: key) {
      FormatterPool(statisticsLabel: key.locale) { NumberFormatterFactory.make(key) }
    }
  }

  /// The parsed options of `options` when formatting with them reports nothing and cannot
  /// throw for any value, so they can be resolved ahead of calls (`PreparedFoundationNumber`);
  /// nil otherwise (the call then formats the ordinary way, which reports and throws).
  ///
  /// Left out as well: a currency style without its own currency code when the currency
  /// is the call's (`perCall`), units (`MeasurementFormatter`) and engineering notation
  /// (`NumberFormatter`).
  static func preparedOptions(
    _ options: FormatOptions,
    locale: String,
    currency: PreparedFoundationNumber.Currency
  ) -> NumberFormatOptions? {
    let lookup = OptionLookup(options)
    guard let validated = try? ICUNumberOptions(parsing: lookup, fallbackCurrency: currency.code),
      validated.style != .currency || lookup["currency"] != nil || currency != .perCall,
      let parsed = try? NumberFormatOptions(validated, lookup: lookup),
      parsed.style != .unit, parsed.notation != .engineering
    else { return nil }
    let refusal = NumberOptionSupport.refusal(
      parsed, grouping: validated.grouping, lookup: lookup, locale: locale)
    guard refusal == nil, unsupportedOptions(validated, lookup: lookup).isEmpty else {
      return nil
    }
    return parsed
  }

  /// Warns about the options Foundation formats without (`unsupportedOptions`).
  private static func reportUnsupportedOptions(
    _ validated: ICUNumberOptions,
    lookup: OptionLookup,
    context: FormattingContext
  ) {
    for unsupported in unsupportedOptions(validated, lookup: lookup) {
      context.reportUnsupported(
        unsupported.message,
        formatter: context.numberFormatterName,
        extra: ["option": .string(unsupported.option)]
      )
    }
  }

  /// The options Foundation formats without, each with its warning: `compactDisplay: long`,
  /// any `roundingPriority` (even `auto`) and an explicit `useGrouping: min2`.
  private static func unsupportedOptions(_ validated: ICUNumberOptions, lookup: OptionLookup)
    -> [(option: String, message: String)]
  {
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
    if asksForMin2(validated, lookup: lookup) {
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
  private static func asksForMin2(_ validated: ICUNumberOptions, lookup: OptionLookup) -> Bool {
    guard validated.grouping == .min2 else {
      return false
    }
    return validated.notation != .compact || lookup["useGrouping"]?.stringValue == "min2"
  }
}
