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
      directory: selector.projectDirectory, set: options.project.set)
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
    try write(text, to: options.output, console: console)
    return .success
  }

  private func write(_ text: String, to output: String?, console: Console) throws(CLIError) {
    guard let output, output != "-" else {
      console.write(text)
      return
    }
    let path = output.hasPrefix("/") ? output : console.currentDirectory + "/" + output
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw CLIError.badData("cannot write \(path): \(error.localizedDescription)")
    }
  }

  /// Project errors keep their CLI mapping; everything else is bad data.
  static func cliError(_ error: CodeGenerationError) -> CLIError {
    if case .project(let projectError) = error { return ProjectFailure.cliError(projectError) }
    return .badData(error.description)
  }
}
