/// The options of `test`.
struct TestOptions: ParsableOptions {
  var project = ProjectOptions()
  var modules = ModuleOptions()
  var output = OutputOptions()

  @Flag("normalizeSpaces", help: "Treat U+0020, U+00A0 and U+202F as equal")
  var normalizeSpaces: Bool

  @Flag("onlyFailures", help: "Print only failing assertions")
  var onlyFailures: Bool

  @Flag("quiet", help: "Print only the summary")
  var quiet: Bool

  @Flag("verbose", help: "Always print the Expectations: and Overlays: lines")
  var verbose: Bool

  @Option("keyPattern", help: "Only tests whose key matches", valueName: "REGEX")
  var keyPattern: RegexOption?

  @Option(
    "assertionPattern", help: "Only assertions whose description matches", valueName: "REGEX")
  var assertionPattern: RegexOption?

  @Option(
    "expectedByRuntimeDirectory",
    help: "Overlay folder searched first (then PROJECT/expectedByRuntime, ./expectedByRuntime)",
    valueName: "PATH")
  var expectedByRuntimeDirectory: String?

  @Flag("noOverlays", help: "Ignore expectation overlays")
  var noOverlays: Bool

  @Option("runtime", help: RuntimeIDs.optionHelp, valueName: "ID[,ID...]")
  var runtime = RuntimeIDs.host

  @Option("report-json", help: "Write a JSON report to PATH", valueName: "PATH")
  var reportJSON: String?

  @Option("junit", help: "Write a JUnit XML report to PATH", valueName: "PATH")
  var junit: String?

  @Option("jobs", help: "Evaluate with N workers", valueName: "N")
  var jobs = 1

  @Option(
    "locale", help: "Only assertions in these locales (comma-separated)", valueName: "L[,L…]")
  var locale: LocaleList?

  @Option("shard", help: "Run shard I of N (assertion-balanced, deterministic)", valueName: "I/N")
  var shard: Shard?

  @Flag("bail", help: "Stop after the first failing spec")
  var bail: Bool

  @Option("maxFailures", help: "Stop after N failing assertions", valueName: "N")
  var maxFailures: Int?

  @Option("slowest", help: "Print the N slowest specs", valueName: "N")
  var slowest: Int?

  @Flag("list", help: "List the specs that would run, without running them")
  var list: Bool

  @Flag("passWithNoTests", help: "Exit 0 when the selection is empty")
  var passWithNoTests: Bool

  @Flag(
    "watch", help: "Re-run the affected specs when a project file changes (Ctrl-C stops)")
  var watch: Bool

  /// Failing assertions after which the run stops: one with `--bail`, nil for no limit.
  var failureLimit: Int? {
    bail ? 1 : maxFailures
  }

  func validate(command: String) throws(CLIError) {
    if bail, maxFailures != nil {
      throw OptionRule.conflict(
        $bail, $maxFailures, "--bail already stops after the first failing spec",
        command: command)
    }
    if watch, list {
      throw OptionRule.conflict(
        $watch, $list, "--list prints the specs once without running them", command: command)
    }
  }
}
