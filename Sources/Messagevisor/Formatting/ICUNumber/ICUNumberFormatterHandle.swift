#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// One ICU `UNumberFormatter` built from a skeleton for one locale, closed on deinit.
  ///
  /// `@unchecked Sendable` is safe: ICU documents a `UNumberFormatter` as safe for concurrent
  /// formatting once built, and the handle never changes it; each call formats into its own
  /// `UFormattedNumber`, borrowed from `ICUNumberResult.pool` for that call only.
  final class ICUNumberFormatterHandle: @unchecked Sendable {
    /// A skeleton ICU refused: ICU's error name and, for a syntax error, the UTF-16 offset of
    /// the offending token in the skeleton.
    struct OpenFailure: Error, Equatable {
      var code: String
      var utf16Offset: Int?
    }

    private let formatter: OpaquePointer

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

    /// The text of `value` and the plural operands of the decimal it shows.
    func formatWithOperands(_ value: Double) throws(ICUText.Failure) -> PluralOperands {
      try withResult(value) { result throws(ICUText.Failure) in
        try ICUPluralOperandReader.operands(of: result)
      }
    }

    /// Formats `value` into a borrowed result and runs `body` on it.
    private func withResult<Output>(
      _ value: Double,
      _ body: (OpaquePointer) throws(ICUText.Failure) -> Output
    ) throws(ICUText.Failure) -> Output {
      let outcome: Result<Output, ICUText.Failure> = ICUNumberResult.pool.withFormatter { result in
        guard let pointer = result.pointer else {
          return .failure(
            ICUText.Failure(function: "unumf_openResult", code: "U_MEMORY_ALLOCATION_ERROR"))
        }
        var status: MVUErrorCode = 0
        swift_unumf_formatDouble(formatter, value, pointer, &status)
        guard status <= 0 else {
          return .failure(ICUText.failure("unumf_formatDouble", status))
        }
        do throws(ICUText.Failure) {
          return .success(try body(pointer))
        } catch {
          return .failure(error)
        }
      }
      return try outcome.get()
    }

    private static func text(of result: OpaquePointer) throws(ICUText.Failure) -> String {
      try ICUText.read("unumf_resultToString") { buffer, capacity, status in
        swift_unumf_resultToString(result, buffer, capacity, &status)
      }
    }
  }

  /// A reusable `UFormattedNumber`, closed on deinit.
  final class ICUNumberResult {
    /// Idle results lent to one formatting call at a time.
    static let pool = FormatterPool<ICUNumberResult>(statisticsLabel: "icu-number-result") {
      ICUNumberResult()
    }

    /// The result object; nil when ICU could not allocate one.
    let pointer: OpaquePointer?

    private init() {
      var status: MVUErrorCode = 0
      let opened = swift_unumf_openResult(&status)
      if status > 0, let opened {
        swift_unumf_closeResult(opened)
        pointer = nil
      } else {
        pointer = opened
      }
    }

    deinit {
      if let pointer { swift_unumf_closeResult(pointer) }
    }
  }
#endif
