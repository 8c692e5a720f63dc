#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// One ICU date-time pattern generator (`udatpg_*`) for one locale.
  ///
  /// Generators are not safe for concurrent use; `withGenerator` lends one per thread from a
  /// per-locale pool. They are used only while a formatter is built, never per format call.
  final class ICUPatternGenerator {
    private let handle: OpaquePointer?
    private let openStatus: MVUErrorCode

    private static let pools = BoundedCache<String, FormatterPool<ICUPatternGenerator>>(
      capacity: 64)

    /// Opens the generator of the ICU locale id `locale`.
    init(locale: String) {
      var status: MVUErrorCode = 0
      handle = swift_udatpg_open(locale, &status)
      openStatus = status
    }

    deinit {
      if let handle {
        swift_udatpg_close(handle)
      }
    }

    /// Runs `body` with a generator of `locale` that no other thread uses meanwhile.
    static func withGenerator<Result>(
      locale: String,
      _ body: (ICUPatternGenerator) throws -> Result
    ) rethrows -> Result {
      let pool = pools.value(for: locale) { locale in
        FormatterPool(statisticsLabel: locale) { ICUPatternGenerator(locale: locale) }
      }
      return try pool.withFormatter(body)
    }

    /// The locale's best pattern for `skeleton`, keeping the requested hour-field length.
    func bestPattern(_ skeleton: String) throws -> String {
      let handle = try opened()
      return try ICUText.withUTF16(skeleton) { text, length in
        try ICUText.read("udatpg_getBestPatternWithOptions") { buffer, capacity, status in
          swift_udatpg_getBestPatternWithOptions(
            handle, text, length, MV_UDATPG_MATCH_HOUR_FIELD_LENGTH, buffer, capacity, &status)
        }
      }
    }

    /// The skeleton of a pattern (`h:mm a` → `ahmm`).
    func skeleton(of pattern: String) throws -> String {
      let handle = try opened()
      return try ICUText.withUTF16(pattern) { text, length in
        try ICUText.read("udatpg_getSkeleton") { buffer, capacity, status in
          swift_udatpg_getSkeleton(handle, text, length, buffer, capacity, &status)
        }
      }
    }

    /// The locale's default hour cycle (h12 when ICU cannot say).
    func defaultHourCycle() throws -> ICUHourCycle {
      let handle = try opened()
      var status: MVUErrorCode = 0
      let value = swift_udatpg_getDefaultHourCycle(handle, &status)
      try ICUText.check("udatpg_getDefaultHourCycle", status)
      return ICUHourCycle(icuValue: value) ?? .h12
    }

    /// The localized name of a date field (`UDateTimePatternField`) in `width`.
    func fieldDisplayName(field: Int32, width: Int32) throws -> String {
      let handle = try opened()
      return try ICUText.read("udatpg_getFieldDisplayName") { buffer, capacity, status in
        swift_udatpg_getFieldDisplayName(handle, field, width, buffer, capacity, &status)
      }
    }

    private func opened() throws -> OpaquePointer {
      guard let handle, openStatus <= 0 else {
        throw ICUText.failure("udatpg_open", openStatus > 0 ? openStatus : 1)
      }
      return handle
    }
  }
#endif
