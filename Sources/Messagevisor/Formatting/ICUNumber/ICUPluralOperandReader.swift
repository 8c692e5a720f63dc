#if canImport(CMessagevisorICU)
  import CMessagevisorICU

  /// The CLDR plural operands of a number as an ICU result shows it (ECMA-402 PluralRules).
  ///
  /// The value comes from the rounded decimal ICU formatted (`unumf_resultToDecimalNumber`,
  /// which drops trailing zeros); the visible fraction digit count `v` from the span of the
  /// fraction field in the formatted text, so `1` shown as `1.00` has `v = 2`.
  enum ICUPluralOperandReader {
    /// The operands of the absolute value `result` shows.
    static func operands(of result: OpaquePointer) throws(ICUText.Failure) -> PluralOperands {
      let decimal = try decimalText(of: result)
      let visible = try visibleFractionDigits(of: result)
      let plain = plainDecimal(decimal, fractionDigits: visible)
      return PluralOperands(decimal: plain) ?? PluralOperands()
    }

    /// The invariant decimal string of the rounded value ("1.5", "-1.2E+3").
    private static func decimalText(of result: OpaquePointer) throws(ICUText.Failure) -> String {
      var capacity = 64
      while true {
        var status: MVUErrorCode = 0
        let (length, text) = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) {
          buffer -> (Int, String?) in
          let length = Int(
            swift_unumf_resultToDecimalNumber(
              result, buffer.baseAddress!, Int32(capacity), &status))
          guard status <= 0, length < capacity else { return (length, nil) }
          buffer[length] = 0
          return (length, String(cString: buffer.baseAddress!))
        }
        if let text { return text }
        guard status == MV_U_BUFFER_OVERFLOW_ERROR || length >= capacity else {
          throw ICUText.failure("unumf_resultToDecimalNumber", status)
        }
        capacity = length + 1
      }
    }

    /// The number of fraction digits the formatted text shows (scalars in the fraction field).
    private static func visibleFractionDigits(of result: OpaquePointer) throws(ICUText.Failure)
      -> Int
    {
      var status: MVUErrorCode = 0
      var position = MVUFieldPosition(field: MV_UNUM_FRACTION_FIELD, beginIndex: 0, endIndex: 0)
      let found = swift_unumf_resultNextFieldPosition(result, &position, &status)
      try ICUText.check("unumf_resultNextFieldPosition", status)
      guard found != 0, position.endIndex > position.beginIndex else { return 0 }
      let text = try ICUText.read("unumf_resultToString") { buffer, capacity, status in
        swift_unumf_resultToString(result, buffer, capacity, &status)
      }
      let units = Array(text.utf16)
      let span = units[Int(position.beginIndex)..<min(units.count, Int(position.endIndex))]
      return span.filter { !UTF16.isTrailSurrogate($0) }.count
    }

    /// `"1.2E+3"` with 2 fraction digits → `"1200.00"`; the sign is dropped.
    static func plainDecimal(_ decimal: String, fractionDigits: Int) -> String {
      var digits: [UInt8] = []
      var pointPosition: Int?
      var exponent = 0
      var exponentSign = 1
      var inExponent = false
      for byte in decimal.utf8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9") where inExponent:
          exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          digits.append(byte)
        case UInt8(ascii: "."):
          pointPosition = digits.count
        case UInt8(ascii: "E"), UInt8(ascii: "e"):
          inExponent = true
        case UInt8(ascii: "-") where inExponent:
          exponentSign = -1
        default:
          break
        }
      }
      if digits.isEmpty { digits = [UInt8(ascii: "0")] }
      let integerCount = (pointPosition ?? digits.count) + exponentSign * exponent
      return layout(digits, integerCount: integerCount, fractionDigits: fractionDigits)
    }

    /// Places the point after `integerCount` digits, padding with zeros on either side.
    private static func layout(_ digits: [UInt8], integerCount: Int, fractionDigits: Int) -> String
    {
      var integer: [UInt8]
      var fraction: [UInt8]
      if integerCount <= 0 {
        integer = [UInt8(ascii: "0")]
        fraction = Array(repeating: UInt8(ascii: "0"), count: -integerCount) + digits
      } else if integerCount >= digits.count {
        integer = digits + Array(repeating: UInt8(ascii: "0"), count: integerCount - digits.count)
        fraction = []
      } else {
        integer = Array(digits[..<integerCount])
        fraction = Array(digits[integerCount...])
      }
      while fraction.count > fractionDigits, fraction.last == UInt8(ascii: "0") {
        fraction.removeLast()
      }
      if fraction.count < fractionDigits {
        fraction += Array(repeating: UInt8(ascii: "0"), count: fractionDigits - fraction.count)
      }
      while integer.count > 1, integer.first == UInt8(ascii: "0") {
        integer.removeFirst()
      }
      let integerText = String(decoding: integer, as: UTF8.self)
      guard !fraction.isEmpty else { return integerText }
      return integerText + "." + String(decoding: fraction, as: UTF8.self)
    }
  }
#endif
