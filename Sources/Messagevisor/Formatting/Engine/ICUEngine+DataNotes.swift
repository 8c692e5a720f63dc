#if canImport(CMessagevisorICU)
  extension ICUEngine {
    /// The ICU symbols and patterns a number with these options is built from (diagnostics).
    package func numberData(options: FormatOptions, context: FormattingContext) -> String {
      ICUDataNotes.number(options: options, locale: ICULocaleID.of(context.locale))
    }

    /// The ICU relative-time patterns of `unit` with these options (diagnostics).
    package func relativeTimeData(
      unit: String,
      past: Bool,
      options: FormatOptions,
      context: FormattingContext
    ) -> String {
      ICUDataNotes.relativeTime(
        unit: unit, past: past, style: options["style"]?.stringValue ?? "long",
        locale: ICULocaleID.of(context.locale))
    }

    /// The ICU list patterns a list with these options is built from (diagnostics).
    package func listData(options: FormatOptions, context: FormattingContext) -> String {
      let types = ["conjunction": "standard", "disjunction": "or", "unit": "unit"]
      let widths = ["long": "", "short": "short", "narrow": "narrow"]
      let type = types[options["type"]?.stringValue ?? "conjunction"] ?? "standard"
      let width = widths[options["style"]?.stringValue ?? "long"] ?? ""
      return ICUDataNotes.list(
        type: type, width: width, locale: ICULocaleID.make(context.locale))
    }

    /// The ICU display-name entries the name of `code` is built from (diagnostics).
    package func displayNameData(
      _ code: String,
      options: FormatOptions,
      context: FormattingContext
    ) -> String {
      let type = options["type"]?.stringValue ?? "language"
      return ICUDataNotes.displayName(
        code, type: type, locale: ICULocaleID.make(context.locale))
    }

    /// The date pattern, skeleton and ICU interval patterns behind a range with these
    /// options (diagnostics); nil when the options are refused.
    package func rangeData(options: FormatOptions, context: FormattingContext) -> String? {
      let spec = ICUDateSpec(options: options, kind: .date)
      guard
        let request = try? ICUDateRequest(
          options: options, type: "dateTimeRange", spec: spec, context: context),
        let format = try? ICUDateFormat.format(for: request.key),
        let skeleton = try? ICUPatternGenerator.withGenerator(
          locale: format.resolved.locale, { try $0.skeleton(of: format.resolved.pattern) })
      else {
        return nil
      }
      return ICUDataNotes.range(
        skeleton: skeleton, pattern: format.resolved.pattern, locale: format.resolved.locale,
        calendar: format.calendarType)
    }
  }
#endif
