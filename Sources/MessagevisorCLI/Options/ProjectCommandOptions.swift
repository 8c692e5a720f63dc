/// The options of `project`: the action word and the flags of `npx messagevisor`.
struct ProjectCommandOptions: ParsableOptions {
  /// What `project` prints.
  enum Action: String, CaseIterable, Sendable {
    case list
    case build
    case examples
  }

  /// What `project list` lists.
  enum Listing: Sendable {
    case tests
    case segments
  }

  @Arguments var arguments: [String]

  @Option(
    "projectDirectoryPath", help: "Project folder (default: current folder)", valueName: "PATH")
  var projectDirectoryPath: String?

  @Flag("tests", help: "List test specs")
  var tests: Bool

  @Flag("segments", help: "List segments")
  var segments: Bool

  @Flag("applyMatrix", help: "Expand test matrices")
  var applyMatrix: Bool

  @Flag("json", help: "Print JSON (the only output format)")
  var json: Bool

  @Option("keyPattern", help: "Only tests whose key matches", valueName: "REGEX")
  var keyPattern: RegexOption?

  @Option("target", help: "Target key", valueName: "TARGET")
  var target: String?

  @Option("locale", help: "Locale", valueName: "LOCALE")
  var locale: String?

  @Option("revision", help: "Revision written into datafiles", valueName: "REVISION")
  var revision: String?

  @Option("set", help: "Set name, for projects with `sets: true`", valueName: "NAME")
  var set: String?

  @Flag("noCache", help: "Parse every project file, without the parsed-entity cache")
  var noCache: Bool

  /// The action (valid after `validate`).
  var action: Action {
    arguments.first.flatMap(Action.init(rawValue:)) ?? .list
  }

  /// What `list` lists (valid after `validate`).
  var listing: Listing {
    tests ? .tests : .segments
  }

  func validate(command: String) throws(CLIError) {
    guard arguments.count == 1, let word = arguments.first else {
      throw OptionRule.usage("pass one of: list, build, examples", command: command)
    }
    guard json else { throw OptionRule.usage("project commands need --json", command: command) }
    guard let action = Action(rawValue: word) else {
      throw OptionRule.usage(
        "unknown project action '\(word)'; use list, build or examples", command: command)
    }
    if action == .list, tests == segments {
      throw OptionRule.usage(
        "pass exactly one of \($tests.dashedName) or \($segments.dashedName)", command: command)
    }
  }
}
