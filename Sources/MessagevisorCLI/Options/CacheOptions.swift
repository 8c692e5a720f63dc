/// The options of `cache`: the action word and which project's cache it acts on.
struct CacheOptions: ParsableOptions {
  /// What `cache` does.
  enum Action: String, CaseIterable, Sendable {
    case info
    case clear
  }

  @Arguments var arguments: [String]

  @Option(
    "projectDirectoryPath", help: "Project folder (default: current folder)", valueName: "PATH")
  var projectDirectoryPath: String?

  @Option("set", help: "One set of a `sets: true` project (default: every set)", valueName: "NAME")
  var set: String?

  @Flag("all", help: "clear: remove the cache of every project")
  var all: Bool

  /// The action (valid after `validate`).
  var action: Action {
    arguments.first.flatMap(Action.init(rawValue:)) ?? .info
  }

  func validate(command: String) throws(CLIError) {
    guard arguments.count == 1, let word = arguments.first, let action = Action(rawValue: word)
    else {
      throw OptionRule.usage("pass one of: info, clear", command: command)
    }
    if all, action != .clear {
      throw OptionRule.usage("\($all.dashedName) goes with clear", command: command)
    }
  }
}
