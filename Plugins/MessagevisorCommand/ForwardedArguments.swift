/// The command line passed on to `messagevisor-swift`.
struct ForwardedArguments {
  /// The commands that read a project through `--projectDirectoryPath`.
  static let projectCommands: Set<String> = [
    "test", "examples", "evaluate", "benchmark", "generate-code", "project",
  ]
  /// The commands whose `--target` defaults to the configured target.
  static let targetCommands: Set<String> = [
    "test", "examples", "evaluate", "benchmark", "generate-code",
  ]

  let arguments: [String]

  init(arguments: [String], config: LocatedConfig?) {
    guard let command = arguments.first, let config,
      Self.projectCommands.contains(command),
      !arguments.contains("--help"), !arguments.contains("-h")
    else {
      self.arguments = arguments
      return
    }
    var result = arguments
    if !Self.has("--projectDirectoryPath", in: arguments) {
      result.insert("--projectDirectoryPath=\(config.project.path)", at: 1)
    }
    if let target = config.target, Self.targetCommands.contains(command),
      !Self.has("--target", in: arguments)
    {
      result.insert("--target=\(target)", at: 1)
    }
    self.arguments = result
  }

  private static func has(_ name: String, in arguments: [String]) -> Bool {
    arguments.contains { $0 == name || $0.hasPrefix(name + "=") }
  }
}
