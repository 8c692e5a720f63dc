import Foundation
import MessagevisorProject

/// Reads the `description` of message files for doc comments.
///
/// `Project` validates descriptions but does not expose them, so this reads the message files
/// again with the project's own parser. The project was loaded successfully, so every file
/// exists and parses; anything unexpected only costs the description.
struct MessageDescriptions {
  let project: Project

  /// Descriptions by message key; messages without one are absent.
  func read(keys: [String]) -> [String: String] {
    var result: [String: String] = [:]
    for key in keys {
      if let text = description(of: key) { result[key] = text }
    }
    return result
  }

  private func description(of key: String) -> String? {
    let config = project.config
    guard let directory = config.directories[.message] else { return nil }
    let relative = key.components(separatedBy: config.namespaceCharacter).joined(separator: "/")
    let path = "\(directory)/\(relative).\(config.parser.fileExtension)"
    guard let data = FileManager.default.contents(atPath: path),
      let node = try? SourceDocumentParser.standard.parse([UInt8](data), path, config.parser),
      case .mapping(let entries) = node.value,
      let entry = entries.first(where: { $0.key == "description" }),
      case .string(let text) = entry.value.value
    else {
      return nil
    }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
