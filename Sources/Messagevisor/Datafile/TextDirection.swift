/// The writing direction of a locale's datafile; its raw value is the datafile's `direction`.
public enum TextDirection: String, Codable, Sendable, CaseIterable {
  /// Left to right.
  case ltr
  /// Right to left.
  case rtl
}

extension DatafileContent {
  /// `direction` as a `TextDirection`; nil when it is absent or not one of the two values
  /// (such a datafile fails `hasValidIdentity`). Setting it sets `direction`.
  public var textDirection: TextDirection? {
    get { direction.flatMap(TextDirection.init(rawValue:)) }
    set { direction = newValue?.rawValue }
  }
}

extension MessagevisorSnapshot {
  /// `direction` as a `TextDirection`.
  public var textDirection: TextDirection? {
    direction.flatMap(TextDirection.init(rawValue:))
  }
}
