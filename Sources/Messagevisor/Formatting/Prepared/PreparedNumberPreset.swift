/// A named number preset (`{n, number, money}`, or a bare `{n, number}`) resolved for one
/// call snapshot: the effective options of the preset in the snapshot's locale, with its
/// currency, turned into the engine's formatter (ICU) or format styles (Foundation).
///
/// A snapshot keeps one per preset name, and per name and currency for calls that bring a
/// currency of their own (`CallState.presets`), made on the first call that formats it; a
/// call that brings formats of its own formats the ordinary way. Each thread works with its
/// own snapshot, so retaining one writes a reference count no other thread touches.
package final class PreparedNumberPreset: Sendable {
  private let format: PreparedNumberFormat?
  private let styles: PreparedFoundationNumber?

  /// The formatter of `options` (the effective preset) with `currency` (the snapshot's) in
  /// `locale`; nil when the ordinary path could report or throw with them.
  init?(options: FormatOptions, currency: String?, locale: String, engine: FormattingEngineKind) {
    if let format = PreparedNumberFormat.options(
      options, currency: currency, locale: locale, engine: engine)
    {
      self.format = format
      self.styles = nil
      return
    }
    guard
      let styles = PreparedFoundationNumber(
        options: options, currency: .fixed(currency), locale: locale, engine: engine)
    else { return nil }
    self.format = nil
    self.styles = styles
  }

  /// Runs `body` on the UTF-16 text of `value` (the ICU engine); false when ICU fails or the
  /// preset gives strings (`string(of:)`).
  package func withText(
    of value: Double,
    _ body: (UnsafeBufferPointer<UInt16>) throws -> Void
  ) rethrows -> Bool {
    try format?.withText(of: value, body) ?? false
  }

  /// The text of `value` from the Foundation engine's styles; nil on the ICU engine.
  package func string(of value: Double) -> String? {
    styles?.format(value)
  }
}
