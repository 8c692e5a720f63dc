/// Decides whether output is coloured.
///
/// `--color=always` and `--color=never` win; with `auto` (the default) colour is used only on a
/// terminal, and never when `NO_COLOR` is set to a non-empty value (no-color.org: an empty
/// `NO_COLOR=` does not count) or `TERM` is `dumb`.
enum ColorPolicy: String, Sendable, CaseIterable, OptionChoice {
  case auto
  case always
  case never

  /// Whether to colour, given the environment and whether the stream is a terminal.
  func usesColor(environment: [String: String], isTerminal: Bool) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return isTerminal
    }
  }
}
