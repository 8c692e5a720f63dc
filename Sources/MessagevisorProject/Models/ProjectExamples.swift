import Foundation
import Messagevisor

/// The output of `examples --json` (§6.3), decodable from native and JS output alike.
///
/// Native output never has `evaluatedTranslation` (D14); JS output has it.
public struct ProjectExamples: Codable, Sendable, Hashable {
  /// Locale examples, per listed locale, oldest chain ancestor first.
  public var locales: [ProjectLocaleExample]
  /// Message examples, in message key order.
  public var messages: [ProjectMessageExample]

  /// Creates the lists.
  public init(locales: [ProjectLocaleExample] = [], messages: [ProjectMessageExample] = []) {
    self.locales = locales
    self.messages = messages
  }

  /// Decodes the JSON object printed by `examples --json`.
  public static func decode(from json: String) throws -> ProjectExamples {
    try JSONDecoder().decode(ProjectExamples.self, from: Data(json.utf8))
  }
}

/// One expanded locale example.
public struct ProjectLocaleExample: Codable, Sendable, Hashable {
  /// The locale being listed.
  public var locale: String
  /// The locale whose file holds the example (via `mergeExamplesFrom`).
  public var sourceLocale: String
  public var exampleIndex: Int
  public var matrixIndex: Int?
  public var description: String?
  public var rawMessage: String?
  public var message: String?
  public var values: MessagevisorValues?
  public var context: MessagevisorContext?
  public var formats: FormatPresets?
  public var currency: String?
  public var timeZone: String?
  public var expectedByRuntime: [String: String]?
  /// JS only: the JS SDK's rendering.
  public var evaluatedTranslation: MessagevisorValue?
  /// The set, in a sets project.
  public var set: String?

  /// Creates an example.
  public init(locale: String, sourceLocale: String, exampleIndex: Int) {
    self.locale = locale
    self.sourceLocale = sourceLocale
    self.exampleIndex = exampleIndex
  }
}

/// One expanded message example.
public struct ProjectMessageExample: Codable, Sendable, Hashable {
  public var message: String
  public var locale: String
  public var exampleIndex: Int
  public var matrixIndex: Int?
  public var description: String?
  public var values: MessagevisorValues?
  public var context: MessagevisorContext?
  public var formats: FormatPresets?
  public var currency: String?
  public var timeZone: String?
  public var expectedByRuntime: [String: String]?
  /// JS only: the JS SDK's rendering.
  public var evaluatedTranslation: MessagevisorValue?
  /// The set, in a sets project.
  public var set: String?

  /// Creates an example.
  public init(message: String, locale: String, exampleIndex: Int) {
    self.message = message
    self.locale = locale
    self.exampleIndex = exampleIndex
  }
}
