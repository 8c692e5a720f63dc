extension SourceDocumentParser {
  /// The module's parsers: `YAMLParser` for YAML and `JSONSourceParser` (duplicate keys: last
  /// wins, like `JSON.parse`) for JSON. Whitespace-only files are empty documents.
  package static let standard = SourceDocumentParser(isStandard: true) { bytes, file, format in
    guard bytes.contains(where: { !Self.isBlank($0) }) else { return nil }
    switch format {
    case .yaml: return try YAMLParser.parse(bytes, file: file)
    case .json: return try JSONSourceParser.parse(bytes, file: file, duplicateKeys: .lastWins)
    }
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
