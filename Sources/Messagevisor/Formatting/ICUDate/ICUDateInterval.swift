#if canImport(CMessagevisorICU)
  /// A cached ICU interval format for one locale, zone and date spec.
  ///
  /// Built as V8 builds `formatRange`: the date format's resolved pattern is turned back into
  /// a skeleton, and the interval formatter is opened with it in the same locale, with the
  /// resolved hour cycle as the locale's `hours` keyword so both agree on the clock.
  final class ICUDateInterval: Sendable {
    private let pool: FormatterPool<ICUDateIntervalHandle>

    private static let cache = BoundedCache<ICUDateFormat.Key, ICUDateInterval>(capacity: 100)

    private init(
      locale: String, skeleton: String, timeZone: String, label: String,
      opened: ICUDateIntervalHandle
    ) {
      pool = FormatterPool(statisticsLabel: label, first: opened) {
        ICUDateIntervalHandle(locale: locale, skeleton: skeleton, timeZone: timeZone)
      }
    }

    /// The cached interval format for `key`, built on a miss; ICU failures are thrown. The
    /// handle opened to check that becomes the pool's first.
    static func interval(for key: ICUDateFormat.Key) throws -> ICUDateInterval {
      try cache.value(for: key) {
        let resolved = try ICUDateFormat.format(for: key).resolved
        let skeleton = try ICUPatternGenerator.withGenerator(locale: resolved.locale) {
          try $0.skeleton(of: resolved.pattern)
        }
        var locale = resolved.locale
        if let cycle = resolved.hourCycle {
          locale = ICULocaleID.setting("hours", cycle.rawValue, in: locale)
        }
        let probe = ICUDateIntervalHandle(
          locale: locale, skeleton: skeleton, timeZone: resolved.timeZone)
        _ = try probe.format(from: 0, to: 0)
        return ICUDateInterval(
          locale: locale, skeleton: skeleton, timeZone: resolved.timeZone, label: key.locale,
          opened: probe)
      }
    }

    /// The text of the range between two instants in milliseconds since 1970, and whether
    /// ICU printed it as a range.
    func format(from start: Double, to end: Double) throws -> ICUDateIntervalHandle.Text {
      try pool.withFormatter { try $0.format(from: start, to: end) }
    }
  }
#endif
