import Foundation
import MessagevisorProject

/// `generate-code`: typed Swift accessors for a target's messages.
struct GenerateCodeCommand: Command {
  let name = "generate-code"
  let summary = "Generate typed Swift accessors for a target's messages"
  let usage = [
    "generate-code --target=TARGET --output=FILE [--typeName=L10n] [--accessLevel=public]"
  ]
  var options: [OptionSpec] {
    CommonOptions.project + [
      OptionSpec(
        "output", .string, "Swift file to write (default: standard output)", valueName: "FILE"),
      OptionSpec("typeName", .string, "Root type name (default: L10n)", valueName: "NAME"),
      OptionSpec(
        "accessLevel", .choice(["public", "internal"]), "Access level (default: internal)"),
    ]
  }

  func run(_ options: ParsedOptions, console: Console) async throws(CLIError) -> ExitCode {
    if options.string("builder") == "npx" {
      throw usageError("generate-code reads the project with the native compiler; drop --builder")
    }
    let selector = SourceSelector(options: options, console: console)
    let source = try NativeProjectSource(
      directory: selector.projectDirectory, set: options.string("set"))
    let target = try TargetChoice(
      requested: options.string("target"), source: source, command: name
    ).required(command: name)
    let generation = try generationOptions(options, target: target)
    let text: String
    do {
      text = try SwiftAccessorGenerator(project: source.project, options: generation).generate()
    } catch {
      throw Self.cliError(error)
    }
    try write(text, to: options.string("output"), console: console)
    return .success
  }

  private func generationOptions(_ options: ParsedOptions, target: String) throws(CLIError)
    -> CodeGenerationOptions
  {
    let typeName = options.string("typeName") ?? "L10n"
    guard SwiftIdentifier.isPlainTypeName(typeName) else {
      throw usageError("--typeName must be a Swift type name (letters, digits, _), not a keyword")
    }
    let level = options.string("accessLevel").flatMap(CodeGenerationOptions.AccessLevel.init)
    return CodeGenerationOptions(
      target: target, typeName: typeName,
      accessLevel: level ?? .internal)
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

  private func usageError(_ message: String) -> CLIError {
    .usage(message, hint: "See 'messagevisor-swift generate-code --help'.")
  }

  /// Project errors keep their CLI mapping; everything else is bad data.
  static func cliError(_ error: CodeGenerationError) -> CLIError {
    if case .project(let projectError) = error { return ProjectFailure.cliError(projectError) }
    return .badData(error.description)
  }
}
