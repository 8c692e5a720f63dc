import Foundation
import MessagevisorProject

/// `project`: the JSON commands compatible with `npx messagevisor`.
struct ProjectCommand: Command {
  let name = "project"
  let summary = "Print project JSON like `npx messagevisor` (list, build, examples)"
  let usage = [
    "project list --tests --applyMatrix --json [--keyPattern=REGEX]",
    "project list --segments --json",
    "project build --json --target=TARGET --locale=LOCALE",
    "project examples --json [--locale=LOCALE]",
  ]
  let allowsPositional = true
  let options: [OptionSpec] = [
    OptionSpec(
      "projectDirectoryPath", .string, "Project folder (default: current folder)",
      valueName: "PATH"),
    OptionSpec("tests", .flag, "List test specs"),
    OptionSpec("segments", .flag, "List segments"),
    OptionSpec("applyMatrix", .flag, "Expand test matrices"),
    OptionSpec("json", .flag, "Print JSON (the only output format)"),
    OptionSpec("keyPattern", .string, "Only tests whose key matches", valueName: "REGEX"),
    OptionSpec("target", .string, "Target key", valueName: "TARGET"),
    OptionSpec("locale", .string, "Locale", valueName: "LOCALE"),
    OptionSpec("revision", .string, "Revision written into datafiles", valueName: "REVISION"),
    OptionSpec("set", .string, "Set name, for projects with `sets: true`", valueName: "NAME"),
  ]

  func run(_ options: ParsedOptions, console: Console) async throws(CLIError) -> ExitCode {
    guard options.positional.count == 1, let action = options.positional.first else {
      throw usageError("pass one of: list, build, examples")
    }
    guard options.flag("json") else { throw usageError("project commands need --json") }
    let directory = SourceSelector(options: options, console: console).projectDirectory
    let source = try NativeProjectSource(directory: directory, set: options.string("set"))
    let text = try output(action, options: options, project: source.project, console: console)
    console.write(text)
    return .success
  }

  private func output(
    _ action: String,
    options: ParsedOptions,
    project: Project,
    console: Console
  ) throws(CLIError) -> String {
    do {
      switch action {
      case "list":
        return try list(options, project: project)
      case "build":
        let built = try project.buildCommand(
          target: options.string("target"), locale: options.string("locale"),
          revision: options.string("revision"))
        for warning in built.warnings { console.printError(warning) }
        return built.lines.map { $0 + "\n" }.joined()
      case "examples":
        return try project.examplesCommand(locale: options.string("locale"))
      default:
        throw usageError("unknown project action '\(action)'; use list, build or examples")
      }
    } catch let error as CLIError {
      throw error
    } catch let error as ProjectError {
      throw ProjectFailure.cliError(error)
    } catch {
      throw CLIError.internalError("\(error)")
    }
  }

  private func list(_ options: ParsedOptions, project: Project) throws -> String {
    switch (options.flag("tests"), options.flag("segments")) {
    case (true, false):
      return try project.listTestsCommand(
        applyMatrix: options.flag("applyMatrix"), keyPattern: options.string("keyPattern"))
    case (false, true):
      return project.listSegmentsCommand()
    default:
      throw usageError("pass exactly one of --tests or --segments")
    }
  }

  private func usageError(_ message: String) -> CLIError {
    .usage(message, hint: "See 'messagevisor-swift project --help'.")
  }
}
