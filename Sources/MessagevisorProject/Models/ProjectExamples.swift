import Foundation
import Messagevisor

/// The output of `examples --json` (§6.3), decodable from native and JS output alike.
///
/// Native output never has `evaluatedTranslation` (docs/decisions.md D14); JS output has it.
package struct ProjectExamples: Codable, Sendable, Hashable {
  /// Locale examples, per listed locale, oldest chain ancestor first.
  package var locales: [ProjectLocaleExample]
  /// Message examples, in message key order.
  package var messages: [ProjectMessageExample]

  /// Creates the lists.
  init(locales: [ProjectLocaleExample] = [], messages: [ProjectMessageExample] = []) {
    self.locales = locales
    self.messages = messages
  }

  /// Decodes the JSON object printed by `examples --json`.
  static func decode(from json: String) throws -> ProjectExamples {
    try JSONDecoder().decode(ProjectExamples.self, from: Data(json.utf8))
  }
}

/// One expanded locale example.
package struct ProjectLocaleExample: Codable, Sendable, Hashable {
  /// The locale being listed.
  package var locale: String
  /// The locale whose file holds the example (via `mergeExamplesFrom`).
  package var sourceLocale: String
  /// 0-based index of the authored example.
  package var exampleIndex: Int
  /// 0-based matrix combination, when the source had a matrix.
  package var matrixIndex: Int?
  /// The authored description (matrix-substituted).
  package var description: String?
  /// An ICU message to format directly.
  package var rawMessage: String?
  /// A message key to translate.
  package var message: String?
  /// Values passed to the message.
  package var values: MessagevisorValues?
  /// Evaluation context.
  package var context: MessagevisorContext?
  /// Format presets passed to the call.
  package var formats: FormatPresets?
  /// Default currency for the call.
  package var currency: String?
  /// Time zone for the call.
  package var timeZone: String?
  /// Expected text per runtime (`swift`, `python`, …).
  package var expectedByRuntime: [String: String]?
  /// JS only: the JS SDK's rendering.
  package var evaluatedTranslation: MessagevisorValue?
  /// The set, in a sets project.
  var set: String?

  /// Creates an example.
  init(locale: String, sourceLocale: String, exampleIndex: Int) {
    self.locale = locale
    self.sourceLocale = sourceLocale
    self.exampleIndex = exampleIndex
  }
}

/// One expanded message example.
package struct ProjectMessageExample: Codable, Sendable, Hashable {
  /// The message key.
  package var message: String
  /// The example locale.
  package var locale: String
  /// 0-based index of the authored example.
  package var exampleIndex: Int
  /// 0-based matrix combination, when the source had a matrix.
  package var matrixIndex: Int?
  /// The authored description (matrix-substituted).
  package var description: String?
  /// Values passed to the message.
  package var values: MessagevisorValues?
  /// Evaluation context.
  package var context: MessagevisorContext?
  /// Format presets passed to the call.
  package var formats: FormatPresets?
  /// Default currency for the call.
  package var currency: String?
  /// Time zone for the call.
  package var timeZone: String?
  /// Expected text per runtime (`swift`, `python`, …).
  package var expectedByRuntime: [String: String]?
  /// JS only: the JS SDK's rendering.
  package var evaluatedTranslation: MessagevisorValue?
  /// The set, in a sets project.
  var set: String?

  /// Creates an example.
  init(message: String, locale: String, exampleIndex: Int) {
    self.message = message
    self.locale = locale
    self.exampleIndex = exampleIndex
  }
}
