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
    // The options are read once, as Intl.NumberFormat reads them; the Foundation
    // configuration comes from that.
    let resolved: NumberOptionResolution
    do {
      resolved = try NumberOptionResolution(
        options, locale: context.locale, fallbackCurrency: context.currency)
    } catch {
      throw failure(error, options: options, context: context)
    }
    reportUnsupportedOptions(resolved, context: context)
    let parsed = resolved.parsed
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
    guard
      let resolved = try? NumberOptionResolution(
        options, locale: locale, fallbackCurrency: currency.code),
      resolved.unsupported.isEmpty,
      resolved.validated.style != .currency || resolved.lookup["currency"] != nil
        || currency != .perCall,
      resolved.parsed.style != .unit, resolved.parsed.notation != .engineering
    else { return nil }
    return resolved.parsed
  }

  /// The error a call throws (after reporting it) for options that do not resolve.
  private static func failure(
    _ problem: NumberOptionResolution.Problem,
    options: FormatOptions,
    context: FormattingContext
  ) -> any Error {
    switch problem {
    case .invalidOption(let error):
      return context.invalidNumberOption(error, options: options)
    case .invalidFormat(let error):
      return context.invalidFormat(error.reason, type: "number", options: options)
    case .refused(let refusal, let value):
      return context.unsupportedOption(
        refusal.option,
        value: value,
        reason: refusal.reason,
        formatter: context.numberFormatterName
      )
    }
  }

  /// Warns about the options Foundation formats without (`NumberOptionResolution.unsupported`).
  private static func reportUnsupportedOptions(
    _ resolved: NumberOptionResolution,
    context: FormattingContext
  ) {
    for unsupported in resolved.unsupported {
      context.reportUnsupported(
        unsupported.message,
        formatter: context.numberFormatterName,
        extra: ["option": .string(unsupported.option)]
      )
    }
  }
}
