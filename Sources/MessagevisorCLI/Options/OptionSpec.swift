/// One option a command accepts.
struct OptionSpec: Sendable {
  /// The kind of value an option takes.
  enum Kind: Sendable, Equatable {
    /// `--name` or `--name=true|false`.
    case flag
    /// Any text.
    case string
    /// A whole number at least `minimum`.
    case integer(minimum: Int)
    /// A JSON object.
    case jsonObject
    /// A case-insensitive regular expression.
    case regex
    /// One of a fixed set of words.
    case choice([String])
  }

  /// The name without dashes, camelCase as upstream.
  let name: String
  /// The value kind.
  let kind: Kind
  /// One line of help.
  let help: String
  /// The placeholder shown in help, e.g. `PATH`.
  let valueName: String

  /// Creates an option.
  init(_ name: String, _ kind: Kind, _ help: String, valueName: String = "VALUE") {
    self.name = name
    self.kind = kind
    self.help = help
    self.valueName = valueName
  }

  /// How the option is shown in help.
  var usage: String {
    let dashes = name.count == 1 ? "-" : "--"
    switch kind {
    case .flag: return dashes + name
    case .choice(let words): return dashes + name + "=" + words.joined(separator: "|")
    default: return dashes + name + "=" + valueName
    }
  }
}
