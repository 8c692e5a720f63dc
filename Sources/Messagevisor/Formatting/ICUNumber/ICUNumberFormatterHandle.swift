#if canImport(CMessagevisorICU)
  import CMessagevisorICU
  import Foundation

  /// One ICU `UNumberFormatter` built from a skeleton for one locale, closed on deinit.
  ///
  /// `@unchecked Sendable` is safe: ICU documents a `UNumberFormatter` as safe for concurrent
  /// formatting once built, and the handle never changes it. Each call formats into a
  /// `UFormattedNumber` that only it uses: its thread's spare one (any formatter can fill
  /// any result object), taken out of the thread's spare cell and put back afterwards. A call
  /// that finds the cell empty (the first on a thread, or one nested in another) opens its
  /// own; one that finds it refilled closes its own. A per-handle spare taken with an atomic
  /// exchange wrote the same shared word from every thread on every call. The cell belongs
  /// to the thread's runtime context (`ThreadCallCache.numberResultCell`: one
  /// `pthread_getspecific` per call), which closes a finished thread's spare.
  final class ICUNumberFormatterHandle: @unchecked Sendable {
    /// A skeleton ICU refused: ICU's error name and, for a syntax error, the UTF-16 offset of
    /// the offending token in the skeleton.
    struct OpenFailure: Error, Equatable {
      var code: String
      var utf16Offset: Int?
    }

    private let formatter: OpaquePointer

    /// Each thread's spare cell: its idle `UFormattedNumber`, if any.
    private typealias SpareCell = UnsafeMutablePointer<OpaquePointer?>

    /// Opens a formatter for `skeleton` in the ICU locale id `locale` (`ar_EG@numbers=latn`);
    /// the construction is counted for `label` (the caller's locale string).
    init(skeleton: String, locale: String, label: String) throws(OpenFailure) {
      var status: MVUErrorCode = 0
      var parseError = MVUParseError()
      let opened = ICUText.withUTF16(skeleton) { units, count in
        swift_unumf_openForSkeletonAndLocaleWithError(units, count, locale, &parseError, &status)
      }
      guard status <= 0, let opened else {
        if let opened { swift_unumf_close(opened) }
        let name = String(cString: swift_u_errorName(status))
        let isSyntax = name == "U_NUMBER_SKELETON_SYNTAX_ERROR"
        throw OpenFailure(code: name, utf16Offset: isSyntax ? Int(parseError.offset) : nil)
      }
      formatter = opened
      FormatterStatistics.recordConstruction(label: label)
    }

    deinit {
      swift_unumf_close(formatter)
    }

    /// The text of `value`.
    func format(_ value: Double) throws(ICUText.Failure) -> String {
      try withResult(value) { result throws(ICUText.Failure) in try Self.text(of: result) }
    }

    /// Runs `body` on the UTF-16 text of `value` (a stack buffer for up to 64 units); false
    /// when ICU fails. Not generic, so callers in other modules need no type metadata.
    func withText(
      of value: Double,
      _ body: (UnsafeBufferPointer<UInt16>) throws -> Void
    ) rethrows -> Bool {
      let cell = Self.spareCell()
      guard let result = try? borrowResult(cell) else { return false }
      defer { giveBack(result, to: cell) }
      var status: MVUErrorCode = 0
      swift_unumf_formatDouble(formatter, value, result, &status)
      guard status <= 0 else { return false }
      let capacity = 64
      let needed = try withUnsafeTemporaryAllocation(of: MVUChar.self, capacity: capacity) {
        buffer -> Int? in
        var readStatus: MVUErrorCode = 0
        let length = Int(
          swift_unumf_resultToString(result, buffer.baseAddress!, Int32(capacity), &readStatus))
        guard readStatus <= 0, length <= capacity else { return length }
        try body(UnsafeBufferPointer(start: buffer.baseAddress!, count: length))
        return nil
      }
      guard needed != nil else { return true }
      guard let text = try? Self.text(of: result) else { return false }
      try Array(text.utf16).withUnsafeBufferPointer { try body($0) }
      return true
    }

    /// The text of `value` and the plural operands of the decimal it shows.
    func formatWithOperands(_ value: Double) throws(ICUText.Failure) -> PluralOperands {
      try withResult(value) { result throws(ICUText.Failure) in
        try ICUPluralOperandReader.operands(of: result)
      }
    }

    /// Formats `value` into a result object nobody else uses and runs `body` on it.
    private func withResult<Output>(
      _ value: Double,
      _ body: (OpaquePointer) throws(ICUText.Failure) -> Output
    ) throws(ICUText.Failure) -> Output {
      let cell = Self.spareCell()
      let result = try borrowResult(cell)
      defer { giveBack(result, to: cell) }
      var status: MVUErrorCode = 0
      swift_unumf_formatDouble(formatter, value, result, &status)
      guard status <= 0 else {
        throw ICUText.failure("unumf_formatDouble", status)
      }
      return try body(result)
    }

    /// This thread's spare cell, kept by its per-thread context (`ThreadCallCache`).
    @inline(__always)
    private static func spareCell() -> SpareCell {
      ThreadCallCache.currentNumberResultCell()
    }

    private func borrowResult(_ cell: SpareCell) throws(ICUText.Failure) -> OpaquePointer {
      if let idle = cell.pointee {
        cell.pointee = nil
        return idle
      }
      var status: MVUErrorCode = 0
      let opened = swift_unumf_openResult(&status)
      guard status <= 0, let opened else {
        if let opened { swift_unumf_closeResult(opened) }
        guard status <= 0 else { throw ICUText.failure("unumf_openResult", status) }
        // No result and no error status: ICU could not allocate one and did not say so.
        throw ICUText.Failure(function: "unumf_openResult", code: "U_MEMORY_ALLOCATION_ERROR")
      }
      return opened
    }

    private func giveBack(_ result: OpaquePointer, to cell: SpareCell) {
      guard cell.pointee == nil else {
        swift_unumf_closeResult(result)
        return
      }
      cell.pointee = result
    }

    private static func text(of result: OpaquePointer) throws(ICUText.Failure) -> String {
      try ICUText.read("unumf_resultToString") { buffer, capacity, status in
        swift_unumf_resultToString(result, buffer, capacity, &status)
      }
    }
  }
#endif
