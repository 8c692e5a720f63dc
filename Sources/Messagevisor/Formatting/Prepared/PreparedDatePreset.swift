import Foundation

/// A named date or time preset (`{d, date, numeric}`, `{t, time, short}`, or a bare
/// `{d, date}`) resolved for one call snapshot: the engine's format for the preset's options
/// in the snapshot's locale and zone.
///
/// The ICU engine keeps its date format; the Foundation engine keeps the pool of configured
/// `DateFormatter`s its ordinary path would look up. Either is prepared only for options the
/// engine formats without a word: valid options (`IntlOptionCheck`), a known zone, and a
/// pattern ICU accepts or a calendar Foundation has. Elsewhere (and for a date the engine
/// refuses) the caller formats the ordinary way, which reports the problem.
package final class PreparedDatePreset: Sendable {
  #if canImport(CMessagevisorICU)
    /// The ICU engine's format, or nil on the Foundation engine.
    private let icu: ICUDateFormat?
  #endif
  /// The Foundation engine's formatters, or nil on the ICU engine.
  private let foundation: FormatterPool<DateFormatter>?

  #if canImport(CMessagevisorICU)
    private init(icu: ICUDateFormat) {
      self.icu = icu
      self.foundation = nil
    }
  #endif

  private init(foundation: FormatterPool<DateFormatter>) {
    #if canImport(CMessagevisorICU)
      self.icu = nil
    #endif
    self.foundation = foundation
  }

  /// The format of `options` (the effective preset) in `locale`, in `timeZone` unless the
  /// options name one; nil unless the ordinary path of `engine` would format with them
  /// without reporting or throwing.
  static func make(
    options: FormatOptions,
    kind: DateFormatKind,
    timeZone: String,
    locale: String,
    engine: FormattingEngineKind
  ) -> PreparedDatePreset? {
    guard IntlOptionCheck.dateProblem(options) == nil else { return nil }
    let context = FormattingContext(locale: locale, timeZone: timeZone, engine: engine)
    switch engine.resolved {
    case .icu:
      return icuPreset(
        spec: ICUDateSpec(options: options, kind: kind), options: options, kind: kind,
        context: context)
    case .foundation:
      return DateFormatting.preparedPool(options: options, kind: kind, context: context)
        .map(PreparedDatePreset.init(foundation:))
    }
  }

  /// The format of a message's date skeleton (`{d, date, ::yMMMd}`) in `locale` and
  /// `timeZone`; nil unless the ordinary path of `engine` would format with it without
  /// reporting or throwing.
  static func make(
    skeleton: String,
    timeZone: String,
    locale: String,
    engine: FormattingEngineKind
  ) -> PreparedDatePreset? {
    let context = FormattingContext(locale: locale, timeZone: timeZone, engine: engine)
    switch engine.resolved {
    case .icu:
      return icuPreset(
        spec: ICUDateSpec(skeleton: skeleton, kind: .date), options: [:], kind: .date,
        context: context)
    case .foundation:
      return DateFormatting.preparedPool(skeleton: skeleton, kind: .date, context: context)
        .map(PreparedDatePreset.init(foundation:))
    }
  }

  /// The text of `date`; nil when the ordinary path would refuse it (not finite, beyond
  /// JavaScript's range) or ICU fails, so that the caller reports it the ordinary way.
  package func string(of date: Date) -> String? {
    #if canImport(CMessagevisorICU)
      if icu != nil {
        let milliseconds = date.timeIntervalSince1970 * 1000
        guard milliseconds.isFinite, abs(milliseconds) <= ICUDateRequest.maximumMilliseconds
        else { return nil }
        return try? icu?.format(milliseconds)
      }
    #endif
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, abs(seconds) <= DateFormatting.maximumSecondsFrom1970 else {
      return nil
    }
    return foundation?.withFormatter { $0.string(from: date) }
  }

  /// The ICU engine's preset for `spec` (read from `options`, or a skeleton with none); nil
  /// where its ordinary path throws whatever the date (a zone or pattern ICU refuses), and
  /// always without ICU.
  private static func icuPreset(
    spec: ICUDateSpec,
    options: FormatOptions,
    kind: DateFormatKind,
    context: FormattingContext
  ) -> PreparedDatePreset? {
    #if canImport(CMessagevisorICU)
      guard
        let request = try? ICUDateRequest(
          options: options, type: kind.rawValue, spec: spec, context: context),
        let format = try? ICUDateFormat.format(for: request.key)
      else { return nil }
      return PreparedDatePreset(icu: format)
    #else
      return nil
    #endif
  }
}
