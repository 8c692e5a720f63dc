/// ANSI styling that becomes a no-op when colour is off.
struct Styler: Sendable {
  /// Whether escapes are emitted.
  let enabled: Bool

  /// Green text.
  func green(_ text: String) -> String { wrap(text, "32") }
  /// Red text.
  func red(_ text: String) -> String { wrap(text, "31") }
  /// Dimmed text.
  func dim(_ text: String) -> String { wrap(text, "2") }
  /// Bold text.
  func bold(_ text: String) -> String { wrap(text, "1") }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
