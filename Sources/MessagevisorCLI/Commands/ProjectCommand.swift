/// `project`: the JSON commands compatible with `npx messagevisor`.
struct ProjectCommand: Command {
  let name = "project"
  let summary = "Print project JSON like `npx messagevisor` (list, build, examples)"
  let usage = [
    "project list --tests --applyMatrix --json [--keyPattern=REGEX]",
    "project list --segments --json",
    "project build --json --target=TARGET --locale=LOCALE",
    "project examples --json [--locale=LOCALE]",
  ]
  let allowsPositional = true
  let options: [OptionSpec] = [
    OptionSpec(
      "projectDirectoryPath", .string, "Project folder (default: current folder)",
      valueName: "PATH"),
    OptionSpec("tests", .flag, "List test specs"),
    OptionSpec("segments", .flag, "List segments"),
    OptionSpec("applyMatrix", .flag, "Expand test matrices"),
    OptionSpec("json", .flag, "Print JSON (the only output format)"),
    OptionSpec("keyPattern", .string, "Only tests whose key matches", valueName: "REGEX"),
    OptionSpec("target", .string, "Target key", valueName: "TARGET"),
    OptionSpec("locale", .string, "Locale", valueName: "LOCALE"),
    OptionSpec("set", .string, "Set name, for projects with `sets: true`", valueName: "NAME"),
  ]

  func run(_ options: ParsedOptions, console: Console) async throws(CLIError) -> ExitCode {
    throw CLIError.internalError("project commands are not wired yet (issue #5)")
  }
}
