import Foundation
import Messagevisor

/// A JSON value of the conformance fixture, kept as authored.
///
/// Fixture fields whose shape belongs to the SDK (conditions, datafiles, values) are held as
/// `FixtureJSON` and converted when a vector runs: to SDK values by `messagevisorValue`
/// (conformance-vectors §3), or to model types by `decode(_:)` through `JSONDecoder`.
///
/// Why it stays separate from `MessagevisorValue`: conformance-vectors §3 converts by the
/// number's double value (`1.0` in the fixture is `.int(1)`), while decoding
/// `MessagevisorValue` lets `JSONDecoder` decide from the number's text whether it is an
/// `Int`; holding the fixture as written keeps that rule in one place (`messagevisorValue`).
/// Why not the project compiler's `JSONValue`: that is the ordered, JavaScript-number model of
/// the project library's byte-identical output; the fixture needs neither order nor
/// `JSON.stringify`, and sorted-key text (`jsonText`) for its messages.
enum FixtureJSON: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([FixtureJSON])
  case object([String: FixtureJSON])

  /// The SDK value: integral numbers become `.int`, other numbers `.double`.
  var messagevisorValue: MessagevisorValue {
    switch self {
    case .null: return .null
    case .bool(let value): return .bool(value)
    case .number(let value): return Self.integral(value).map { .int($0) } ?? .double(value)
    case .string(let value): return .string(value)
    case .array(let items): return .array(items.map(\.messagevisorValue))
    case .object(let members): return .object(members.mapValues(\.messagevisorValue))
    }
  }

  /// The members of an object; empty for anything else.
  var members: [String: FixtureJSON] {
    if case .object(let members) = self { return members }
    return [:]
  }

  /// Serialized JSON text with sorted keys; integral numbers are written without a fraction.
  var jsonText: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }

  /// Decodes a model type from this value with `JSONDecoder`.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let encoder = JSONEncoder()
    return try JSONDecoder().decode(type, from: try encoder.encode(self))
  }

  /// The integer a double holds exactly, if any.
  static func integral(_ value: Double) -> Int? {
    guard value.isFinite, value.rounded(.towardZero) == value, abs(value) < 9.0e15 else {
      return nil
    }
    return Int(value)
  }
}

extension FixtureJSON: Codable {
  /// Decodes null, then bool, number, string, array and object.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([FixtureJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: FixtureJSON].self))
    }
  }

  /// Encodes the JSON equivalent.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value):
      if let whole = Self.integral(value) {
        try container.encode(whole)
      } else {
        try container.encode(value)
      }
    case .string(let value): try container.encode(value)
    case .array(let items): try container.encode(items)
    case .object(let members): try container.encode(members)
    }
  }
}

extension Dictionary where Key == String, Value == FixtureJSON {
  /// The SDK values of a fixture object (context, values, format options).
  var messagevisorValues: [String: MessagevisorValue] {
    mapValues(\.messagevisorValue)
  }
}

extension Optional where Wrapped == [String: FixtureJSON] {
  /// The SDK values of an optional fixture object; absent means empty.
  var messagevisorValues: [String: MessagevisorValue] {
    self?.messagevisorValues ?? [:]
  }
}
