#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// One ICU date interval formatter (`UDateIntervalFormat`), closed when released.
  final class ICUDateIntervalHandle {
    private let handle: OpaquePointer?
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
      openStatus = status
    }

    deinit {
      if let handle {
        swift_udtitvfmt_close(handle)
      }
    }

    /// The text of the range between two instants in milliseconds since 1970.
    func format(from start: Double, to end: Double) throws -> String {
      guard let handle, openStatus <= 0 else {
        throw ICUText.failure("udtitvfmt_open", openStatus > 0 ? openStatus : 1)
      }
      return try ICUText.read("udtitvfmt_format") { buffer, capacity, status in
        swift_udtitvfmt_format(handle, start, end, buffer, capacity, nil, &status)
      }
    }
  }
#endif
