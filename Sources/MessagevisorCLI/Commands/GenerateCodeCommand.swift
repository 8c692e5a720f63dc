import Foundation
import MessagevisorProject

/// `generate-code`: typed Swift accessors for a target's messages.
struct GenerateCodeCommand: Command {
  let name = "generate-code"
  let summary = "Generate typed Swift accessors for a target's messages"
  let usage = [
    "generate-code --target=TARGET --output=FILE [--typeName=L10n] [--accessLevel=public]"
  ]
  func run(_ options: GenerateCodeOptions, console: Console) async throws(CLIError) -> ExitCode {
    let selector = SourceSelector(options: options.project, console: console)
    let source = try NativeProjectSource(
      directory: selector.projectDirectory, set: options.project.set, cache: selector.cache)
    source.printWarnings(console)
    let target = try TargetChoice(
      requested: options.project.target, source: source, command: name
    ).required(command: name)
    let generation = CodeGenerationOptions(
      target: target, typeName: options.typeName, accessLevel: options.accessLevel)
    let text: String
    do {
      text = try SwiftAccessorGenerator(project: source.project, options: generation).generate()
    } catch {
      throw Self.cliError(error)
    }
    try NamedFile.write(text, toOutput: options.output, console: console)
    return .success
  }

  /// Project errors keep their CLI mapping; everything else is bad data.
  static func cliError(_ error: CodeGenerationError) -> CLIError {
    if case .project(let projectError) = error { return ProjectFailure.cliError(projectError) }
    return .badData(error.description)
  }
}
