/// A number format resolved once, ahead of calls, for one locale: what a compiled message
/// holds instead of looking its formatter up on every call.
///
/// Only the ICU engine prepares formats; elsewhere (and for a skeleton ICU refuses) there is
/// none, and the caller formats the ordinary way, which also reports the problem.
package struct PreparedNumberFormat: Sendable {
  #if canImport(CMessagevisorICU)
    private let handle: ICUNumberFormatterHandle

    private init(handle: ICUNumberFormatterHandle) {
      self.handle = handle
    }
  #endif

  /// The formatter of an ICU message skeleton (the text after `::`) in `locale`, completed
  /// with the defaults `MessagevisorFormatting.formatNumber(_:skeleton:context:)` gives it;
  /// nil unless `engine` is the ICU engine and ICU accepts the skeleton.
  package static func skeleton(
    _ skeleton: String,
    locale: String,
    engine: FormattingEngineKind
  ) -> PreparedNumberFormat? {
    #if canImport(CMessagevisorICU)
      guard engine.resolved == .icu,
        let handle = try? ICUNumberFormatting.skeletonHandle(skeleton, locale: locale)
      else { return nil }
      return PreparedNumberFormat(handle: handle)
    #else
      return nil
    #endif
  }

  /// The ICU engine's formatter of ECMA-402 `options` in `locale`, a currency style without a
  /// code taking `currency`, as `MessagevisorFormatting.formatNumber(_:options:context:)`
  /// resolves them; nil unless `engine` is the ICU engine and the options are valid.
  package static func options(
    _ options: FormatOptions,
    currency: String?,
    locale: String,
    engine: FormattingEngineKind
  ) -> PreparedNumberFormat? {
    #if canImport(CMessagevisorICU)
      guard engine.resolved == .icu,
        let handle = try? ICUNumberFormatting.handle(
          options: options, locale: locale, fallbackCurrency: currency)
      else { return nil }
      return PreparedNumberFormat(handle: handle)
    #else
      return nil
    #endif
  }

  /// Runs `body` on the UTF-16 text of `value`, held in a stack buffer; false when ICU fails
  /// (the caller then formats the ordinary way, which reports the failure).
  package func withText(
    of value: Double,
    _ body: (UnsafeBufferPointer<UInt16>) throws -> Void
  ) rethrows -> Bool {
    #if canImport(CMessagevisorICU)
      return try handle.withText(of: value, body)
    #else
      return false
    #endif
  }
}
