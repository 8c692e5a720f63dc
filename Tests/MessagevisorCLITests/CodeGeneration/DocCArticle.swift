import Foundation

/// The Swift code of the DocC catalogs' articles, compiled and run by `GeneratedCodeCompileTests`.
///
/// Every ```swift block of every `.md` file in `Sources/<Product>/<Product>.docc` is code a
/// reader may copy. An article's blocks are one program, in order (a later block uses what an
/// earlier one declared); its `import` lines move to the top. The `// …` comment that ends a
/// line with `print(` is what that line prints.
///
/// Two kinds of block are not compiled, each named by its first line (`notCompiledMarkers`),
/// which the reader sees too: a manifest fragment (`// Package.swift`), and code that needs a
/// framework Linux lacks (`// Apple platforms: SwiftUI`, `// Apple platforms: UIKit`). A fence
/// with any other info string that starts with `swift` (`swift ui`, `Swift`) fails `all()`, so
/// that no block is left out of the compilation unnoticed.
struct DocCArticle: Sendable, CustomStringConvertible {
  /// The catalog's product, e.g. `Messagevisor`.
  let product: String
  /// The article's file name without `.md`, e.g. `GettingStarted`.
  let name: String
  /// The compiled blocks, joined.
  let source: String
  /// What the program prints, line by line; empty for an article whose code only compiles.
  let expectedLines: [String]

  /// The executable's name in the throwaway package, e.g. `DocMessagevisorGettingStarted`.
  var program: String { "Doc" + (name == product ? product : product + name) }

  /// True for the article that translates through the build plugin's generated accessors.
  var usesGeneratedAccessors: Bool { source.contains("L10n.") }

  var description: String { "\(product).docc/\(name).md" }

  /// The Swift blocks of `markdown`, in order.
  static func swiftBlocks(_ markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
        current = []
      } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else if current != nil {
        current!.append(line)
      }
    }
    return blocks
  }

  /// The first-line prefixes of the ```swift blocks that are not compiled: a manifest
  /// fragment, and code that needs SwiftUI or UIKit (not part of the Linux toolchain; what
  /// such a block does is checked by tests of its own, e.g. `ObservableTranslatorDocTests`).
  static let notCompiledMarkers = ["// Package.swift", "// Apple platforms:"]

  /// The fence lines of `markdown` that open a Swift block `swiftBlocks` would not see.
  static func unknownSwiftFences(_ markdown: String) -> [String] {
    markdown.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      $0.lowercased().hasPrefix("```swift") && $0 != "```swift"
    }
  }

  /// The article's program source and expected output; nil when it has no Swift to compile.
  static func make(product: String, name: String, markdown: String) -> DocCArticle? {
    let blocks = swiftBlocks(markdown).filter { block in
      !notCompiledMarkers.contains { block.hasPrefix($0) }
    }
    guard !blocks.isEmpty else { return nil }
    var imports: [String] = []
    var body: [String] = []
    for line in blocks.joined(separator: "\n").split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      if line.hasPrefix("import ") {
        if !imports.contains(String(line)) { imports.append(String(line)) }
      } else {
        body.append(String(line))
      }
    }
    let expected = body.compactMap { line -> String? in
      guard line.contains("print("), let comment = line.range(of: "  // ") else { return nil }
      return String(line[comment.upperBound...])
    }
    let source = (imports + [""] + body).joined(separator: "\n") + "\n"
    return DocCArticle(product: product, name: name, source: source, expectedLines: expected)
  }

  /// Every article with Swift code, by catalog and file name.
  static func all() throws -> [DocCArticle] {
    let sources = GeneratedCodePackage.packageRoot.appendingPathComponent("Sources")
    var articles: [DocCArticle] = []
    for product in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      let catalog = sources.appendingPathComponent("\(product)/\(product).docc")
      guard FileManager.default.fileExists(atPath: catalog.path) else { continue }
      for file in try FileManager.default.contentsOfDirectory(atPath: catalog.path).sorted()
      where file.hasSuffix(".md") {
        let markdown = try String(
          contentsOf: catalog.appendingPathComponent(file), encoding: .utf8)
        let unknown = unknownSwiftFences(markdown)
        guard unknown.isEmpty else {
          throw UnknownFence(file: "\(product).docc/\(file)", fences: unknown)
        }
        let name = String(file.dropLast(3))
        if let article = make(product: product, name: name, markdown: markdown) {
          articles.append(article)
        }
      }
    }
    return articles
  }

  /// A Swift fence that is neither compiled nor marked as not compiled.
  struct UnknownFence: Error, CustomStringConvertible {
    let file: String
    let fences: [String]
    var description: String {
      "\(file): \(fences.joined(separator: ", ")) is not compiled; write ```swift (and a first "
        + "line from DocCArticle.notCompiledMarkers for code that cannot compile on Linux)"
    }
  }

  /// The library products whose catalogs must exist.
  static let products = [
    "Messagevisor", "MessagevisorICU", "MessagevisorInterpolation",
    "MessagevisorMissingTranslations", "MessagevisorRemote",
  ]
}
