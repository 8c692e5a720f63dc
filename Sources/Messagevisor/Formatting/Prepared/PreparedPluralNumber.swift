/// The number `#` prints in a plural branch, resolved once for a locale and engine.
///
/// Small non-negative integers (the common case) are printed with the locale's digits, read
/// once; anything else goes to the engine, as `MessagevisorFormatting.formatPluralNumber`
/// does.
package struct PreparedPluralNumber: Sendable {
  private let locale: String
  private let engine: FormattingEngineKind
  private let digits: LocaleDigits?

  /// Prepares `#` for `locale` with `engine`.
  package init(locale: String, engine: FormattingEngineKind) {
    self.locale = locale
    self.engine = engine.resolved
    #if canImport(CMessagevisorICU)
      digits = self.engine == .icu ? ICUNumberFormatting.localeDigits(locale) : nil
    #else
      digits = nil
    #endif
  }

  /// Appends the text of `value`.
  package func append(_ value: Double, to output: inout String) {
    if let digits, value.sign == .plus, value < 1000, value.rounded(.towardZero) == value {
      digits.append(Int(value), to: &output)
      return
    }
    output.append(engine.engine.formatPluralNumber(value, locale: locale))
  }
}
