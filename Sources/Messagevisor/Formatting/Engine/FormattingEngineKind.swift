/// Which library formats numbers, dates, times, ranges, relative times, lists and names.
///
/// On Linux the default is `.icu`: the SDK calls the C API of the ICU that the Swift toolchain
/// ships for Foundation (`lib_FoundationICU`), the way V8 implements `Intl` on ICU, so output
/// and options follow JavaScript. On Apple platforms the default is `.foundation` (Apple's
/// locale data); `.icu` is not available there and resolves to `.foundation`. The environment
/// variable `MESSAGEVISOR_FORMATTING_ENGINE` (`icu` or `foundation`) overrides the platform
/// default for the whole process, which is how the Foundation engine's tests run on Linux.
public enum FormattingEngineKind: String, Sendable, CaseIterable {
  /// ICU's C API (Linux).
  case icu
  /// Foundation's formatters and format styles.
  case foundation

  /// The name of the environment variable that overrides the platform default.
  public static let environmentVariable = "MESSAGEVISOR_FORMATTING_ENGINE"

  /// The engine of this platform: `.icu` on Linux, `.foundation` elsewhere.
  public static var platformDefault: FormattingEngineKind {
    ICUEngineAvailability.isAvailable ? .icu : .foundation
  }

  /// The engine used when neither the SDK options nor a context choose one.
  ///
  /// Read once per process: `MESSAGEVISOR_FORMATTING_ENGINE` when it names an engine, else
  /// `platformDefault`. An unknown value is ignored here; the CLI refuses it (exit 64).
  public static let processDefault: FormattingEngineKind = {
    let value = EnvironmentValue.read(environmentVariable)
    return value.flatMap(FormattingEngineKind.init(rawValue:))?.resolved ?? platformDefault
  }()

  /// The version of the ICU library and of its CLDR data behind `.icu` ("76.1", "46.0"); nil
  /// where the ICU engine is not available.
  public static var icuVersions: (icu: String, cldr: String)? {
    ICUEngineAvailability.versions
  }

  /// The ICU pattern the ICU engine formats a date with these options in (diagnostics, such as
  /// the oracle's reports); nil without the ICU engine or when the options are refused.
  package static func icuDatePattern(
    options: FormatOptions,
    kind: DateFormatKind,
    context: FormattingContext
  ) -> String? {
    #if canImport(CMessagevisorICU)
      ICUEngine().datePattern(options: options, kind: kind, context: context)
    #else
      nil
    #endif
  }

  /// The BCP 47 type of the calendar a date or range with these options is formatted in
  /// (`gregory`, `buddhist`, `islamic-umalqura`), as `resolvedOptions().calendar` reports it:
  /// the `calendar` option, else the locale's `-u-ca-`, else the locale's default in the
  /// engine's data (decision D22); nil when the options are refused.
  package static func dateCalendar(
    options: FormatOptions,
    kind: DateFormatKind,
    context: FormattingContext
  ) -> String? {
    #if canImport(CMessagevisorICU)
      if context.engine == .icu {
        return ICUEngine().dateCalendar(options: options, kind: kind, context: context)
      }
    #endif
    return DateFormatting.calendar(options: options, kind: kind, context: context)
  }

  /// The ICU data behind a number, relative time, list, display name or range formatted with
  /// these options (diagnostics: symbols and patterns, relative-time patterns, list patterns,
  /// display-name table entries, date pattern and interval patterns); nil without the ICU
  /// engine or when refused.
  package static func icuData(
    _ family: ICUDataFamily,
    options: FormatOptions,
    context: FormattingContext
  ) -> String? {
    #if canImport(CMessagevisorICU)
      let engine = ICUEngine()
      switch family {
      case .number:
        return engine.numberData(options: options, context: context)
      case .relativeTime(let unit, let past):
        return engine.relativeTimeData(unit: unit, past: past, options: options, context: context)
      case .list:
        return engine.listData(options: options, context: context)
      case .displayName(let code):
        return engine.displayNameData(code, options: options, context: context)
      case .dateTimeRange:
        return engine.rangeData(options: options, context: context)
      }
    #else
      nil
    #endif
  }

  /// This engine when the platform has it, else `.foundation`.
  public var resolved: FormattingEngineKind {
    self == .icu && !ICUEngineAvailability.isAvailable ? .foundation : self
  }

  /// The engine's implementation.
  package var engine: any FormattingEngine {
    switch resolved {
    case .icu:
      ICUEngineAvailability.engine
    case .foundation:
      FoundationEngine()
    }
  }
}
