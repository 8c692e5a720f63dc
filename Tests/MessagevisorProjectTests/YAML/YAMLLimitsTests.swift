import Foundation
import MessagevisorTestSupport
import Testing

@testable import MessagevisorProject

/// Nesting limits and linear-time parsing of large inputs.
@Suite struct YAMLLimitsTests {
  private static func nestedBlockMappings(_ depth: Int) -> String {
    var text = ""
    for level in 0..<depth {
      text += String(repeating: " ", count: level) + "k:\n"
    }
    return text + String(repeating: " ", count: depth) + "leaf\n"
  }

  /// How many collections are nested along the first child of each level, and the innermost
  /// node.
  private static func depth(of node: SourceNode) -> (levels: Int, innermost: SourceNode.Value) {
    var levels = 0
    var current = node
    while true {
      switch current.value {
      case .sequence(let items):
        levels += 1
        guard let first = items.first else { return (levels, current.value) }
        current = first
      case .mapping(let entries):
        levels += 1
        guard let first = entries.first else { return (levels, current.value) }
        current = first.value
      default:
        return (levels, current.value)
      }
    }
  }

  @Test func flowNestingAtTheLimitParses() throws {
    let depth = YAMLParser.defaultMaxDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let parsed = try YAMLParser.parse(text, file: "t.yml")
    let found = Self.depth(of: parsed)
    #expect(found.levels == depth)
    #expect(found.innermost == .sequence([]))
  }

  @Test func flowNestingBeyondTheLimitFails() {
    let text = String(repeating: "[", count: 100_000)
    let expected = YAMLError.nestingTooDeep(
      limit: 256, at: SourcePosition(file: "t.yml", line: 1, column: 257, offset: 256))
    #expect(throws: expected) {
      try YAMLParser.parse(text, file: "t.yml")
    }
  }

  @Test func blockNestingAtTheLimitParses() throws {
    let parsed = try YAMLParser.parse(Self.nestedBlockMappings(256), file: "t.yml")
    let found = Self.depth(of: parsed)
    #expect(found.levels == 256)
    #expect(found.innermost == .string("leaf"))
  }

  @Test func blockNestingBeyondTheLimitFails() {
    let description = yamlErrorDescription(Self.nestedBlockMappings(2_000))
    #expect(description == "t.yml:257:257: collections nested deeper than 256 levels")
  }

  @Test func compactSequenceNestingBeyondTheLimitFails() {
    let text = String(repeating: "- ", count: 300) + "x\n"
    #expect(yamlErrorDescription(text) == "t.yml:1:513: collections nested deeper than 256 levels")
  }

  @Test func customLimitIsHonoured() {
    #expect(throws: YAMLError.self) {
      try YAMLParser.parse("a: {b: [1]}", file: "t.yml", maxDepth: 2)
    }
  }

  /// About 10 MB of realistic project YAML: messages with plain, quoted, escaped and folded
  /// translations, flow sequences and block sequences.
  private static func largeDocument() -> String {
    var text = "# generated\nmessages:\n"
    var index = 0
    while text.utf8.count < 10_000_000 {
      text += """
          message\(index):
            description: "Message \(index) \\u00A0 with \\"quotes\\""
            tags: [a, b, {c: \(index)}]
            translations:
              en: Welcome back, {name} # comment
              nl: 'Welkom terug, {name}'
              de: >-
                Willkommen
                zurück
              fr: plain folded
                over two lines
            list:
              - \(index)
              - 1.5
              - true

        """
      index += 1
    }
    return text
  }

  /// A hang guard, not a speed test (the limit is far above a normal run's seconds, so a
  /// ThreadSanitizer build on a loaded machine still passes; a quadratic parser would not).
  /// The limit counts from the test's start in a parallel run, queueing behind the suite's
  /// other tests included: on 2 cores under a second suite's load that alone passed 5 minutes.
  /// The parse runs on its own thread: on a cooperative-pool thread it would hold one of the
  /// pool's few threads for minutes and starve the async tests that run beside it.
  @Test(.timeLimit(.minutes(20)))
  func tenMegabyteDocumentParses() async throws {
    let root = try await offCooperativePool {
      try YAMLParser.parse(Self.largeDocument(), file: "big.yml")
    }
    guard case .mapping(let top) = root.value, case .mapping(let messages) = top[0].value.value
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(messages.count > 10_000)
    #expect(messages.last?.key == "message\(messages.count - 1)")
  }

  /// Long lines and long folded scalars stay linear (column lookup and folding are
  /// incremental).
  @Test(.timeLimit(.minutes(20)))
  func longLinesAndLongScalarsParse() async throws {
    let count = 400_000
    let (flow, folded) = try await offCooperativePool {
      let items = Array(repeating: "item", count: count).joined(separator: ", ")
      let words = Array(repeating: "word", count: count).joined(separator: "\n ")
      return (
        try YAMLParser.parse("[" + items + ", \"last\"]", file: "flow.yml"),
        try YAMLParser.parse("k: " + words, file: "plain.yml")
      )
    }
    if case .sequence(let values) = flow.value {
      #expect(values.count == count + 1)
      #expect(values.last?.position.column == count * 6 + 2)
    } else {
      Issue.record("expected a sequence")
    }
    if case .mapping(let entries) = folded.value, case .string(let value) = entries[0].value.value {
      #expect(value.utf8.count == count * 5 - 1)
    } else {
      Issue.record("expected a string value")
    }
  }
}
