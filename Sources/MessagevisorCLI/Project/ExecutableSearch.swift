import Foundation

/// Finds executables on `PATH`.
enum ExecutableSearch {
  static func find(_ name: String, environment: [String: String]) -> String? {
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = String(folder) + "/" + name
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
