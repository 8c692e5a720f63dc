/// A number format of the Foundation engine resolved ahead of calls: the format styles of one
/// option set in one locale, and the factor the value is scaled by first.
///
/// A call then only picks the styles for the value's sign and formats: the options are not
/// read, validated or looked up again. Only options that format without a word for every
/// value are prepared (`NumberFormatting.preparedOptions`), so skipping the ordinary path
/// skips no diagnostic.
package final class PreparedFoundationNumber: Sendable {
  private let scale: Double
  private let nonNegative: NumberStyleEntry
  /// The styles for a negative value: the same as `nonNegative` unless the rounding mode
  /// depends on the sign (`NumberStyleKey`).
  private let negative: NumberStyleEntry

  /// The styles of ECMA-402 `options` (a skeleton's, read by the caller) in `locale`, applied
  /// to the value times `scale`; nil unless `engine` is the Foundation engine and the ordinary
  /// path would format every value with them without reporting or throwing.
  package init?(options: FormatOptions, scale: Double, locale: String, engine: FormattingEngineKind)
  {
    guard engine.resolved == .foundation,
      let parsed = NumberFormatting.preparedOptions(options, locale: locale)
    else { return nil }
    self.scale = scale
    nonNegative = NumberFormatting.entry(NumberStyleKey(locale: locale, options: parsed, value: 1))
    negative = NumberFormatting.entry(NumberStyleKey(locale: locale, options: parsed, value: -1))
  }

  /// The text of `value`, as `NumberFormatting.format` gives it for the same options.
  package func format(_ value: Double) -> String {
    let scaled = value * scale
    return NumberFormatting.format(scaled, entry: scaled < 0 ? negative : nonNegative)
  }
}
