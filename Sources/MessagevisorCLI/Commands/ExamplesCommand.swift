/// `examples`: renders and checks a project's message examples.
struct ExamplesCommand: Command {
  let name = "examples"
  let summary = "Render a project's examples (preview) and check authored expectations"
  let usage = ["examples [--projectDirectoryPath=PATH] [--locale=LOCALE] [options]"]

  func run(_ options: ExamplesOptions, console: Console) async throws(CLIError) -> ExitCode {
    try await BlockingWork.run { () throws(CLIError) in
      options.watch
        ? try ExamplesWatch(options: options, console: console).run()
        : try ExamplesRunner(options: options, console: console).run()
    }
  }
}
