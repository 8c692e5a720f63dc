extension SourceDocumentParser {
  /// The module's YAML / JSON source parsers.
  public static let standard = SourceDocumentParser { _, file, _ in
    throw ProjectError.syntax(
      SourcePosition(file: file, line: 1, column: 1, offset: 0),
      message: "source parser not available")
  }
}
