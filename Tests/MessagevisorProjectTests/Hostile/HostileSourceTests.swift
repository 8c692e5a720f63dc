import Foundation
import MessagevisorTestSupport
import Testing

@testable import MessagevisorProject

/// Broken and oversized project source files through the YAML and JSON source parsers.
@Suite("Hostile source files")
struct HostileSourceTests {
  static func yaml(_ bytes: [UInt8]) throws(YAMLError) -> SourceNode {
    try YAMLParser.parse(bytes, file: "hostile.yml")
  }

  /// A 10 MB messages file: 140 000 messages of about 75 bytes each.
  static let tenMegabytes: [UInt8] = {
    var text = "translations:\n"
    for index in 0..<140_000 {
      text += "  key\(index): \"Value number \(index) with {name} and some padding text here.\"\n"
    }
    return Array(text.utf8)
  }()

  /// The time limits here are hang guards; they count from the test's start in a parallel run,
  /// queueing behind the suite's other tests included, so they sit far above a normal run.
  @Test("A 10 MB YAML file parses", .timeLimit(.minutes(20)))
  func tenMegabyteYAML() async throws {
    #expect(Self.tenMegabytes.count > 9_000_000)
    let root = try await offCooperativePool { try Self.yaml(Self.tenMegabytes) }
    guard case .mapping(let entries) = root.value,
      case .mapping(let translations) = entries[0].value.value
    else {
      Issue.record("not a mapping")
      return
    }
    #expect(translations.count == 140_000)
    #expect(translations.last?.key == "key139999")
    #expect(translations.last?.value.position.line == 140_001)
  }

  static let longScalar = String(repeating: "abcdefghij", count: 1_000_000)

  @Test("A 10 MB single scalar and a 7 MB JSON source parse", .timeLimit(.minutes(20)))
  func tenMegabyteScalars() async throws {
    let node = try await offCooperativePool {
      try Self.yaml(Array("text: \(Self.longScalar)\n".utf8))
    }
    guard case .mapping(let entries) = node.value else {
      Issue.record("not a mapping")
      return
    }
    #expect(entries[0].value.value == .string(Self.longScalar))
    let parsed = try await offCooperativePool {
      let items = Array(repeating: "\"0123456789\"", count: 500_000)
      return try JSONSourceParser.parse(
        "[" + items.joined(separator: ",") + "]", file: "hostile.json")
    }
    guard case .sequence(let items) = parsed.value else {
      Issue.record("not a sequence")
      return
    }
    #expect(items.count == 500_000)
  }

  /// Deep nesting; 1 000 indented block mappings already exceed the 256 limit (10 000 would
  /// be a 50 MB file).
  static let deep: [(String, String)] = [
    ("flow sequences", String(repeating: "[", count: 10_000)),
    ("flow mappings", String(repeating: "{a: ", count: 10_000)),
    ("block sequences", String(repeating: "- ", count: 10_000) + "x\n"),
    (
      "block mappings",
      (0..<1_000).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
    ),
  ]

  @Test("10 000 nested collections stop at the depth limit", arguments: deep)
  func deepNesting(_ name: String, _ text: String) throws {
    #expect(throws: YAMLError.self, "\(name)") { try Self.yaml(Array(text.utf8)) }
    do {
      _ = try Self.yaml(Array(text.utf8))
    } catch {
      guard case .nestingTooDeep(let limit, _) = error else {
        Issue.record("\(name): \(error)")
        return
      }
      #expect(limit == YAMLParser.defaultMaxDepth)
    }
    let json = String(repeating: "[", count: 10_000)
    #expect(throws: JSONSourceError.self) { try JSONSourceParser.parse(json, file: "deep.json") }
  }

  static let brokenUTF8: [[UInt8]] = [
    Array("key: ".utf8) + [0xFF, 0x0A],
    Array("key: \"".utf8) + [0xC3, 0x22, 0x0A],
    Array("key: ".utf8) + [0xED, 0xA0, 0x80, 0x0A],
    Array("key: ".utf8) + [0xC0, 0xAF, 0x0A],
    [0xFE, 0xFF] + Array("key: x\n".utf8),
  ]

  @Test("Invalid UTF-8 is an error positioned at the bad byte", arguments: brokenUTF8)
  func invalidUTF8(_ bytes: [UInt8]) throws {
    do {
      _ = try Self.yaml(bytes)
      Issue.record("parsed")
    } catch {
      guard case .invalidUTF8(let position) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(position.line == 1)
      #expect(bytes[position.offset] >= 0x80)
    }
  }

  @Test("A byte-order mark is skipped; NUL and control characters are refused or kept")
  func byteOrderMarkAndControls() throws {
    let node = try Self.yaml([0xEF, 0xBB, 0xBF] + Array("key: value\n".utf8))
    guard case .mapping(let entries) = node.value else {
      Issue.record("not a mapping")
      return
    }
    #expect(entries.map(\.key) == ["key"])
    #expect(throws: YAMLError.self) { try Self.yaml(Array("key: a\u{0}b\n".utf8)) }
    let quoted = try Self.yaml(Array("key: \"a\\0b\\x07\"\n".utf8))
    guard case .mapping(let quotedEntries) = quoted.value else {
      Issue.record("not a mapping")
      return
    }
    #expect(quotedEntries[0].value.value == .string("a\u{0}b\u{7}"))
  }

  @Test("Duplicate keys are errors in YAML and, by default, in JSON")
  func duplicateKeys() throws {
    #expect(throws: YAMLError.self) { try Self.yaml(Array("a: 1\na: 2\n".utf8)) }
    #expect(throws: JSONSourceError.self) {
      try JSONSourceParser.parse(#"{"a": 1, "a": 2}"#, file: "dup.json")
    }
  }

  static let numbers: [(String, SourceNode.Value)] = [
    ("-0", .int(0)),
    ("-0.0", .double(-0.0)),
    (".inf", .double(.infinity)),
    ("-.Inf", .double(-.infinity)),
    ("1e308", .double(1e308)),
    ("1e309", .double(.infinity)),
    ("-1e309", .double(-.infinity)),
    ("4.9e-324", .double(.leastNonzeroMagnitude)),
    ("1e-400", .double(0)),
    ("9223372036854775807", .int(Int.max)),
    ("-9223372036854775808", .int(Int.min)),
    ("9223372036854775808", .double(9_223_372_036_854_775_808)),
    ("0x7FFFFFFFFFFFFFFF", .int(Int.max)),
    ("0o777", .int(511)),
  ]

  @Test("Numbers at the edges keep their core-schema type", arguments: numbers)
  func edgeNumbers(_ text: String, _ expected: SourceNode.Value) throws {
    let node = try Self.yaml(Array("n: \(text)\n".utf8))
    guard case .mapping(let entries) = node.value else {
      Issue.record("not a mapping")
      return
    }
    #expect(entries[0].value.value == expected)
  }

  @Test(".nan parses as NaN")
  func notANumber() throws {
    let node = try Self.yaml(Array("n: .nan\n".utf8))
    guard case .mapping(let entries) = node.value, case .double(let value) = entries[0].value.value
    else {
      Issue.record("not a double")
      return
    }
    #expect(value.isNaN)
  }
}
