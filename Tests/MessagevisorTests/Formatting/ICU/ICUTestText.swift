/// Comparison helpers for ICU engine tests.
enum ICUTestText {
  /// `text` with U+202F written as U+0020: V8 replaces ICU's narrow no-break space in date
  /// output with a plain space, a post-processing step the SDK does not copy (D18).
  static func spaced(_ text: String) -> String {
    String(text.map { $0 == "\u{202F}" ? " " : $0 })
  }
}
