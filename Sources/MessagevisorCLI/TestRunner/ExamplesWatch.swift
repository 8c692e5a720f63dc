/// `examples --watch`: the examples runner under a `WatchLoop`, narrowed to the examples of
/// the changed messages.
struct ExamplesWatch {
  let options: ExamplesOptions
  let console: Console

  func run() throws(CLIError) -> ExitCode {
    let folder = SourceSelector(options: options.project, console: console).projectDirectory
    let loop = WatchLoop(console: console, folder: folder, noun: "examples")
    return try loop.run { scope throws(CLIError) in
      var runner = ExamplesRunner(options: options, console: console)
      if scope != .everything {
        runner.include = { scope.includes(example: $0.message) }
      }
      return try runner.run()
    }
  }
}
