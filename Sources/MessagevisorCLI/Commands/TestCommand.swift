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
        "Overlay folder searched first (then PROJECT/expectedByRuntime, ./expectedByRuntime)",
        valueName: "PATH"),
      OptionSpec("noOverlays", .flag, "Ignore expectation overlays"),
      OptionSpec(
        "runtime", .string,
        "Runtime ids whose recorded expectations apply, in order (default: this host's)",
        valueName: "ID[,ID...]"),
      OptionSpec("report-json", .string, "Write a JSON report to PATH", valueName: "PATH"),
      OptionSpec("junit", .string, "Write a JUnit XML report to PATH", valueName: "PATH"),
      OptionSpec("jobs", .integer(minimum: 1), "Evaluate with N workers", valueName: "N"),
      OptionSpec(
        "locale", .string, "Only assertions in these locales (comma-separated)",
        valueName: "L[,L…]"),
      OptionSpec(
        "shard", .string, "Run shard I of N (assertion-balanced, deterministic)",
        valueName: "I/N"),
      OptionSpec("bail", .flag, "Stop after the first failing spec"),
      OptionSpec(
        "maxFailures", .integer(minimum: 1), "Stop after N failing assertions", valueName: "N"),
      OptionSpec("slowest", .integer(minimum: 1), "Print the N slowest specs", valueName: "N"),
      OptionSpec("list", .flag, "List the specs that would run, without running them"),
      OptionSpec("passWithNoTests", .flag, "Exit 0 when the selection is empty"),
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
