import Foundation
import Testing

@testable import MessagevisorProject

/// A traced parse notes, for every byte of every string, the source character that wrote it:
/// a copied byte is the byte at its origin, anything else comes from an escape's backslash or
/// from a line break that folding or a block scalar turned into text.
struct ScalarOriginsTests {
  static let documents: [String] = [
    "a: plain\nb: \"dq \\u00e9\\t\\\\ \\\"x\\\" \\\n  joined\"\nc: 'it''s'\n",
    "a: |+\n  one\n\n    more\n\n\nb: >-\n  folded\n  lines\n\n  kept\n   indented\n",
    "a: {k: flow plain\n  over lines, q: \"x\ny\"}\nb: [p, 'q r', \"s\\nt\"]\n",
    "a: |2\r\n    crlf\r\n  b\r\nb: plain\r\n  folded\r\n",
    "\u{FEFF}a: \"Grüße {n}\"\nb: >\n  é\n\n\n  ü\n",
  ]

  @Test(arguments: documents)
  func everyByteComesFromTheCharacterThatWroteIt(_ document: String) throws {
    try Self.check(Array(document.utf8), file: "d.yml")
  }

  @Test func everyExampleProjectFileTraces() throws {
    let root = URL(fileURLWithPath: Upstream.packageRoot + "/projects/example")
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var checked = 0
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "yml" else { continue }
      try Self.check(Array(try Data(contentsOf: url)), file: url.path)
      checked += 1
    }
    #expect(checked > 10)
  }

  @Test func jsonStringsTraceTheirEscapes() throws {
    let text = "{\"a\": \"x\\n\\u00e9\\ud83d\\ude00\\\"\", \"b\": [\"\\/\"]}"
    try Self.check(Array(text.utf8), file: "d.json")
  }

  /// Checks every string node of the file against its origins.
  static func check(_ bytes: [UInt8], file: String) throws {
    let isJSON = file.hasSuffix(".json")
    let root =
      isJSON
      ? try JSONSourceParser.parse(bytes, file: file) : try YAMLParser.parse(bytes, file: file)
    let origins =
      isJSON
      ? try JSONSourceParser.scalarOrigins(bytes, file: file)
      : try YAMLParser.scalarOrigins(bytes, file: file)
    for (value, start) in strings(root) {
      try checkString(Array(value.utf8), startingAt: start, bytes: bytes, origins: origins)
    }
  }

  private static func checkString(
    _ value: [UInt8],
    startingAt start: Int,
    bytes: [UInt8],
    origins: ScalarOrigins
  ) throws {
    var previous = start
    for (index, byte) in value.enumerated() {
      let origin = try #require(origins.sourceOffset(ofUTF8Offset: index, inScalarAt: start))
      #expect(origin >= previous, "origins go back at byte \(index) of \(value)")
      let source = bytes[origin]
      let written = source == byte || source == 0x5C || source == 0x0A || source == 0x0D
      #expect(written, "byte \(index) of \(value) comes from \(source) at \(origin)")
      previous = origin
    }
    #expect(origins.sourceOffset(ofUTF8Offset: value.count + 1, inScalarAt: start) == nil)
  }

  /// Every string node under `node` (keys aside), with the offset it starts at.
  private static func strings(_ node: SourceNode) -> [(String, Int)] {
    switch node.value {
    case .string(let text): return [(text, node.position.offset)]
    case .sequence(let items): return items.flatMap(strings)
    case .mapping(let entries): return entries.flatMap { strings($0.value) }
    default: return []
    }
  }
}
