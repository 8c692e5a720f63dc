#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// One ICU relative date-time formatter (`URelativeDateTimeFormatter`), closed when released.
  final class ICURelativeTimeHandle {
    private let handle: OpaquePointer?
    private let openStatus: MVUErrorCode

    /// Opens a formatter for the ICU locale `locale` in `width` (`MV_UDAT_STYLE_*`).
    init(locale: String, width: Int32) {
      var status: MVUErrorCode = 0
      handle = swift_ureldatefmt_open(
        locale, nil, width, MV_UDISPCTX_CAPITALIZATION_NONE, &status)
      openStatus = status
    }

    deinit {
      if let handle {
        swift_ureldatefmt_close(handle)
      }
    }

    /// `value` units of `unit` (`MV_UDAT_REL_UNIT_*`); `numeric` always shows the number,
    /// otherwise the locale's words ("yesterday") are used where it has them.
    func format(_ value: Double, unit: Int32, numeric: Bool) throws -> String {
      guard let handle, openStatus <= 0 else {
        throw ICUText.failure("ureldatefmt_open", openStatus > 0 ? openStatus : 1)
      }
      if numeric {
        return try ICUText.read("ureldatefmt_formatNumeric") { buffer, capacity, status in
          swift_ureldatefmt_formatNumeric(handle, value, unit, buffer, capacity, &status)
        }
      }
      return try ICUText.read("ureldatefmt_format") { buffer, capacity, status in
        swift_ureldatefmt_format(handle, value, unit, buffer, capacity, &status)
      }
    }
  }
#endif
