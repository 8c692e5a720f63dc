import Foundation
import PackagePlugin

/// The project a target's `messagevisor.json` names, found for the command plugin.
struct LocatedConfig {
  /// The project folder (absolute).
  let project: URL
  /// The configured target key, if any.
  let target: String?
}

/// Finds the `messagevisor.json` of the chosen target, or of the first target that has one.
enum ConfigLocator {
  private struct Fields: Decodable {
    var project: String
    var target: String?
  }

  static func find(in package: Package, target name: String?) throws -> LocatedConfig? {
    for target in package.targets {
      guard let module = target as? SwiftSourceModuleTarget else { continue }
      if let name, module.name != name { continue }
      let url = module.directoryURL.appendingPathComponent("messagevisor.json")
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      let fields: Fields
      do {
        fields = try JSONDecoder().decode(Fields.self, from: data)
      } catch {
        throw CommandFailure("\(url.path):1:1: error: invalid messagevisor.json: \(error)")
      }
      let project =
        fields.project.hasPrefix("/")
        ? URL(fileURLWithPath: fields.project)
        : package.directoryURL.appendingPathComponent(fields.project).standardizedFileURL
      return LocatedConfig(project: project, target: fields.target)
    }
    if let name {
      throw CommandFailure("error: target '\(name)' has no messagevisor.json")
    }
    return nil
  }
}
