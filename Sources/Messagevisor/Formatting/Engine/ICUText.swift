#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// UTF-16 in and out of ICU's C API, and its error codes.
  ///
  /// Every ICU call that writes text goes through `read`, which retries with the size ICU asks
  /// for when the first buffer is too small, so nothing is ever truncated.
  enum ICUText {
    /// A failed ICU call: the function and ICU's error name.
    struct Failure: Error, Equatable {
      /// The ICU function that failed.
      var function: String
      /// ICU's symbolic error name, e.g. `U_ILLEGAL_ARGUMENT_ERROR`.
      var code: String
    }

    /// Runs a call that writes UTF-16 into a caller buffer and returns the text.
    ///
    /// `write` receives a buffer, its capacity and the status; it returns the full length.
    static func read(
      _ function: String,
      initialCapacity: Int = 64,
      _ write: (UnsafeMutablePointer<MVUChar>, Int32, inout MVUErrorCode) -> Int32
    ) throws(Failure) -> String {
      var capacity = initialCapacity
      while true {
        var status: MVUErrorCode = 0
        let result = withUnsafeTemporaryAllocation(of: MVUChar.self, capacity: capacity) {
          buffer -> (length: Int, text: String?) in
          let base = buffer.baseAddress!
          let length = Int(write(base, Int32(capacity), &status))
          guard status <= 0, length <= capacity else { return (length, nil) }
          return (
            length,
            string(UnsafeBufferPointer(start: base, count: length))
          )
        }
        if let text = result.text {
          return text
        }
        guard status == MV_U_BUFFER_OVERFLOW_ERROR || result.length > capacity else {
          throw failure(function, status)
        }
        capacity = result.length + 1
      }
    }

    /// Calls `body` with `text` as UTF-16 and its length.
    static func withUTF16<Result>(
      _ text: String,
      _ body: (UnsafePointer<MVUChar>, Int32) throws -> Result
    ) rethrows -> Result {
      let units = Array(text.utf16)
      return try units.withUnsafeBufferPointer { buffer in
        try body(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, Int32(buffer.count))
      }
    }

    /// Throws when `status` is a failure (positive); warnings pass.
    static func check(_ function: String, _ status: MVUErrorCode) throws(Failure) {
      if status > 0 {
        throw failure(function, status)
      }
    }

    /// The failure of `function` with ICU's name for `status`.
    static func failure(_ function: String, _ status: MVUErrorCode) -> Failure {
      Failure(function: function, code: String(cString: swift_u_errorName(status)))
    }
  }
#endif
