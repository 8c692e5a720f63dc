import Foundation

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
