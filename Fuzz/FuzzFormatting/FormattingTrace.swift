import Foundation

/// Prints the decoded calls when `FUZZ_TRACE` is set, to read what a crash input asks for.
enum FormattingTrace {
  private static let enabled = ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil

  /// Prints `items` on one line to standard error when tracing.
  static func print(_ items: Any...) {
    guard enabled else { return }
    let line = items.map { String(describing: $0) }.joined(separator: " ") + "\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}
