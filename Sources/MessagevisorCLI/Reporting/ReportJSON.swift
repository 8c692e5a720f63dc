import Foundation

/// JSON encoding for reports (sorted keys, no escaped slashes).
enum ReportJSON {
  static func encode<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

/// Writes report files, naming the path on failure.
enum ReportFile {
  static func write(_ text: String, to path: String, console: Console) throws(CLIError) {
    let absolute = path.hasPrefix("/") ? path : console.currentDirectory + "/" + path
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: absolute), options: .atomic)
    } catch {
      throw CLIError.badData("cannot write report \(absolute): \(error.localizedDescription)")
    }
  }
}
