/// The source file format of a project's entity files (`parser` in the config).
package enum SourceFormat: String, Sendable, Hashable {
  /// YAML 1.2 (`.yml`), the default.
  case yaml = "yml"
  /// JSON (`.json`).
  case json

  /// The file extension without the dot.
  package var fileExtension: String { rawValue }
}
