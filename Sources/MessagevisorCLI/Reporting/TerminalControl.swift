/// Terminal capabilities beyond colour.
enum TerminalControl {
  /// Whether `TERM=dumb`: no cursor control such as `\e[K`.
  static func isDumb(_ console: Console) -> Bool {
    console.environment["TERM"] == "dumb"
  }
}
