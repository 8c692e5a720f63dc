#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// Turns a date spec into the pattern V8 would format with.
  ///
  /// Fields: the hour cycle is resolved (options, then `-u-hc-`, then the locale default),
  /// its letter goes into the skeleton, `udatpg_getBestPatternWithOptions` picks the pattern
  /// keeping the hour-field length, and the cycle's letter is written into the pattern's hour
  /// fields. Styles: the locale's styled pattern, re-derived for an explicitly requested
  /// cycle. ICU message skeletons go to the generator as written.
  enum ICUDatePatternResolver {
    /// The locale id, zone and pattern for `key`.
    static func resolve(_ key: ICUDateFormat.Key) throws -> ICUDateFormat.Resolved {
      let spec = key.spec
      let locale = ICULocaleID.make(
        key.locale, calendar: spec.calendar, numberingSystem: spec.numberingSystem)
      var request = spec.hourCycle
      if request.isEmpty {
        request.cycle = ICULocaleID.keyword("hours", of: locale).flatMap(
          ICUHourCycle.init(rawValue:))
      }
      let context = Context(locale: locale, timeZone: key.timeZone, request: request)
      return try ICUPatternGenerator.withGenerator(locale: locale) { generator in
        let (pattern, cycle) = try resolvePattern(spec.layout, context, generator)
        return ICUDateFormat.Resolved(
          locale: locale, timeZone: key.timeZone, pattern: pattern, hourCycle: cycle)
      }
    }

    private struct Context {
      var locale: String
      var timeZone: String
      var request: ICUHourCycle.Request
    }

    private static func resolvePattern(
      _ layout: ICUDateSpec.Layout,
      _ context: Context,
      _ generator: ICUPatternGenerator
    ) throws -> (String, ICUHourCycle?) {
      switch layout {
      case .fields(let skeleton):
        return try fieldsPattern(skeleton, context, generator)
      case .styles(let date, let time):
        return try stylesPattern(date: date, time: time, context, generator)
      case .skeleton(let skeleton):
        return try messageSkeletonPattern(skeleton, generator)
      }
    }

    private static func fieldsPattern(
      _ skeleton: String,
      _ context: Context,
      _ generator: ICUPatternGenerator
    ) throws -> (String, ICUHourCycle?) {
      guard skeleton.contains("j") else {
        return (try generator.bestPattern(skeleton), nil)
      }
      let localeDefault = try generator.defaultHourCycle()
      let cycle =
        context.request.resolved(
          localeDefault: localeDefault, region: ICULocaleID.region(of: context.locale))
        ?? localeDefault
      let pattern = try generator.bestPattern(
        ICUDateSkeleton.resolvingHour(skeleton, cycle: cycle))
      return (ICUDatePattern.replacingHourCycle(in: pattern, with: cycle), cycle)
    }

    private static func stylesPattern(
      date: DateStyleOption,
      time: DateStyleOption,
      _ context: Context,
      _ generator: ICUPatternGenerator
    ) throws -> (String, ICUHourCycle?) {
      let styled = ICUDateFormatHandle(
        timeStyle: icuStyle(time), dateStyle: icuStyle(date), locale: context.locale,
        timeZone: context.timeZone)
      let pattern = try styled.pattern()
      let letters = ICUDatePattern.hourLetters(in: pattern)
      guard !letters.isEmpty else {
        return (pattern, nil)
      }
      let localeDefault = try generator.defaultHourCycle()
      guard
        let cycle = context.request.resolved(
          localeDefault: localeDefault, region: ICULocaleID.region(of: context.locale))
      else {
        return (pattern, letters.first.flatMap(ICUHourCycle.init(letter:)))
      }
      guard letters != [cycle.letter] else {
        return (pattern, cycle)
      }
      let skeleton = ICUDatePattern.styleSkeleton(
        try generator.skeleton(of: pattern), cycle: cycle)
      let rebuilt = try generator.bestPattern(skeleton)
      return (ICUDatePattern.replacingHourCycle(in: rebuilt, with: cycle), cycle)
    }

    private static func messageSkeletonPattern(
      _ skeleton: String,
      _ generator: ICUPatternGenerator
    ) throws -> (String, ICUHourCycle?) {
      let pattern = try generator.bestPattern(skeleton)
      let explicit = skeleton.first { ICUHourCycle(letter: $0) != nil }
      guard let cycle = explicit.flatMap(ICUHourCycle.init(letter:)) else {
        let letter = ICUDatePattern.hourLetters(in: pattern).first
        return (pattern, letter.flatMap(ICUHourCycle.init(letter:)))
      }
      return (ICUDatePattern.replacingHourCycle(in: pattern, with: cycle), cycle)
    }

    private static func icuStyle(_ style: DateStyleOption) -> Int32 {
      switch style {
      case .none: return MV_UDAT_NONE
      case .short: return MV_UDAT_SHORT
      case .medium: return MV_UDAT_MEDIUM
      case .long: return MV_UDAT_LONG
      case .full: return MV_UDAT_FULL
      }
    }
  }
#endif
