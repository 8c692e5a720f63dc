import Foundation

/// Recorded renderings, keyed by example identity.
enum ExampleSnapshot {
  static func load(_ path: String?, console: Console) throws(CLIError) -> [String: String] {
    guard let path else { return [:] }
    let absolute = path.hasPrefix("/") ? path : console.currentDirectory + "/" + path
    guard let data = FileManager.default.contents(atPath: absolute) else { return [:] }
    do {
      return try JSONDecoder().decode([String: String].self, from: data)
    } catch {
      throw CLIError.badData("\(absolute): the snapshot is not a JSON object of strings")
    }
  }

  static func write(_ results: [ExampleResult], to path: String, console: Console)
    throws(CLIError)
  {
    var entries: [String: String] = [:]
    for result in results {
      if let rendered = result.rendered { entries[result.id] = rendered }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let text = (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    try ReportFile.write(text + "\n", to: path, console: console)
  }
}
