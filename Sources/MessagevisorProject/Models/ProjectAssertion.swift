import Messagevisor

/// One expanded test assertion of `list --tests --applyMatrix --json` (§4.3).
///
/// Decodes both the native output and the JS CLI's; every field but `assertionIndex` is
/// optional because the shape depends on the test kind. Unknown fields are ignored.
package struct ProjectAssertion: Codable, Sendable, Hashable {
  /// 0-based index of the authored assertion.
  package var assertionIndex: Int
  /// 0-based matrix combination, when the assertion had a matrix.
  package var matrixIndex: Int?
  /// The authored description (matrix-substituted).
  package var description: String?
  /// The assertion's own `key` field, when authored.
  var key: String?
  /// The locale.
  package var locale: String?
  /// The target to build (runner default `swift`).
  package var target: String?
  /// The segment evaluated by a segment assertion.
  package var segment: String?
  /// The message a target assertion translates (instead of `rawMessage`).
  package var message: String?
  /// An ICU message to format directly.
  package var rawMessage: String?
  /// Values passed to the message.
  package var values: MessagevisorValues?
  /// Evaluation context.
  package var context: MessagevisorContext?
  /// Flag values; a flag is on only when its value is `true` (JS `=== true`).
  package var withFlags: [String: MessagevisorValue]?
  /// Experiment → variation used by the variation resolver.
  package var withVariations: [String: String]?
  /// Default currency for the call.
  package var currency: String?
  /// Time zone for the call.
  package var timeZone: String?
  /// Format presets passed to the call.
  package var formats: FormatPresets?
  /// The expected text.
  package var expectedTranslation: String?
  /// Expected text per runtime (`swift`, `python`, …).
  package var expectedByRuntime: [String: String]?
  /// The expected result of a segment assertion.
  package var expectedToMatch: Bool?
  /// Message keys the datafile must translate.
  package var expectedToIncludeMessages: [String]?
  /// Message keys the datafile must not translate.
  package var expectedToNotIncludeMessages: [String]?
  /// Subset-matched against the resolved formats.
  package var expectedFormats: MessagevisorValue?

  /// Creates an assertion with only its index set.
  init(assertionIndex: Int) {
    self.assertionIndex = assertionIndex
  }

  /// True when `withFlags[flag]` is the boolean `true`.
  func isFlagEnabled(_ flag: String) -> Bool {
    withFlags?[flag] == .bool(true)
  }

  private enum CodingKeys: String, CodingKey {
    case assertionIndex, matrixIndex, description, key, locale, target, segment, message
    case rawMessage, values, context, withFlags, withVariations, currency, timeZone, formats
    case expectedTranslation, expectedByRuntime, expectedToMatch, expectedToIncludeMessages
    case expectedToNotIncludeMessages, expectedFormats
  }

  /// Decodes leniently: string fields accept numbers and booleans, `expectedToMatch`
  /// accepts `"true"`/`"false"`.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    assertionIndex = try container.decode(Int.self, forKey: .assertionIndex)
    matrixIndex = try container.decodeIfPresent(Int.self, forKey: .matrixIndex)
    description = try container.lenientString(.description)
    key = try container.lenientString(.key)
    locale = try container.lenientString(.locale)
    target = try container.lenientString(.target)
    segment = try container.lenientString(.segment)
    message = try container.lenientString(.message)
    rawMessage = try container.lenientString(.rawMessage)
    values = try container.decodeIfPresent(MessagevisorValues.self, forKey: .values)
    context = try container.decodeIfPresent(MessagevisorContext.self, forKey: .context)
    withFlags = try container.decodeIfPresent([String: MessagevisorValue].self, forKey: .withFlags)
    withVariations = try container.lenientStringMap(.withVariations)
    currency = try container.lenientString(.currency)
    timeZone = try container.lenientString(.timeZone)
    formats = try container.decodeIfPresent(FormatPresets.self, forKey: .formats)
    expectedTranslation = try container.lenientString(.expectedTranslation)
    expectedByRuntime = try container.lenientStringMap(.expectedByRuntime)
    expectedToMatch = try container.lenientBool(.expectedToMatch)
    expectedToIncludeMessages = try container.decodeIfPresent(
      [String].self, forKey: .expectedToIncludeMessages)
    expectedToNotIncludeMessages = try container.decodeIfPresent(
      [String].self, forKey: .expectedToNotIncludeMessages)
    expectedFormats = try container.decodeIfPresent(
      MessagevisorValue.self, forKey: .expectedFormats)
  }
}
