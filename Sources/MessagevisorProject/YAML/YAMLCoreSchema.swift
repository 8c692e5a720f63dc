/// Resolution of plain (unquoted) YAML scalars with the YAML 1.2 core schema.
///
/// `null`/`Null`/`NULL`/`~`/empty are null; `true`/`false` in three casings are booleans;
/// decimal, `0o` octal and `0x` hex integers are ints (falling back to a double when they do
/// not fit an `Int`); decimal floats, `.inf` and `.nan` are doubles; everything else, such as
/// `No`, `yes`, `1_000` or `2026-01-01`, stays a string.
enum YAMLCoreSchema {
  /// The typed value of the plain scalar `text`.
  static func resolve(_ text: String) -> SourceNode.Value {
    let utf8 = text.utf8
    guard let first = utf8.first else { return .null }
    if utf8.count <= 5 && wordInitials.contains(first), let word = resolveWord(text) {
      return word
    }
    if numberInitials.contains(first) {
      if let number = resolveNumber(Array(utf8)) {
        return number
      }
    }
    return .string(text)
  }

  /// First bytes of `~`, null, true, false and the `.inf` / `.nan` spellings.
  private static let wordInitials: Set<UInt8> = Set("~nNtTfF.+-".utf8)
  /// First bytes of numbers.
  private static let numberInitials: Set<UInt8> = Set(".+-0123456789".utf8)

  private static func resolveWord(_ text: String) -> SourceNode.Value? {
    switch text {
    case "~", "null", "Null", "NULL": return .null
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .double(.infinity)
    case "-.inf", "-.Inf", "-.INF": return .double(-.infinity)
    case ".nan", ".NaN", ".NAN": return .double(.nan)
    default: return nil
    }
  }

  private static func resolveNumber(_ bytes: [UInt8]) -> SourceNode.Value? {
    if bytes.count > 2, bytes[0] == SourceByte.zero {
      if bytes[1] == 0x6F {
        return radixInteger(bytes[2...], radix: 8)
      }
      if bytes[1] == 0x78 {
        return radixInteger(bytes[2...], radix: 16)
      }
    }
    if isDecimalInteger(bytes) {
      let text = String(decoding: bytes, as: UTF8.self)
      if let value = Int(text) {
        return .int(value)
      }
      return Double(text).map { .double($0) }
    }
    if isDecimalFloat(bytes) {
      return Double(String(decoding: bytes, as: UTF8.self)).map { .double($0) }
    }
    return nil
  }

  private static func radixInteger(_ digits: ArraySlice<UInt8>, radix: Int) -> SourceNode.Value? {
    var value = 0
    var overflowed = false
    var approximate = 0.0
    for byte in digits {
      guard let digit = SourceByte.hexValue(byte), Int(digit) < radix else { return nil }
      approximate = approximate * Double(radix) + Double(digit)
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: radix)
      let (sum, overflow2) = shifted.addingReportingOverflow(Int(digit))
      overflowed = overflowed || overflow1 || overflow2
      value = sum
    }
    return overflowed ? .double(approximate) : .int(value)
  }

  /// `[-+]?[0-9]+`.
  private static func isDecimalInteger(_ bytes: [UInt8]) -> Bool {
    var index = skipSign(bytes)
    guard index < bytes.count else { return false }
    while index < bytes.count {
      guard SourceByte.isDigit(bytes[index]) else { return false }
      index += 1
    }
    return true
  }

  /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
  private static func isDecimalFloat(_ bytes: [UInt8]) -> Bool {
    var index = skipSign(bytes)
    let integerDigits = countDigits(bytes, from: index)
    index += integerDigits
    var fractionDigits = 0
    if index < bytes.count && bytes[index] == SourceByte.dot {
      index += 1
      fractionDigits = countDigits(bytes, from: index)
      index += fractionDigits
      guard integerDigits > 0 || fractionDigits > 0 else { return false }
    } else if integerDigits == 0 {
      return false
    }
    if index < bytes.count && (bytes[index] == 0x65 || bytes[index] == 0x45) {
      index += 1
      if index < bytes.count
        && (bytes[index] == SourceByte.plus || bytes[index] == SourceByte.minus)
      {
        index += 1
      }
      let exponentDigits = countDigits(bytes, from: index)
      guard exponentDigits > 0 else { return false }
      index += exponentDigits
    }
    return index == bytes.count
  }

  private static func skipSign(_ bytes: [UInt8]) -> Int {
    guard let first = bytes.first else { return 0 }
    return first == SourceByte.plus || first == SourceByte.minus ? 1 : 0
  }

  private static func countDigits(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count && SourceByte.isDigit(bytes[index]) {
      index += 1
    }
    return index - start
  }
}
