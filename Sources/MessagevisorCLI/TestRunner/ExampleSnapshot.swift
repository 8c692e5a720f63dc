import Foundation

/// Recorded renderings, keyed by example identity.
enum ExampleSnapshot {
  /// The snapshot at `path` (none without a path).
  ///
  /// A path that names a folder, or (unless the run records the snapshot, `recording`) no file
  /// at all, is bad data: comparing against nothing would pass every example unchecked.
  static func load(_ path: String?, recording: Bool, console: Console) throws(CLIError)
    -> [String: String]
  {
    guard let path else { return [:] }
    let absolute = NamedFile.absolute(path, console: console)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else {
      if recording { return [:] }
      throw CLIError.badData(
        "\(absolute): no snapshot there (record one with --updateSnapshot)")
    }
    guard !isFolder.boolValue else {
      throw CLIError.badData("\(absolute): a folder, not a snapshot file")
    }
    let data = try NamedFile.read(absolute)
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
    try NamedFile.write(text + "\n", to: path, console: console)
  }
}
