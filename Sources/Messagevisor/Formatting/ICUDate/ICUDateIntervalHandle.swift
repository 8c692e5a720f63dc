#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// One ICU date interval formatter (`UDateIntervalFormat`) with its reusable result and
  /// field iterator, closed when released.
  final class ICUDateIntervalHandle {
    /// What ICU printed for two instants.
    struct Text: Equatable {
      /// The formatted text.
      var text: String
      /// False when ICU printed a single date: both instants fall in the same displayed
      /// period, so the text has no span fields (ECMA-402 then formats the start instant
      /// with the date format instead).
      var isRange: Bool
    }

    private let handle: OpaquePointer?
    private let result: OpaquePointer?
    private let position: OpaquePointer?
    private let openStatus: MVUErrorCode

    /// Opens an interval formatter for `skeleton` in the ICU locale `locale` and `timeZone`.
    init(locale: String, skeleton: String, timeZone: String) {
      var status: MVUErrorCode = 0
      let zone = Array(timeZone.utf16)
      let units = Array(skeleton.utf16)
      handle = zone.withUnsafeBufferPointer { zoneBuffer in
        units.withUnsafeBufferPointer { skeletonBuffer in
          swift_udtitvfmt_open(
            locale, skeletonBuffer.baseAddress, Int32(skeletonBuffer.count),
            zoneBuffer.baseAddress, Int32(zoneBuffer.count), &status)
        }
      }
      result = status <= 0 ? swift_udtitvfmt_openResult(&status) : nil
      position = status <= 0 ? swift_ucfpos_open(&status) : nil
      openStatus = status
    }

    deinit {
      if let position {
        swift_ucfpos_close(position)
      }
      if let result {
        swift_udtitvfmt_closeResult(result)
      }
      if let handle {
        swift_udtitvfmt_close(handle)
      }
    }

    /// The text of the range between two instants in milliseconds since 1970, and whether
    /// ICU printed it as a range.
    func format(from start: Double, to end: Double) throws -> Text {
      guard let handle, let result, let position, openStatus <= 0 else {
        throw ICUText.failure("udtitvfmt_open", openStatus > 0 ? openStatus : 1)
      }
      var status: MVUErrorCode = 0
      swift_udtitvfmt_formatToResult(handle, start, end, result, &status)
      try ICUText.check("udtitvfmt_formatToResult", status)
      let value = swift_udtitvfmt_resultAsValue(result, &status)
      var length: Int32 = 0
      let units = swift_ufmtval_getString(value, &length, &status)
      try ICUText.check("ufmtval_getString", status)
      guard let units else {
        throw ICUText.failure("ufmtval_getString", 1)
      }
      let text = ICUText.string(UnsafeBufferPointer(start: units, count: Int(length)))
      swift_ucfpos_reset(position, &status)
      swift_ucfpos_constrainCategory(position, MV_UFIELD_CATEGORY_DATE_INTERVAL_SPAN, &status)
      let isRange = swift_ufmtval_nextPosition(value, position, &status) != 0
      try ICUText.check("ufmtval_nextPosition", status)
      return Text(text: text, isRange: isRange)
    }
  }
#endif
