/// Finds and parses a project's configuration file (docs/decisions.md D8).
///
/// `messagevisor.config.json` wins over `messagevisor.config.js`. Whatever is at either name
/// counts as present: a folder, FIFO or dangling link there is an error naming it, never a
/// reason to fall back to the other file or to the defaults. The JSON config refuses duplicate
/// keys (JSON entity files keep `JSON.parse`'s last-wins, as upstream reads them).
struct ConfigFile {
  /// The JSON config's name in the project root.
  static let jsonName = "messagevisor.config.json"
  /// The JavaScript config's name in the project root.
  static let javaScriptName = "messagevisor.config.js"

  let fileSystem: ProjectFileSystem

  /// The parsed config literal and its file name, or nil when the project has neither file.
  func read() throws(ProjectError) -> (node: SourceNode, file: String)? {
    if try fileSystem.exists(path(Self.jsonName)) {
      return (try readJSON(), Self.jsonName)
    }
    if try fileSystem.exists(path(Self.javaScriptName)) {
      let text = try fileSystem.readText(path(Self.javaScriptName))
      var literal = ConfigLiteralReader(source: text, file: Self.javaScriptName)
      return (try literal.read(), Self.javaScriptName)
    }
    return nil
  }

  private func readJSON() throws(ProjectError) -> SourceNode {
    let file = Self.jsonName
    let bytes = try fileSystem.readBytes(path(file))
    guard bytes.contains(where: { !Self.isBlank($0) }) else { throw .emptyFile(file: file) }
    do {
      return try JSONSourceParser.parse(bytes, file: file, duplicateKeys: .reject)
    } catch {
      throw .syntax(.json(error))
    }
  }

  private func path(_ name: String) -> String {
    fileSystem.root + "/" + name
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
