/// `examples`: renders and checks a project's message examples.
struct ExamplesCommand: Command {
  let name = "examples"
  let summary = "Render a project's examples (preview) and check authored expectations"
  let usage = ["examples [--projectDirectoryPath=PATH] [--locale=LOCALE] [options]"]
  var options: [OptionSpec] {
    CommonOptions.project + CommonOptions.modules + CommonOptions.output + [
      OptionSpec("locale", .string, "Only this locale", valueName: "LOCALE"),
      OptionSpec("normalizeSpaces", .flag, "Treat U+0020, U+00A0 and U+202F as equal"),
      OptionSpec("onlyFailures", .flag, "Print only failing examples"),
      OptionSpec("snapshot", .string, "Compare against a recorded snapshot", valueName: "PATH"),
      OptionSpec("updateSnapshot", .flag, "Write the snapshot instead of comparing"),
      OptionSpec(
        "runtime", .string,
        "Runtime ids whose recorded expectations apply, in order (default: this host's)",
        valueName: "ID[,ID...]"),
      OptionSpec(
        "watch", .flag, "Re-render the affected examples when a project file changes (Ctrl-C stops)"
      ),
    ]
  }

  func run(_ options: ParsedOptions, console: Console) async throws(CLIError) -> ExitCode {
    try await BlockingWork.run { () throws(CLIError) in
      options.flag("watch")
        ? try ExamplesWatch(options: options, console: console).run()
        : try ExamplesRunner(options: options, console: console).run()
    }
  }
}
