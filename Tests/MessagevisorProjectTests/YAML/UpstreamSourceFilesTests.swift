import Foundation
import Testing

@testable import MessagevisorProject

/// Where the upstream checkout is: `../shared/upstream` from the package root, or the nearest
/// ancestor's `shared/upstream` when the package is a nested worktree.
private enum UpstreamSources {
  static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 {
      url.deleteLastPathComponent()
    }
    return url
  }()

  static let projects: URL? = {
    var url = packageRoot.deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = url.appendingPathComponent("shared/upstream/projects")
      if FileManager.default.fileExists(atPath: candidate.path) {
        return candidate
      }
      url.deleteLastPathComponent()
    }
    return nil
  }()

  static let isRequired =
    ProcessInfo.processInfo.environment["MESSAGEVISOR_REQUIRE_UPSTREAM"] == "1"

  static var shouldRun: Bool { projects != nil || isRequired }

  /// Every file under the projects folder whose name ends with `suffix`, sorted.
  static func files(endingWith suffix: String) throws -> [URL] {
    let root = try #require(projects, "upstream data not found at ../shared/upstream")
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var found: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.lastPathComponent.hasSuffix(suffix) && !url.path.contains("/node_modules/") {
        found.append(url)
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  static func parseYAML(_ relativePath: String) throws -> SourceNode {
    let root = try #require(projects, "upstream data not found at ../shared/upstream")
    let data = try Data(contentsOf: root.appendingPathComponent(relativePath))
    return try YAMLParser.parse(data, file: relativePath)
  }
}

/// One step of a path into a node: a mapping key or a sequence index.
private enum Step: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  case key(String)
  case index(Int)

  init(stringLiteral value: String) {
    self = .key(value)
  }

  init(integerLiteral value: Int) {
    self = .index(value)
  }
}

/// The node at `path` below `node`, or nil.
private func lookup(_ node: SourceNode, _ path: Step...) -> SourceNode.Value? {
  var current = node
  for step in path {
    switch (step, current.value) {
    case (.key(let key), .mapping(let entries)):
      guard let entry = entries.first(where: { $0.key == key }) else { return nil }
      current = entry.value
    case (.index(let index), .sequence(let items)) where items.indices.contains(index):
      current = items[index]
    default:
      return nil
    }
  }
  return current.value
}

/// Parses every upstream project source file and spot-checks values.
@Suite(.enabled(if: UpstreamSources.shouldRun, "upstream data not found at ../shared/upstream"))
struct UpstreamSourceFilesTests {
  @Test func everyYAMLFileParses() throws {
    let files = try UpstreamSources.files(endingWith: ".yml")
    #expect(files.count > 100)
    for url in files {
      do {
        let node = try YAMLParser.parse(try Data(contentsOf: url), file: url.path)
        #expect(node.value != .null, "\(url.path) parsed to null")
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  /// The run-copying reader of quoted scalars gives every upstream file the tree the
  /// byte-at-a-time reference gives.
  @Test func everyYAMLFileReadsTheSameByRuns() throws {
    let files = try UpstreamSources.files(endingWith: ".yml")
    #expect(files.count > 100)
    for url in files {
      let bytes = [UInt8](try Data(contentsOf: url))
      let runs = Result { () throws(YAMLError) in
        try YAMLParser.parse(bytes, file: url.path, scanning: .runs)
      }
      let reference = Result { () throws(YAMLError) in
        try YAMLParser.parse(bytes, file: url.path, scanning: .byteAtATime)
      }
      #expect(runs == reference, "\(url.path)")
    }
  }

  @Test func everyJSONFileParses() throws {
    let files = try UpstreamSources.files(endingWith: ".json")
    #expect(files.count > 10)
    for url in files {
      do {
        _ = try JSONSourceParser.parse(try Data(contentsOf: url), file: url.path)
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test func multiLineQuotedMessagesFold() throws {
    let spec = try UpstreamSources.parseYAML("project-1/tests/locales/en-US.spec.yml")
    guard case .sequence(let assertions)? = lookup(spec, "assertions") else {
      Issue.record("no assertions sequence")
      return
    }
    let plural = assertions.first {
      lookup($0, "description") == .string("en-US plural with explicit =0 branch")
    }
    let node = try #require(plural)
    #expect(
      lookup(node, "rawMessage")
        == .string(
          "{items, plural, =0 {No items in cart — {total, number, money}} one {# item in cart "
            + "— {total, number, money}} other {# items in cart — {total, number, money}}}"))
    #expect(lookup(node, "values", "items") == .int(0))
    #expect(lookup(node, "expectedTranslation") == .string("No items in cart — $0.00"))
  }

  @Test func localeFileValues() throws {
    let locale = try UpstreamSources.parseYAML("project-1/locales/en-US.yml")
    #expect(lookup(locale, "inheritFormatsFrom") == .string("en"))
    #expect(lookup(locale, "examples", 0, "rawMessage") == .string("Hello, world!"))
    #expect(lookup(locale, "examples", 1, "values", "name") == .string("John"))
    #expect(lookup(locale, "examples", 2, "values", "value") == .double(1234.567))
  }

  @Test func datesStayStrings() throws {
    let segment = try UpstreamSources.parseYAML("project-1/segments/reengagement-window.yml")
    #expect(lookup(segment, "conditions", "and", 0, "or", 0, "value") == .string("2026-01-01"))
    #expect(
      lookup(segment, "conditions", "and", 1, "not", 0, "or", 1, "value") == .string("deleted"))
  }

  @Test func jsonProjectValues() throws {
    let root = try #require(UpstreamSources.projects)
    let path = "project-json/targets/web.json"
    let data = try Data(contentsOf: root.appendingPathComponent(path))
    let target = try JSONSourceParser.parse(data, file: path)
    guard case .sequence(let patterns)? = lookup(target, "includeMessages") else {
      Issue.record("no includeMessages")
      return
    }
    #expect(patterns.map(\.value) == [.string("auth*"), .string("nav*")])
    #expect(lookup(target, "pretty") == .bool(true))
    #expect(lookup(target, "context", "platform") == .string("web"))
  }
}
