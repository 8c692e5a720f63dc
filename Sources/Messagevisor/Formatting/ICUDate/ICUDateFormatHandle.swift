#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// One ICU date formatter (`UDateFormat`), closed when released.
  ///
  /// Not safe for concurrent use: `ICUDateFormat` lends each handle to one thread at a time.
  final class ICUDateFormatHandle {
    private let handle: OpaquePointer?
    private let openStatus: MVUErrorCode

    /// Opens a formatter for `pattern` in the ICU locale `locale` and the zone `timeZone`.
    convenience init(locale: String, timeZone: String, pattern: String) {
      self.init(
        timeStyle: MV_UDAT_PATTERN, dateStyle: MV_UDAT_PATTERN, locale: locale,
        timeZone: timeZone, pattern: pattern)
    }

    /// Opens a formatter with ICU styles (`MV_UDAT_FULL` … `MV_UDAT_NONE`).
    convenience init(timeStyle: Int32, dateStyle: Int32, locale: String, timeZone: String) {
      self.init(
        timeStyle: timeStyle, dateStyle: dateStyle, locale: locale, timeZone: timeZone,
        pattern: nil)
    }

    private init(
      timeStyle: Int32,
      dateStyle: Int32,
      locale: String,
      timeZone: String,
      pattern: String?
    ) {
      var status: MVUErrorCode = 0
      let zone = Array(timeZone.utf16)
      let patternUnits = pattern.map { Array($0.utf16) } ?? []
      handle = zone.withUnsafeBufferPointer { zoneBuffer in
        patternUnits.withUnsafeBufferPointer { patternBuffer in
          swift_udat_open(
            timeStyle, dateStyle, locale, zoneBuffer.baseAddress, Int32(zoneBuffer.count),
            pattern == nil ? nil : patternBuffer.baseAddress, Int32(patternBuffer.count),
            &status)
        }
      }
      openStatus = status
    }

    deinit {
      if let handle {
        swift_udat_close(handle)
      }
    }

    /// The text of an instant given in milliseconds since 1970.
    func format(_ milliseconds: Double) throws -> String {
      let handle = try opened()
      return try ICUText.read("udat_format") { buffer, capacity, status in
        swift_udat_format(handle, milliseconds, buffer, capacity, nil, &status)
      }
    }

    /// The formatter's pattern.
    func pattern() throws -> String {
      let handle = try opened()
      return try ICUText.read("udat_toPattern") { buffer, capacity, status in
        swift_udat_toPattern(handle, 0, buffer, capacity, &status)
      }
    }

    /// The ICU type of the calendar the formatter converts dates with (`gregorian`,
    /// `buddhist`, `islamic-umalqura`): the locale's `calendar` keyword, else the default of
    /// the locale's region in ICU's data.
    func calendarType() throws -> String {
      let handle = try opened()
      var status: MVUErrorCode = 0
      guard let calendar = swift_udat_getCalendar(handle) else {
        throw ICUText.failure("udat_getCalendar", 1)
      }
      let type = swift_ucal_getType(calendar, &status)
      try ICUText.check("ucal_getType", status)
      guard let type else {
        throw ICUText.failure("ucal_getType", 1)
      }
      return String(cString: type)
    }

    private func opened() throws -> OpaquePointer {
      guard let handle, openStatus <= 0 else {
        throw ICUText.failure("udat_open", openStatus > 0 ? openStatus : 1)
      }
      return handle
    }
  }
#endif
