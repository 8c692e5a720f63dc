import Foundation
import MessagevisorProject

/// `export`: a target's messages as a String Catalog or XLIFF for Xcode and translators.
struct ExportCommand: Command {
  let name = "export"
  let summary = "Export a target's messages as a String Catalog or XLIFF 1.2"
  let usage = [
    "export --format=xcstrings|xliff [--target=TARGET] [--locale=LOCALE] [--output=FILE]"
  ]

  func run(_ options: ExportOptions, console: Console) async throws(CLIError) -> ExitCode {
    let selector = SourceSelector(options: options.project, console: console)
    let source = try NativeProjectSource(
      directory: selector.projectDirectory, set: options.project.set)
    source.printWarnings(console)
    let project = source.project
    let target = try TargetChoice(
      requested: options.project.target, source: source, command: name
    ).required(command: name)
    let catalog: TargetCatalog
    do {
      catalog = try TargetCatalog(project: project, target: target)
    } catch {
      throw GenerateCodeCommand.cliError(error)
    }
    let sourceLanguage = catalog.sourceLocale ?? catalog.locales.first ?? "en"
    if let locale = options.locale, !catalog.locales.contains(locale) {
      throw .badData("target \"\(target)\" does not list locale \"\(locale)\"")
    }
    var messages: [ExportedMessage] = []
    for message in catalog.messages {
      messages.append(ExportedMessage(key: message.key, tree: try read(message.key, project)))
    }
    let exporter = XcodeExporter(
      messages: messages, locales: catalog.locales, sourceLanguage: sourceLanguage)
    var warnings = exporter.warnings
    let text: String
    switch options.format {
    case .xcstrings:
      text = StringCatalogWriter.text(
        StringCatalogWriter.catalog(exporter.entries, sourceLanguage: sourceLanguage))
    case .xliff:
      var writer = XLIFFWriter(sourceLanguage: sourceLanguage)
      let targets = options.locale.map { [$0] } ?? exporter.locales.filter { $0 != sourceLanguage }
      text = writer.document(exporter.entries, targets: targets)
      warnings += writer.warnings
    }
    for warning in warnings { console.printError("warning: " + warning) }
    try NamedFile.write(text, toOutput: options.output, console: console)
    return .success
  }

  /// The parsed message file of `key`.
  private func read(_ key: String, _ project: Project) throws(CLIError) -> YAMLTree {
    let config = project.config
    let relative = key.components(separatedBy: config.namespaceCharacter).joined(separator: "/")
    let path = "\(config.directories[.message] ?? "")/\(relative).\(config.parser.fileExtension)"
    let data = try NamedFile.read(path)
    do {
      guard let node = try SourceDocumentParser.standard.parse([UInt8](data), path, config.parser)
      else { return .map([]) }
      return YAMLTree(node)
    } catch {
      throw .badData("\(path): \(error)")
    }
  }
}
