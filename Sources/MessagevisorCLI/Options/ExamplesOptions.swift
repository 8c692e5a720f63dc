/// The options of `examples`.
struct ExamplesOptions: ParsableOptions {
  var project = ProjectOptions()
  var modules = ModuleOptions()
  var output = OutputOptions()

  @Option("locale", help: "Only this locale", valueName: "LOCALE")
  var locale: String?

  @Option(
    "message", help: "Only the examples of this message (the native builder reads only its file)",
    valueName: "KEY")
  var message: String?

  @Flag("normalizeSpaces", help: "Treat U+0020, U+00A0 and U+202F as equal")
  var normalizeSpaces: Bool

  @Flag("onlyFailures", help: "Print only failing examples")
  var onlyFailures: Bool

  @Option("snapshot", help: "Compare against a recorded snapshot", valueName: "PATH")
  var snapshot: String?

  @Flag("updateSnapshot", help: "Write the snapshot instead of comparing")
  var updateSnapshot: Bool

  @Option("runtime", help: RuntimeIDs.optionHelp, valueName: "ID[,ID...]")
  var runtime = RuntimeIDs.host

  @Flag(
    "watch",
    help: "Re-render the affected examples when a project file changes (Ctrl-C stops)")
  var watch: Bool

  func validate(command: String) throws(CLIError) {
    if updateSnapshot, snapshot == nil {
      throw OptionRule.needs($updateSnapshot, $snapshot, command: command)
    }
    if watch, updateSnapshot {
      throw OptionRule.conflict(
        $watch, $updateSnapshot, "a watched run would rewrite the snapshot on every change",
        command: command)
    }
  }
}
