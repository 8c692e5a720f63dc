import Foundation

/// The `messagevisor.json` of a target that uses the `MessagevisorPlugin` build plugin.
///
/// `project` is relative to the package root; everything else has the defaults of
/// `generate-code` (target `swift`, type `L10n`, internal access) and the target's locales.
struct PluginConfiguration: Decodable, Sendable, Equatable {
  /// The project folder, relative to the package root.
  var project: String
  /// The target key whose messages and datafiles are generated.
  var target: String?
  /// The locales to bundle; nil bundles every locale of the target.
  var locales: [String]?
  /// The root type name of the accessors.
  var typeName: String?
  /// `public` or `internal`.
  var accessLevel: String?
  /// Whether to generate `bundledDatafiles` for `MessagevisorRemote`; nil lets the plugin
  /// decide from the target's dependencies.
  var remote: Bool?

  /// The keys the file may hold.
  static let knownKeys: Set<String> = [
    "project", "target", "locales", "typeName", "accessLevel", "remote",
  ]

  /// Reads and validates the file at `path`.
  static func load(path: String) throws(CLIError) -> PluginConfiguration {
    let data = try NamedFile.read(path)
    try checkKeys(data, path: path)
    let configuration: PluginConfiguration
    do {
      configuration = try JSONDecoder().decode(PluginConfiguration.self, from: data)
    } catch {
      throw failure(path, describe(error))
    }
    try configuration.validate(path: path)
    return configuration
  }

  private static func checkKeys(_ data: Data, path: String) throws(CLIError) {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw failure(path, "invalid JSON: \(error.localizedDescription)")
    }
    guard let dictionary = object as? [String: Any] else {
      throw failure(path, "the configuration must be a JSON object")
    }
    let unknown = Set(dictionary.keys).subtracting(knownKeys).sorted()
    guard unknown.isEmpty else {
      let known = knownKeys.sorted().joined(separator: ", ")
      throw failure(path, "unknown key \"\(unknown[0])\" (known: \(known))")
    }
  }

  private func validate(path: String) throws(CLIError) {
    if let typeName, !SwiftIdentifier.isPlainTypeName(typeName) {
      throw Self.failure(path, "\"typeName\" must be a Swift type name, not \"\(typeName)\"")
    }
    if let accessLevel, CodeGenerationOptions.AccessLevel(rawValue: accessLevel) == nil {
      throw Self.failure(path, "\"accessLevel\" must be \"public\" or \"internal\"")
    }
    if let locales, locales.isEmpty {
      throw Self.failure(path, "\"locales\" must list at least one locale (or be left out)")
    }
  }

  /// The accessor generation options.
  var generation: CodeGenerationOptions {
    CodeGenerationOptions(
      target: target ?? TargetChoice.defaultTarget,
      typeName: typeName ?? CodeGenerationOptions.defaultTypeName,
      accessLevel: accessLevel.flatMap(CodeGenerationOptions.AccessLevel.init) ?? .internal)
  }

  /// A diagnostic at the top of the configuration file (`file:1:1: error: …`).
  static func failure(_ path: String, _ message: String) -> CLIError {
    .badData(PluginDiagnostic.line(file: path, line: 1, column: 1, message: message))
  }

  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      return "\(keyPath(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, _):
      return "missing key \"\(key.stringValue)\""
    @unknown default:
      return "\(error)"
    }
  }

  private static func keyPath(_ path: [any CodingKey]) -> String {
    let keys = path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
    return "\"" + keys.joined(separator: ".") + "\""
  }
}
