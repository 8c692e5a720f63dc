import Foundation

/// One test spec of `list --tests --applyMatrix --json` (§4.3), decodable from native and JS
/// output alike.
package struct ProjectTestSpec: Codable, Sendable, Hashable {
  /// The test key, e.g. `messages.auth.signin`.
  package var key: String
  /// The subject of a message test.
  package var message: String?
  /// The subject of a segment test.
  package var segment: String?
  /// The subject of a locale test.
  package var locale: String?
  /// The subject of a target test.
  package var target: String?
  /// The spec's description, when authored.
  var description: String?
  /// The expanded assertions.
  package var assertions: [ProjectAssertion]

  /// Creates a spec.
  init(key: String, assertions: [ProjectAssertion] = []) {
    self.key = key
    self.assertions = assertions
  }

  /// message → segment → locale → target, as `list` classifies.
  package var kind: ProjectTestKind {
    if message != nil { return .message }
    if segment != nil { return .segment }
    if locale != nil { return .locale }
    return .target
  }

  /// Decodes the JSON array printed by `list --tests --applyMatrix --json`.
  static func decodeList(from json: String) throws -> [ProjectTestSpec] {
    try JSONDecoder().decode([ProjectTestSpec].self, from: Data(json.utf8))
  }

  private enum CodingKeys: String, CodingKey {
    case key, message, segment, locale, target, description, assertions
  }

  /// Decodes a spec; a missing `assertions` is an empty list.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    key = try container.decode(String.self, forKey: .key)
    message = try container.decodeIfPresent(String.self, forKey: .message)
    segment = try container.decodeIfPresent(String.self, forKey: .segment)
    locale = try container.decodeIfPresent(String.self, forKey: .locale)
    target = try container.decodeIfPresent(String.self, forKey: .target)
    description = try container.decodeIfPresent(String.self, forKey: .description)
    assertions = try container.decodeIfPresent([ProjectAssertion].self, forKey: .assertions) ?? []
  }
}
