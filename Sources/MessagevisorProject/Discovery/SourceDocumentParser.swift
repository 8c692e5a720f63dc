/// Turns the text of one source file into a node tree.
///
/// The standard parser uses the YAML or JSON source parsers of this module; tests may inject
/// another. A nil result means an empty document.
package struct SourceDocumentParser: Sendable {
  /// Parses the UTF-8 `bytes` of `file` (a project-relative path used in positions).
  package let parse:
    @Sendable (_ bytes: [UInt8], _ file: String, _ format: SourceFormat) throws ->
      SourceNode?
  /// True for `.standard`: only its trees are stored in the parsed-document cache.
  let isStandard: Bool

  /// Wraps a parse function.
  init(
    isStandard: Bool = false,
    _ parse:
      @escaping @Sendable (_ bytes: [UInt8], _ file: String, _ format: SourceFormat) throws ->
      SourceNode?
  ) {
    self.isStandard = isStandard
    self.parse = parse
  }

  /// Runs the parser and maps failures to `ProjectError.syntax` at the reported position.
  func document(_ bytes: [UInt8], file: String, format: SourceFormat) throws(ProjectError)
    -> SourceNode?
  {
    do {
      return try parse(bytes, file, format)
    } catch let error as ProjectError {
      throw error
    } catch {
      throw .syntax(SourceSyntaxError.from(error, file: file))
    }
  }
}
