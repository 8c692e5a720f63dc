/// A number format of the Foundation engine resolved ahead of calls: the format styles of one
/// option set in one locale, and the factor the value is scaled by first.
///
/// A call then only picks the styles for the value's sign and formats: the options are not
/// read, validated or looked up again. Only options that format without a word for every
/// value are prepared (`NumberFormatting.preparedOptions`), so skipping the ordinary path
/// skips no diagnostic.
package final class PreparedFoundationNumber: Sendable {
  /// Where a currency style without a `currency` of its own takes its code.
  package enum Currency: Equatable, Sendable {
    /// From each call (a skeleton's options): such options are not prepared.
    case perCall
    /// From the snapshot the styles are prepared for (a preset of a call that brings no
    /// currency of its own); nil is USD, as for the ordinary path.
    case fixed(String?)

    var code: String? {
      guard case .fixed(let code) = self else { return nil }
      return code
    }
  }

  private let scale: Double
  private let nonNegative: NumberStyleEntry
  /// The styles for a negative value: the same as `nonNegative` unless the rounding mode
  /// depends on the sign (`NumberStyleKey`).
  private let negative: NumberStyleEntry

  /// The styles of ECMA-402 `options` (a skeleton's or a preset's, read by the caller) in
  /// `locale`, applied to the value times `scale`; nil unless `engine` is the Foundation
  /// engine and the ordinary path would format every value with them without reporting or
  /// throwing.
  package init?(
    options: FormatOptions,
    scale: Double = 1,
    currency: Currency = .perCall,
    locale: String,
    engine: FormattingEngineKind
  ) {
    guard engine.resolved == .foundation,
      let parsed = NumberFormatting.preparedOptions(options, locale: locale, currency: currency)
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
