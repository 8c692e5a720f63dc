import Foundation

/// A named date or time preset (`{d, date, numeric}`, `{t, time, short}`, or a bare
/// `{d, date}`) resolved for one call snapshot: the ICU engine's date format for the preset's
/// options in the snapshot's locale and zone.
///
/// Only the ICU engine prepares one, and only for options it formats without a word: valid
/// options (`IntlOptionCheck`), a known zone and a pattern ICU accepts. Elsewhere (and for a
/// date ICU cannot print) the caller formats the ordinary way, which reports the problem.
package final class PreparedDatePreset: Sendable {
  #if canImport(CMessagevisorICU)
    private let format: ICUDateFormat

    private init(format: ICUDateFormat) {
      self.format = format
    }
  #endif

  /// The format of `options` (the effective preset) in `locale`, in `timeZone` unless the
  /// options name one; nil unless `engine` is the ICU engine and the ordinary path would
  /// format with them without reporting or throwing.
  static func make(
    options: FormatOptions,
    kind: DateFormatKind,
    timeZone: String,
    locale: String,
    engine: FormattingEngineKind
  ) -> PreparedDatePreset? {
    #if canImport(CMessagevisorICU)
      guard engine.resolved == .icu, IntlOptionCheck.dateProblem(options) == nil else {
        return nil
      }
      let context = FormattingContext(locale: locale, timeZone: timeZone, engine: engine)
      let spec = ICUDateSpec(options: options, kind: kind)
      guard
        let request = try? ICUDateRequest(
          options: options, type: kind.rawValue, spec: spec, context: context),
        let format = try? ICUDateFormat.format(for: request.key)
      else { return nil }
      return PreparedDatePreset(format: format)
    #else
      return nil
    #endif
  }

  /// The text of `date`; nil when the ordinary path would refuse it (not finite, beyond
  /// JavaScript's range) or ICU fails, so that the caller reports it the ordinary way.
  package func string(of date: Date) -> String? {
    #if canImport(CMessagevisorICU)
      let milliseconds = date.timeIntervalSince1970 * 1000
      guard milliseconds.isFinite, abs(milliseconds) <= ICUDateRequest.maximumMilliseconds else {
        return nil
      }
      return try? format.format(milliseconds)
    #else
      return nil
    #endif
  }
}
