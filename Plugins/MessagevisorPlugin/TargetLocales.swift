import Foundation

/// The locales of a project target, read just well enough to declare the build's outputs.
///
/// `plugin-build` checks the list against the real build and fails with a hint to list the
/// locales in `messagevisor.json` when this reading was wrong.
enum TargetLocales {
  /// The target file's `locales`, else every locale file's key.
  static func read(project: URL, target: String) throws -> [String] {
    let base = project.appendingPathComponent("targets")
      .appendingPathComponent(target.replacingOccurrences(of: ".", with: "/"))
    for ext in ["yml", "yaml", "json"] {
      let url = base.appendingPathExtension(ext)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      let listed = ext == "json" ? jsonLocales(text) : yamlLocales(text)
      return try listed ?? allLocales(project: project)
    }
    return try allLocales(project: project)
  }

  private static func jsonLocales(_ text: String) -> [String]? {
    let object = try? JSONSerialization.jsonObject(with: Data(text.utf8))
    return (object as? [String: Any])?["locales"] as? [String]
  }

  /// A top-level `locales:` with a flow list or `- item` lines.
  static func yamlLocales(_ text: String) -> [String]? {
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix("locales:") }) else { return nil }
    let rest = lines[start].dropFirst("locales:".count).trimmingCharacters(in: .whitespaces)
    if rest.hasPrefix("[") {
      let inner = rest.dropFirst().prefix { $0 != "]" }
      return inner.split(separator: ",").map { scalar(String($0)) }
    }
    var result: [String] = []
    for line in lines[(start + 1)...] {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      guard line.first == " " || line.first == "-", trimmed.hasPrefix("-") else { break }
      result.append(scalar(String(trimmed.dropFirst())))
    }
    return result
  }

  private static func scalar(_ text: String) -> String {
    var value = text
    if let hash = value.range(of: " #") { value = String(value[..<hash.lowerBound]) }
    value = value.trimmingCharacters(in: .whitespaces)
    return value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
  }

  private static func allLocales(project: URL) throws -> [String] {
    let folder = project.appendingPathComponent("locales")
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
    let keys = names.compactMap { name -> String? in
      guard let ext = ["yml", "yaml", "json"].first(where: { name.hasSuffix("." + $0) })
      else { return nil }
      return String(name.dropLast(ext.count + 1)).replacingOccurrences(of: "/", with: ".")
    }
    guard !keys.isEmpty else {
      throw PluginFailure("error: no locales found under \(folder.path)")
    }
    return keys.sorted()
  }
}
