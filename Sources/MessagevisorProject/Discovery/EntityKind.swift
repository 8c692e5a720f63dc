/// The kinds of entity files a project holds, each in its own directory.
public enum EntityKind: String, CaseIterable, Sendable, Hashable {
  case locale
  case message
  case segment
  case attribute
  case target
  case test

  /// The default directory name under the project (or set) root.
  public var directoryName: String {
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
