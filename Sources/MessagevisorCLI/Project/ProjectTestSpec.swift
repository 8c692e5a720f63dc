import Messagevisor

/// One test spec as printed by `list --tests --applyMatrix --json` (either source).
public struct ProjectTestSpec: Decodable, Sendable {
  /// The test key, e.g. `messages.auth.signin`.
  public var key: String
  /// The message under test (message tests).
  public var message: String?
  /// The segment under test (segment tests).
  public var segment: String?
  /// The locale under test (locale tests), or the default for assertions.
  public var locale: String?
  /// The target under test (target tests), or the default for assertions.
  public var target: String?
  /// Expanded assertions.
  public var assertions: [ProjectAssertion]

  private enum CodingKeys: String, CodingKey {
    case key
    case message
    case segment
    case locale
    case target
    case assertions
  }

  /// Decodes a spec; a missing `assertions` array counts as empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    key = try container.decode(String.self, forKey: .key)
    message = try container.decodeIfPresent(String.self, forKey: .message)
    segment = try container.decodeIfPresent(String.self, forKey: .segment)
    locale = try container.decodeIfPresent(String.self, forKey: .locale)
    target = try container.decodeIfPresent(String.self, forKey: .target)
    assertions = try container.decodeIfPresent([ProjectAssertion].self, forKey: .assertions) ?? []
  }

  /// The kind of test, as classified upstream.
  public var kind: Kind {
    if message != nil { return .message }
    if segment != nil { return .segment }
    if locale != nil { return .locale }
    return .target
  }

  /// Test kinds.
  public enum Kind: String, Sendable {
    case message
    case segment
    case locale
    case target
  }
}

/// One expanded assertion.
public struct ProjectAssertion: Decodable, Sendable {
  public var description: String?
  public var locale: String?
  public var target: String?
  public var message: String?
  public var rawMessage: String?
  public var segment: String?
  public var values: MessagevisorValues?
  public var context: MessagevisorContext?
  public var currency: String?
  public var timeZone: String?
  public var formats: FormatPresets?
  public var withFlags: [String: MessagevisorValue]?
  public var withVariations: [String: MessagevisorValue]?
  public var expectedTranslation: MessagevisorValue?
  public var expectedByRuntime: [String: MessagevisorValue]?
  public var expectedToMatch: MessagevisorValue?
  public var expectedToIncludeMessages: [String]?
  public var expectedToNotIncludeMessages: [String]?
  public var expectedFormats: MessagevisorValue?
  public var assertionIndex: Int?
  public var matrixIndex: Int?
}

/// A segment as printed by `list --segments --json`.
public struct ProjectSegment: Decodable, Sendable {
  /// The segment key.
  public var key: String
  /// Archived segments never match.
  public var archived: Bool?
  /// The conditions as authored.
  public var conditions: Condition
}

/// The output of `examples --json`.
public struct ProjectExamples: Decodable, Sendable {
  /// Locale examples.
  public var locales: [ProjectExample]
  /// Message examples.
  public var messages: [ProjectExample]
}

/// One expanded example.
public struct ProjectExample: Decodable, Sendable {
  public var locale: String
  public var sourceLocale: String?
  public var exampleIndex: Int?
  public var matrixIndex: Int?
  public var description: String?
  public var rawMessage: String?
  public var message: String?
  public var values: MessagevisorValues?
  public var context: MessagevisorContext?
  public var formats: FormatPresets?
  public var currency: String?
  public var timeZone: String?
  public var expectedByRuntime: [String: MessagevisorValue]?
  public var evaluatedTranslation: MessagevisorValue?
}
