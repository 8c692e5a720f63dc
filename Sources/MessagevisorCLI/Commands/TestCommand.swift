/// `test`: evaluates every assertion of a project's test specs.
struct TestCommand: Command {
  let name = "test"
  let summary = "Run a project's test specs through the Swift SDK"
  let usage = [
    "test [--projectDirectoryPath=PATH] [--target=\(TargetChoice.defaultTarget)] [options]"
  ]

  func run(_ options: TestOptions, console: Console) async throws(CLIError) -> ExitCode {
    try await BlockingWork.run { () throws(CLIError) in
      options.watch
        ? try TestWatch(options: options, console: console).run()
        : try TestRunner(options: options, console: console, endsProcess: true).run()
    }
  }
}
