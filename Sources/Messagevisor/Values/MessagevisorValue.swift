import Foundation

/// A dynamically typed value used for message values, context attributes and format options.
///
/// Equality is case-strict: `.int(1) != .double(1)`. Only the condition engine compares
/// integers and doubles numerically.
public enum MessagevisorValue: Sendable, Hashable {
  /// Text; also what a string literal becomes.
  case string(String)
  /// A whole number; also what an integer literal becomes.
  case int(Int)
  /// A floating-point number; also what a float literal becomes.
  case double(Double)
  /// A Boolean; also what `true` and `false` become.
  case bool(Bool)
  /// An instant, for date and time arguments and the `before` and `after` conditions.
  case date(Date)
  /// A list, for the `in` and `includes` conditions and list values.
  case array([MessagevisorValue])
  /// Nested attributes; conditions reach into them with dotted paths (`account.id`).
  case object([String: MessagevisorValue])
  /// JSON `null`: present but empty (`exists` is true for it); also what `nil` becomes.
  case null
}

/// Values passed to a message (`{name}` placeholders and ICU arguments).
public typealias MessagevisorValues = [String: MessagevisorValue]

/// Evaluation context used by override conditions and segments.
public typealias MessagevisorContext = [String: MessagevisorValue]

/// ECMA-402-style formatting options of one preset.
public typealias FormatOptions = [String: MessagevisorValue]

extension MessagevisorValue {
  /// The string payload of a `.string` value.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The payload of a `.bool` value.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements of an `.array` value.
  public var arrayValue: [MessagevisorValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The members of an `.object` value.
  public var objectValue: [String: MessagevisorValue]? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The numeric payload of `.int` and `.double`; nil for everything else.
  ///
  /// Booleans and numeric strings are not numbers.
  public var numberValue: Double? {
    switch self {
    case .int(let value): return Double(value)
    case .double(let value): return value
    default: return nil
    }
  }

  /// The instant this value denotes, if any.
  ///
  /// `.date` is itself; `.string` goes through the portable ISO-8601 parser (offset required);
  /// `.int` and `.double` are Unix epoch milliseconds.
  public var dateValue: Date? {
    switch self {
    case .date(let value): return value
    case .string(let text): return PortableISODate.parse(text)
    case .int(let millis): return Date(timeIntervalSince1970: Double(millis) / 1000)
    case .double(let millis): return Date(timeIntervalSince1970: millis / 1000)
    default: return nil
    }
  }

  /// The text shown when the value is interpolated without a format.
  public var displayValue: String {
    switch self {
    case .string(let value): return value
    case .int(let value): return String(value)
    case .double(let value): return String(describing: value)
    case .bool(let value): return value ? "true" : "false"
    case .date(let value): return PortableISODate.format(value)
    case .array(let values): return values.map(\.displayValue).joined(separator: ", ")
    case .object: return "[object]"
    case .null: return ""
    }
  }

  /// Wraps a string.
  public static func value(_ value: String) -> MessagevisorValue { .string(value) }
  /// Wraps an integer.
  public static func value(_ value: Int) -> MessagevisorValue { .int(value) }
  /// Wraps a double.
  public static func value(_ value: Double) -> MessagevisorValue { .double(value) }
  /// Wraps a boolean.
  public static func value(_ value: Bool) -> MessagevisorValue { .bool(value) }
}

extension MessagevisorValue: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) { self = .string(value) }
}

extension MessagevisorValue: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) { self = .int(value) }
}

extension MessagevisorValue: ExpressibleByFloatLiteral {
  public init(floatLiteral value: Double) { self = .double(value) }
}

extension MessagevisorValue: ExpressibleByBooleanLiteral {
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MessagevisorValue: ExpressibleByNilLiteral {
  public init(nilLiteral: ()) { self = .null }
}

/// `["a", 1, true]` is `.array([.string("a"), .int(1), .bool(true)])`.
extension MessagevisorValue: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: MessagevisorValue...) { self = .array(elements) }
}

/// `["id": "u1"]` is `.object(["id": .string("u1")])`, so nested context reads as written:
/// `setContext(["account": ["id": "u1", "plan": "pro"]])`. A repeated key keeps its last value.
extension MessagevisorValue: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, MessagevisorValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
