/// One option a command accepts: its name, value kind, help line and placeholder.
///
/// Commands do not build these by hand: each `@Option`/`@Flag` property of a command's
/// `ParsableOptions` struct declares one, so the parser, the decoded value and the help text
/// all come from the same declaration.
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
  /// A check beyond the kind: the usage message for a value the option's type rejects, nil
  /// for one it accepts. Given the value and the dashed option name.
  let check: (@Sendable (_ value: String, _ option: String) -> String?)?

  /// Creates an option.
  init(_ name: String, _ kind: Kind, _ help: String, valueName: String = "VALUE") {
    self.init(name, kind, help, valueName: valueName, check: nil)
  }

  init(
    _ name: String,
    _ kind: Kind,
    _ help: String,
    valueName: String,
    check: (@Sendable (_ value: String, _ option: String) -> String?)?
  ) {
    self.name = name
    self.kind = kind
    self.help = help
    self.valueName = valueName
    self.check = check
  }

  /// The option as written on the command line: `--name`, or `-n` for one letter.
  var dashedName: String {
    (name.count == 1 ? "-" : "--") + name
  }

  /// How the option is shown in help.
  var usage: String {
    switch kind {
    case .flag: return dashedName
    case .choice(let words): return dashedName + "=" + words.joined(separator: "|")
    default: return dashedName + "=" + valueName
    }
  }
}
