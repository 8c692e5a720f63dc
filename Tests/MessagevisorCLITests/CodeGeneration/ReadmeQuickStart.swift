import Foundation

/// The README's SDK quick start, compiled and run by `GeneratedCodeCompileTests`.
enum ReadmeQuickStart {
  /// The first ```swift block after `## SDK quick start`.
  static func source() throws -> String {
    let readme = try String(
      contentsOf: GeneratedCodePackage.packageRoot.appendingPathComponent("README.md"),
      encoding: .utf8)
    guard let section = readme.range(of: "## SDK quick start"),
      let open = readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex),
      let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex)
    else { throw Missing() }
    return String(readme[open.upperBound..<close.lowerBound]) + "\n"
  }

  /// What the snippet's `print` calls should show: the `// …` comment ending each of them.
  static func expectedLines(_ source: String) -> [String] {
    source.split(separator: "\n").compactMap { line in
      guard let comment = line.range(of: "  // ") else { return nil }
      return String(line[comment.upperBound...])
    }
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String { "README.md has no ```swift block under ## SDK quick start" }
  }
}
