import Foundation

/// The project files a build depends on.
enum ProjectInputs {
  /// The entity folders that datafiles and accessors are built from.
  static let folders = ["locales", "messages", "segments", "targets", "attributes"]
  /// The project configuration files.
  static let configFiles = ["messagevisor.config.json", "messagevisor.config.js"]

  /// Every file under the entity folders and every configuration file that exists.
  static func files(project: URL) -> [URL] {
    var result: [URL] = []
    for name in configFiles {
      let url = project.appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: url.path) { result.append(url) }
    }
    for folder in folders {
      result += regularFiles(under: project.appendingPathComponent(folder))
    }
    return result
  }

  private static func regularFiles(under folder: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var result: [URL] = []
    for case let url as URL in enumerator {
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey])
      if values?.isRegularFile == true { result.append(url) }
    }
    return result.sorted { $0.path < $1.path }
  }
}
