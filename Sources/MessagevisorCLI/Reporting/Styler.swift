/// ANSI styling that becomes a no-op when colour is off.
public struct Styler: Sendable {
  /// Whether escapes are emitted.
  public let enabled: Bool

  /// Creates a styler.
  public init(enabled: Bool) {
    self.enabled = enabled
  }

  /// Green text.
  public func green(_ text: String) -> String { wrap(text, "32") }
  /// Red text.
  public func red(_ text: String) -> String { wrap(text, "31") }
  /// Yellow text.
  public func yellow(_ text: String) -> String { wrap(text, "33") }
  /// Dimmed text.
  public func dim(_ text: String) -> String { wrap(text, "2") }
  /// Bold text.
  public func bold(_ text: String) -> String { wrap(text, "1") }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
