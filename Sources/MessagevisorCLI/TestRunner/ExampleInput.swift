import Messagevisor
import MessagevisorProject

/// A locale or message example, as the examples runner renders and reports it.
///
/// Holds the listed model itself; the fields both kinds share are read through
/// `ProjectExample` (`input.locale`, `input.values`, …), the rest from the kind.
@dynamicMemberLookup
struct ExampleInput: Sendable {
  /// The listed example.
  enum Kind: Sendable {
    case locale(ProjectLocaleExample)
    case message(ProjectMessageExample)
  }

  let kind: Kind

  init(_ example: ProjectLocaleExample) {
    kind = .locale(example)
  }

  init(_ example: ProjectMessageExample) {
    kind = .message(example)
  }

  /// The fields both kinds have.
  var shared: any ProjectExample {
    switch kind {
    case .locale(let example): return example
    case .message(let example): return example
    }
  }

  subscript<Value>(dynamicMember field: KeyPath<any ProjectExample, Value>) -> Value {
    shared[keyPath: field]
  }

  /// `locales` or `messages`, the list the example came from.
  var group: String {
    switch kind {
    case .locale: return "locales"
    case .message: return "messages"
    }
  }

  /// The locale whose file holds a locale example; nil for a message example.
  var sourceLocale: String? {
    guard case .locale(let example) = kind else { return nil }
    return example.sourceLocale
  }

  /// The ICU text a locale example formats directly.
  var rawMessage: String? {
    guard case .locale(let example) = kind else { return nil }
    return example.rawMessage
  }

  /// The message key to translate.
  var message: String? {
    switch kind {
    case .locale(let example): return example.message
    case .message(let example): return example.message
    }
  }

  /// A stable identity: group, subject, locale, example and matrix index.
  var id: String {
    let subject = message ?? sourceLocale ?? self.locale
    let parts = [
      group, subject, self.locale, String(self.exampleIndex),
      self.matrixIndex.map(String.init) ?? "-",
    ]
    return parts.joined(separator: "|")
  }
}
