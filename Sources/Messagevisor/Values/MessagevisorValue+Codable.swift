import Foundation

extension MessagevisorValue: Codable {
  /// Decodes null, then bool, int, double, string, array and object, in that order.
  ///
  /// A decoder that already holds the value (`MessagevisorValueSource`) gives it at once, as
  /// those attempts would.
  public init(from decoder: any Decoder) throws {
    if let source = decoder as? any MessagevisorValueSource {
      self = source.messagevisorValue
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([MessagevisorValue].self) {
      self = .array(value)
    } else if let value = try? container.decode([String: MessagevisorValue].self) {
      self = .object(value)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "Unsupported Messagevisor value"
      )
    }
  }

  /// Encodes the JSON equivalent; dates become ISO-8601 internet date-time strings.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .date(let value): try container.encode(PortableISODate.format(value))
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    case .null: try container.encodeNil()
    }
  }
}

/// A decoder that holds the value being decoded in a form that maps onto `MessagevisorValue`.
///
/// Decoding a `MessagevisorValue` otherwise tries six types in turn, and each failed try costs
/// the decoder an error with its coding path. The project compiler's JSON value decoder
/// conforms; the value it gives must be what those tries would decode.
package protocol MessagevisorValueSource: Decoder {
  /// The value the ordered tries of `MessagevisorValue.init(from:)` would decode.
  var messagevisorValue: MessagevisorValue { get }
}
