import Messagevisor
import MessagevisorProject

/// A locale or message example in one shape, for rendering and reporting.
struct ExampleInput: Sendable {
  let group: String
  let locale: String
  let sourceLocale: String?
  let exampleIndex: Int
  let matrixIndex: Int?
  let description: String?
  let rawMessage: String?
  let message: String?
  let values: MessagevisorValues?
  let context: MessagevisorContext?
  let formats: FormatPresets?
  let currency: String?
  let timeZone: String?
  let expectedByRuntime: [String: String]
  let evaluatedTranslation: MessagevisorValue?

  init(_ example: ProjectLocaleExample) {
    group = "locales"
    locale = example.locale
    sourceLocale = example.sourceLocale
    exampleIndex = example.exampleIndex
    matrixIndex = example.matrixIndex
    description = example.description
    rawMessage = example.rawMessage
    message = example.message
    values = example.values
    context = example.context
    formats = example.formats
    currency = example.currency
    timeZone = example.timeZone
    expectedByRuntime = example.expectedByRuntime ?? [:]
    evaluatedTranslation = example.evaluatedTranslation
  }

  init(_ example: ProjectMessageExample) {
    group = "messages"
    locale = example.locale
    sourceLocale = nil
    exampleIndex = example.exampleIndex
    matrixIndex = example.matrixIndex
    description = example.description
    rawMessage = nil
    message = example.message
    values = example.values
    context = example.context
    formats = example.formats
    currency = example.currency
    timeZone = example.timeZone
    expectedByRuntime = example.expectedByRuntime ?? [:]
    evaluatedTranslation = example.evaluatedTranslation
  }

  /// A stable identity: group, subject, locale, example and matrix index.
  var id: String {
    let subject = message ?? sourceLocale ?? locale
    let parts = [
      group, subject, locale, String(exampleIndex), matrixIndex.map(String.init) ?? "-",
    ]
    return parts.joined(separator: "|")
  }
}
