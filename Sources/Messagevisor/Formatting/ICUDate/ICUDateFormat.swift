#if canImport(CMessagevisorICU)
  /// A resolved ICU date format: locale id, zone, pattern and hour cycle, with a pool of
  /// formatters for it.
  ///
  /// Instances are cached per locale, zone and `ICUDateSpec`; building one runs the pattern
  /// generator once (`ICUDatePatternResolver`), formatting only borrows a handle.
  final class ICUDateFormat: Sendable {
    /// The cache key.
    struct Key: Hashable, Sendable {
      var locale: String
      var timeZone: String
      var spec: ICUDateSpec
    }

    /// What the formatter was built from.
    struct Resolved: Hashable, Sendable {
      /// The ICU locale id, with calendar and numbering keywords.
      var locale: String
      /// The ICU zone id.
      var timeZone: String
      /// The date pattern handed to `udat_open`.
      var pattern: String
      /// The hour cycle of the pattern's hour fields; nil without an hour.
      var hourCycle: ICUHourCycle?
    }

    let resolved: Resolved
    /// The ICU type of the calendar the formatter converts with (`gregorian`, `buddhist`):
    /// the `calendar` option or `-u-ca-` keyword, else the locale's default in ICU's data
    /// (decision D22).
    let calendarType: String
    private let pool: FormatterPool<ICUDateFormatHandle>

    private static let cache = BoundedCache<Key, ICUDateFormat>(capacity: 100)

    private init(
      resolved: Resolved, calendarType: String, label: String, opened: ICUDateFormatHandle
    ) {
      self.resolved = resolved
      self.calendarType = calendarType
      pool = FormatterPool(statisticsLabel: label, first: opened) {
        ICUDateFormatHandle(
          locale: resolved.locale, timeZone: resolved.timeZone, pattern: resolved.pattern)
      }
    }

    /// The cached format for `key`, built on a miss; ICU failures are thrown (and nothing is
    /// cached), so a pooled handle always opens. The handle opened to check that becomes the
    /// pool's first, and tells which calendar it converts with.
    static func format(for key: Key) throws -> ICUDateFormat {
      try cache.value(for: key) {
        let resolved = try ICUDatePatternResolver.resolve(key)
        let probe = ICUDateFormatHandle(
          locale: resolved.locale, timeZone: resolved.timeZone, pattern: resolved.pattern)
        _ = try probe.pattern()
        return ICUDateFormat(
          resolved: resolved, calendarType: try probe.calendarType(), label: key.locale,
          opened: probe)
      }
    }

    /// The text of an instant in milliseconds since 1970.
    func format(_ milliseconds: Double) throws -> String {
      try pool.withFormatter { try $0.format(milliseconds) }
    }
  }
#endif
