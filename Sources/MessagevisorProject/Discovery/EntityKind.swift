/// The kinds of entity files a project holds, each in its own directory.
package enum EntityKind: String, CaseIterable, Sendable, Hashable {
  /// `locales/`.
  case locale
  /// `messages/`.
  case message
  /// `segments/`.
  case segment
  /// `attributes/` (lint only).
  case attribute
  /// `targets/`.
  case target
  /// `tests/` (`*.spec.yml`).
  case test

  /// The default directory name under the project (or set) root.
  var directoryName: String {
    switch self {
    case .locale: return "locales"
    case .message: return "messages"
    case .segment: return "segments"
    case .attribute: return "attributes"
    case .target: return "targets"
    case .test: return "tests"
    }
  }
}
