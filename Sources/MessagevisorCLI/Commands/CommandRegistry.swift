/// Every command of `messagevisor-swift`, in help order.
enum CommandRegistry {
  static let commands: [any Command] = [
    TestCommand(),
    EvaluateCommand(),
    ExamplesCommand(),
    BenchmarkCommand(),
    ProjectCommand(),
    CacheCommand(),
    ConformanceCommand(),
    GenerateCodeCommand(),
    ImportCommand(),
    ExportCommand(),
    PluginBuildCommand(),
    OracleCommand(),
  ]

  static func command(named name: String) -> (any Command)? {
    commands.first { $0.name == name }
  }
}
