/// `test`: evaluates every assertion of a project's test specs.
struct TestCommand: Command {
  let name = "test"
  let summary = "Run a project's test specs through the Swift SDK"
  let usage = ["test [--projectDirectoryPath=PATH] [--target=swift] [options]"]
  var options: [OptionSpec] {
    CommonOptions.project + CommonOptions.modules + CommonOptions.output + [
      OptionSpec("normalizeSpaces", .flag, "Treat U+0020, U+00A0 and U+202F as equal"),
      OptionSpec("onlyFailures", .flag, "Print only failing assertions"),
      OptionSpec("quiet", .flag, "Print only the summary"),
      OptionSpec("keyPattern", .regex, "Only tests whose key matches", valueName: "REGEX"),
      OptionSpec(
        "assertionPattern", .regex, "Only assertions whose description matches",
        valueName: "REGEX"),
      OptionSpec(
        "expectedByRuntimeDirectory", .string,
        "Folder of expectation overlays (default: expectedByRuntime)", valueName: "PATH"),
      OptionSpec("noOverlays", .flag, "Ignore expectation overlays"),
      OptionSpec("report-json", .string, "Write a JSON report to PATH", valueName: "PATH"),
      OptionSpec("junit", .string, "Write a JUnit XML report to PATH", valueName: "PATH"),
      OptionSpec("jobs", .integer(minimum: 1), "Evaluate with N workers", valueName: "N"),
      OptionSpec(
        "watch", .flag, "Re-run the affected specs when a project file changes (Ctrl-C stops)"),
    ]
  }

  func run(_ options: ParsedOptions, console: Console) async throws(CLIError) -> ExitCode {
    try await BlockingWork.run { () throws(CLIError) in
      options.flag("watch")
        ? try TestWatch(options: options, console: console).run()
        : try TestRunner(options: options, console: console).run()
    }
  }
}
