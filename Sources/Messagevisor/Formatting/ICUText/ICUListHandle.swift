#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// One ICU list formatter (`UListFormatter`), closed when released.
  final class ICUListHandle {
    private let handle: OpaquePointer?
    private let openStatus: MVUErrorCode

    /// Opens a formatter of `type` and `width` (`MV_ULISTFMT_*`) for the ICU locale `locale`.
    init(locale: String, type: Int32, width: Int32) {
      var status: MVUErrorCode = 0
      handle = swift_ulistfmt_openForType(locale, type, width, &status)
      openStatus = status
    }

    deinit {
      if let handle {
        swift_ulistfmt_close(handle)
      }
    }

    /// The list of `values` as one string.
    func format(_ values: [String]) throws -> String {
      guard let handle, openStatus <= 0 else {
        throw ICUText.failure("ulistfmt_openForType", openStatus > 0 ? openStatus : 1)
      }
      var storage: [MVUChar] = []
      var offsets: [Int] = []
      var lengths: [Int32] = []
      for value in values {
        offsets.append(storage.count)
        storage.append(contentsOf: value.utf16)
        lengths.append(Int32(storage.count - offsets[offsets.count - 1]))
      }
      storage.append(0)
      return try storage.withUnsafeBufferPointer { units in
        let base = units.baseAddress!
        let strings: [UnsafePointer<MVUChar>?] = offsets.map { base + $0 }
        return try ICUText.read("ulistfmt_format") { buffer, capacity, status in
          swift_ulistfmt_format(
            handle, strings, lengths, Int32(values.count), buffer, capacity, &status)
        }
      }
    }
  }
#endif
