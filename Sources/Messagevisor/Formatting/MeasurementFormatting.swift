import Foundation

/// The unit style of the Foundation engine: a number with its unit, as `MeasurementFormatter`
/// prints it (docs/decisions.md D17).
///
/// The number part follows the same options as any other number (digits, grouping, rounding,
/// sign) through a configured `NumberFormatter`; the unit keeps the unit given (no conversion
/// to the locale's system). What Foundation cannot print is reported as
/// `unsupported_formatter` and thrown, never replaced by something else: a unit without a
/// Foundation dimension, compact notation, and, where `MeasurementFormatter` does not exist
/// (swift-corelibs-foundation), every unit. The ICU engine formats all of them on Linux.
enum MeasurementFormatting {
  /// Everything a configured measurement formatter depends on.
  struct Key: Hashable, Sendable {
    /// The number part's configuration.
    var number: NumberFormatterKey
    var width: ICUNumberOptions.UnitDisplay
  }

  /// Formats `value` in the unit of `parsed` (whose style is `.unit`).
  static func format(
    _ value: Double,
    parsed: NumberFormatOptions,
    context: FormattingContext
  ) throws -> String {
    let unit = parsed.unit ?? ""
    guard parsed.notation != .compact else {
      throw refusal(
        "Compact notation is not available for units in Foundation", unit: unit,
        option: "notation", context: context)
    }
    guard let dimension = FoundationMeasureUnit.dimension(for: unit) else {
      throw refusal(
        "Foundation has no measurement unit for \(unit)", unit: unit, option: "unit",
        context: context)
    }
    let strips =
      parsed.stripsIntegerFraction
      && NumberFormatting.isIntegral(value, parsed, locale: context.locale)
    let number = NumberFormatterKey(
      locale: context.locale, options: parsed, value: value, stripsFraction: strips)
    let key = Key(number: number, width: parsed.unitDisplay)
    return try measure(value, in: dimension, key: key, context: context)
  }

  /// Reports `unsupported_formatter` for the unit and returns the error to throw.
  private static func refusal(
    _ reason: String,
    unit: String,
    option: String,
    context: FormattingContext
  ) -> MessagevisorError {
    context.reportUnsupported(
      reason,
      formatter: context.numberFormatterName,
      extra: ["option": .string(option), "unit": .string(unit)]
    )
    return MessagevisorError("\(reason) (unit \(unit))")
  }

  #if canImport(Darwin)
    private static let pools = BoundedCache<Key, FormatterPool<MeasurementFormatter>>(
      capacity: 100
    )

    private static func measure(
      _ value: Double,
      in dimension: Dimension,
      key: Key,
      context: FormattingContext
    ) throws -> String {
      let pool = pools.value(for: key) {
        FormatterPool(statisticsLabel: key.number.locale) { make(key) }
      }
      return pool.withFormatter { formatter in
        formatter.string(from: Measurement<Unit>(value: value, unit: dimension))
      }
    }

    /// A formatter printing the given unit at `key`'s width, its number as `key` says.
    private static func make(_ key: Key) -> MeasurementFormatter {
      let formatter = MeasurementFormatter()
      formatter.locale = FormattingLocale.foundationLocale(key.number.localeIdentifier)
      formatter.unitOptions = .providedUnit
      formatter.unitStyle = FoundationMeasureUnit.unitStyle(key.width)
      formatter.numberFormatter = NumberFormatterFactory.make(key.number)
      return formatter
    }
  #else
    /// swift-corelibs-foundation declares `MeasurementFormatter` unavailable.
    private static func measure(
      _ value: Double,
      in dimension: Dimension,
      key: Key,
      context: FormattingContext
    ) throws -> String {
      throw refusal(
        "Unit formatting is not available in Foundation on this platform",
        unit: key.number.options.unit ?? "", option: "style", context: context)
    }
  #endif
}
