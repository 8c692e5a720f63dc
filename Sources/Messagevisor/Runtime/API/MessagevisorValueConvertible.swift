import Foundation

/// A Swift value that can be passed to a message argument.
///
/// Generated accessors take simple arguments (`{name}`) as `some MessagevisorValueConvertible`.
/// Strings, booleans, dates, every standard integer and floating-point type and
/// `MessagevisorValue` itself conform; conform your own types to pass them directly.
public protocol MessagevisorValueConvertible {
  /// The value handed to the runtime.
  var messagevisorValue: MessagevisorValue { get }
}

/// A number that can be passed to a numeric message argument.
///
/// Generated accessors take `plural`, `selectordinal` and `number` arguments as
/// `some MessagevisorNumeric`, so `count: 3`, `count: someInt` and `amount: 12.5` all work.
/// Integers become `.int` (or `.double` beyond `Int`'s range); floating-point values become
/// `.double`.
public protocol MessagevisorNumeric: MessagevisorValueConvertible {}

extension MessagevisorValue: MessagevisorValueConvertible {
  public var messagevisorValue: MessagevisorValue { self }
}

extension String: MessagevisorValueConvertible {
  public var messagevisorValue: MessagevisorValue { .string(self) }
}

extension Substring: MessagevisorValueConvertible {
  public var messagevisorValue: MessagevisorValue { .string(String(self)) }
}

extension Bool: MessagevisorValueConvertible {
  public var messagevisorValue: MessagevisorValue { .bool(self) }
}

extension Date: MessagevisorValueConvertible {
  public var messagevisorValue: MessagevisorValue { .date(self) }
}

extension BinaryInteger where Self: MessagevisorNumeric {
  /// `.int`, or `.double` when the value does not fit in `Int`.
  public var messagevisorValue: MessagevisorValue {
    if let exact = Int(exactly: self) { return .int(exact) }
    return .double(Double(self))
  }
}

extension BinaryFloatingPoint where Self: MessagevisorNumeric {
  /// `.double`.
  public var messagevisorValue: MessagevisorValue { .double(Double(self)) }
}

extension Int: MessagevisorNumeric {}
extension Int8: MessagevisorNumeric {}
extension Int16: MessagevisorNumeric {}
extension Int32: MessagevisorNumeric {}
extension Int64: MessagevisorNumeric {}
extension UInt: MessagevisorNumeric {}
extension UInt8: MessagevisorNumeric {}
extension UInt16: MessagevisorNumeric {}
extension UInt32: MessagevisorNumeric {}
extension UInt64: MessagevisorNumeric {}
extension Double: MessagevisorNumeric {}
extension Float: MessagevisorNumeric {}

extension Decimal: MessagevisorNumeric {
  /// `.int` when the value is a whole number that fits in `Int`, else `.double`.
  public var messagevisorValue: MessagevisorValue {
    let number = NSDecimalNumber(decimal: self)
    if self == Decimal(number.intValue) { return .int(number.intValue) }
    return .double(number.doubleValue)
  }
}
