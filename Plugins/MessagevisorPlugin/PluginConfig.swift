import Foundation

/// The fields of a target's `messagevisor.json` that the plugin needs to plan the build.
///
/// `messagevisor-swift plugin-build` reads and validates the whole file; this only decodes
/// what decides the inputs and outputs.
struct PluginConfig: Decodable {
  /// The configuration file's name in the target's folder.
  static let fileName = "messagevisor.json"

  /// The project folder, relative to the package root.
  var project: String
  /// The target key (default `swift`).
  var target: String?
  /// The locales to bundle (default: the target's).
  var locales: [String]?
  /// The root type name (default `L10n`).
  var typeName: String?
  /// Whether to write `<TypeName>+Remote.swift` (default: when the target depends on
  /// `MessagevisorRemote`).
  var remote: Bool?

  /// The target key with its default.
  var key: String { target ?? "swift" }
  /// The type name with its default.
  var type: String { typeName ?? "L10n" }

  /// The project folder: `project` as is when absolute, else relative to `package`.
  func projectURL(package: URL) -> URL {
    guard !project.hasPrefix("/") else { return URL(fileURLWithPath: project) }
    return package.appendingPathComponent(project).standardizedFileURL
  }

  /// Reads the configuration; a missing or invalid file stops the build with a message.
  static func load(_ url: URL) throws -> PluginConfig {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw PluginFailure(
        "\(url.path):1:1: error: MessagevisorPlugin needs \(fileName) in the target's folder "
          + "(at least {\"project\": \"path/relative/to/the/package\"})")
    }
    do {
      return try JSONDecoder().decode(PluginConfig.self, from: data)
    } catch {
      throw PluginFailure("\(url.path):1:1: error: invalid \(fileName): \(error)")
    }
  }
}
