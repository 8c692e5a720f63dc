import Foundation
import Messagevisor
import MessagevisorProject

/// The files `plugin-build` writes, by file name, computed before anything is written.
struct PluginOutputs: Sendable {
  /// File contents by name inside the output folder.
  var files: [(name: String, text: String)] = []
  /// The bundled locales in build order.
  var locales: [String] = []
  /// Project and build warnings.
  var warnings: [String] = []

  /// Loads the project at `root` and generates every output of `configuration`.
  static func make(
    configuration: PluginConfiguration,
    configPath: String,
    root: String,
    remote: Bool
  ) throws(CLIError) -> PluginOutputs {
    let project = try load(root: root)
    let generation = configuration.generation
    var outputs = PluginOutputs(warnings: project.warnings)
    let accessors: String
    do {
      accessors = try SwiftAccessorGenerator(project: project, options: generation).generate()
    } catch {
      throw cliError(error, project: project)
    }
    let datafiles = try build(project, target: generation.target)
    outputs.locales = try select(configuration.locales, from: datafiles, config: configPath)
    outputs.files.append((generation.typeName + ".swift", accessors))
    let writer = BundledDatafilesWriter(options: generation, locales: outputs.locales)
    outputs.files.append((generation.typeName + "+Datafiles.swift", writer.datafilesSource))
    if remote {
      outputs.files.append((generation.typeName + "+Remote.swift", writer.remoteSource))
    }
    for datafile in outputs.locales.compactMap({ locale in datafiles.first { $0.locale == locale } }
    ) {
      let name = BundledDatafilesWriter.resourceName(
        target: generation.target, locale: datafile.locale)
      outputs.files.append((name + ".json", datafile.json + "\n"))
    }
    return outputs
  }

  /// Writes every file into `folder` (created when missing); a file whose content is unchanged
  /// is left alone.
  func write(to folder: String) throws(CLIError) {
    for file in files {
      let path = folder + "/" + file.name
      if (try? NamedFile.contents(of: path)) == Data(file.text.utf8) { continue }
      try NamedFile.write(file.text, to: path)
    }
  }

  private static func load(root: String) throws(CLIError) -> Project {
    do {
      return try Project.load(root: root)
    } catch {
      throw PluginDiagnostic.projectError(error, root: root)
    }
  }

  private static func build(_ project: Project, target: String) throws(CLIError)
    -> [(locale: String, json: String)]
  {
    let lines: [String]
    do {
      lines = try project.buildDatafiles(target: target).datafiles
    } catch {
      throw PluginDiagnostic.projectError(error, root: project.root)
    }
    var result: [(locale: String, json: String)] = []
    for line in lines {
      do {
        result.append((try DatafileContent.fromJSON(line).locale, line))
      } catch {
        throw .internalError("a built datafile does not decode: \(error)")
      }
    }
    return result
  }

  private static func select(
    _ requested: [String]?,
    from datafiles: [(locale: String, json: String)],
    config: String
  ) throws(CLIError) -> [String] {
    let available = datafiles.map(\.locale)
    guard let requested else { return available }
    for locale in requested where !available.contains(locale) {
      throw PluginConfiguration.failure(
        config,
        "\"locales\": \"\(locale)\" is not a locale of the target "
          + "(\(available.joined(separator: ", ")))")
    }
    return requested
  }

  /// A project error or a translation with invalid ICU syntax at its YAML `file:line:col`
  /// (the character the ICU parser stopped at), as `test` and `evaluate` name it.
  private static func cliError(_ error: CodeGenerationError, project: Project) -> CLIError {
    if case .project(let projectError) = error {
      return PluginDiagnostic.projectError(projectError, root: project.root)
    }
    if case .invalidMessage(let key, let text, _, let offset) = error, text.override == nil,
      let found = project.translationSource(message: key, locale: text.locale, text: text.text)
    {
      let (line, column) = SourceSnippet.place(
        utf8Offset: offset, scalarAt: found.position, file: found.file)
      return .badData(
        PluginDiagnostic.line(
          file: found.file, line: line, column: column, message: error.description))
    }
    return GenerateCodeCommand.cliError(error)
  }
}
