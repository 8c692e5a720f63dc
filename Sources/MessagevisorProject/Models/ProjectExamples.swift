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
  /// 0-based index of the authored example.
  public var exampleIndex: Int
  /// 0-based matrix combination, when the source had a matrix.
  public var matrixIndex: Int?
  /// The authored description (matrix-substituted).
  public var description: String?
  /// An ICU message to format directly.
  public var rawMessage: String?
  /// A message key to translate.
  public var message: String?
  /// Values passed to the message.
  public var values: MessagevisorValues?
  /// Evaluation context.
  public var context: MessagevisorContext?
  /// Format presets passed to the call.
  public var formats: FormatPresets?
  /// Default currency for the call.
  public var currency: String?
  /// Time zone for the call.
  public var timeZone: String?
  /// Expected text per runtime (`swift`, `python`, …).
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
  /// The message key.
  public var message: String
  /// The example locale.
  public var locale: String
  /// 0-based index of the authored example.
  public var exampleIndex: Int
  /// 0-based matrix combination, when the source had a matrix.
  public var matrixIndex: Int?
  /// The authored description (matrix-substituted).
  public var description: String?
  /// Values passed to the message.
  public var values: MessagevisorValues?
  /// Evaluation context.
  public var context: MessagevisorContext?
  /// Format presets passed to the call.
  public var formats: FormatPresets?
  /// Default currency for the call.
  public var currency: String?
  /// Time zone for the call.
  public var timeZone: String?
  /// Expected text per runtime (`swift`, `python`, …).
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
