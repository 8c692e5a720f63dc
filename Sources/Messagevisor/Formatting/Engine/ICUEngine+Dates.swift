#if canImport(CMessagevisorICU)
  import Foundation

  extension ICUEngine {
    package func formatDate(
      _ date: Date,
      options: FormatOptions,
      kind: DateFormatKind,
      context: FormattingContext
    ) throws -> String {
      let spec = ICUDateSpec(options: options, kind: kind)
      let request = try ICUDateRequest(
        options: options, type: kind.rawValue, spec: spec, context: context)
      let milliseconds = try request.milliseconds(date)
      return try request.run { try ICUDateFormat.format(for: request.key).format(milliseconds) }
    }

    package func formatDate(
      _ date: Date,
      skeleton: String,
      kind: DateFormatKind,
      context: FormattingContext
    ) throws -> String {
      let spec = ICUDateSpec(skeleton: skeleton, kind: kind)
      let request = try ICUDateRequest(
        options: [:], type: kind.rawValue, spec: spec, context: context)
      let milliseconds = try request.milliseconds(date)
      return try request.run { try ICUDateFormat.format(for: request.key).format(milliseconds) }
    }

    /// The ICU pattern a date with these options is formatted with (the oracle prints it next
    /// to Node's output, so a difference can be read as ICU data); nil when refused.
    package func datePattern(
      options: FormatOptions,
      kind: DateFormatKind,
      context: FormattingContext
    ) -> String? {
      let spec = ICUDateSpec(options: options, kind: kind)
      guard
        let request = try? ICUDateRequest(
          options: options, type: kind.rawValue, spec: spec, context: context)
      else {
        return nil
      }
      return try? ICUDatePatternResolver.resolve(request.key).pattern
    }

    /// The BCP 47 type of the calendar a date (or a range) with these options is formatted
    /// in, as `resolvedOptions().calendar` reports it (`gregory`, `buddhist`); nil when
    /// refused.
    package func dateCalendar(
      options: FormatOptions,
      kind: DateFormatKind,
      context: FormattingContext
    ) -> String? {
      let spec = ICUDateSpec(options: options, kind: kind)
      guard
        let request = try? ICUDateRequest(
          options: options, type: kind.rawValue, spec: spec, context: context),
        let format = try? ICUDateFormat.format(for: request.key)
      else {
        return nil
      }
      return ICULocaleID.calendarName(format.calendarType)
    }

    /// A range as `Intl.DateTimeFormat.prototype.formatRange`: when both instants fall in
    /// the same displayed period (ICU prints no span), the start alone with the date format
    /// of the same options, as ECMA-402 requires; the interval formatter's own single-date
    /// fallback uses the skeleton's pattern, which differs from a `dateStyle` pattern.
    package func formatDateTimeRange(
      _ start: Date,
      _ end: Date,
      options: FormatOptions,
      context: FormattingContext
    ) throws -> String {
      let spec = ICUDateSpec(options: options, kind: .date)
      let request = try ICUDateRequest(
        options: options, type: "dateTimeRange", spec: spec, context: context)
      let from = try request.milliseconds(start)
      let to = try request.milliseconds(end)
      return try request.run {
        let range = try ICUDateInterval.interval(for: request.key).format(from: from, to: to)
        guard range.isRange else {
          return try ICUDateFormat.format(for: request.key).format(from)
        }
        return range.text
      }
    }
  }
#endif
