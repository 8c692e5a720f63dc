/// A `messagevisor-swift` subcommand.
protocol Command: Sendable {
  /// The word after `messagevisor-swift`.
  var name: String { get }
  /// One line for the command list.
  var summary: String { get }
  /// Usage lines shown in help, e.g. `test [options]`.
  var usage: [String] { get }
  /// The options the command accepts.
  var options: [OptionSpec] { get }
  /// Whether non-option arguments are accepted.
  var allowsPositional: Bool { get }
  /// Runs the command with validated options.
  func run(_ options: ParsedOptions, console: Console) async throws(CLIError) -> ExitCode
}

extension Command {
  var allowsPositional: Bool { false }
}

/// Option groups shared by several commands.
enum CommonOptions {
  static let project: [OptionSpec] = [
    OptionSpec(
      "projectDirectoryPath", .string, "Project folder (default: current folder)",
      valueName: "PATH"),
    OptionSpec(
      "target", .string, "Target key (default: swift, else the only target)",
      valueName: "TARGET"),
    OptionSpec(
      "builder", .choice(["auto", "native", "npx"]),
      "Datafile source: our native compiler or `npx messagevisor` (default: auto)"),
    OptionSpec("set", .string, "Set name, for projects with `sets: true`", valueName: "NAME"),
  ]

  static let modules: [OptionSpec] = [
    OptionSpec("withIcuModule", .flag, "Install the ICU MessageFormat module"),
    OptionSpec("withInterpolationModule", .flag, "Install the {name} interpolation module"),
  ]

  static let evaluation: [OptionSpec] = [
    OptionSpec("locale", .string, "Locale", valueName: "LOCALE"),
    OptionSpec("values", .jsonObject, "Message values as a JSON object", valueName: "JSON"),
    OptionSpec("context", .jsonObject, "Context as a JSON object", valueName: "JSON"),
    OptionSpec("currency", .string, "Currency code", valueName: "CODE"),
    OptionSpec("timeZone", .string, "IANA time zone", valueName: "ZONE"),
  ]

  static let output: [OptionSpec] = [
    OptionSpec("json", .flag, "Print JSON on standard output"),
    OptionSpec("color", .choice(["auto", "always", "never"]), "Colour policy (default: auto)"),
  ]
}
